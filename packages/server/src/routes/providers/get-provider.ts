import { ZIdParams } from '@portal/contracts';

import { getProvider } from '../../clients/providers.ts';
import { protectedRoute } from '../../http/route.ts';
import { validate } from '../../lib/validate.ts';

export const getProviderRoute = protectedRoute(
  'GET /providers/:id',
  async ({ request, ctx, caller }) => {
    const { id } = validate(ZIdParams, request.params, 'params');
    return getProvider(ctx, caller, id);
  },
);
