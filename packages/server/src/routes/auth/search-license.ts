import { ZLicenseSearchRequest } from '@portal/contracts';

import { publicRoute } from '../../http/route.ts';
import { validate } from '../../lib/validate.ts';
import { searchLicense } from '../../users/license-search.ts';

export const searchLicenseRoute = publicRoute(
  'POST /auth/search-license',
  async ({ request, ctx }) => {
    const { licenseNo } = validate(ZLicenseSearchRequest, request.body, 'body');
    return searchLicense(ctx, licenseNo, request.ip);
  },
);
