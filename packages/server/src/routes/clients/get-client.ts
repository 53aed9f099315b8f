import { ZIdParams } from '@portal/contracts';

import { getClient } from '../../clients/client-records.ts';
import { protectedRoute } from '../../http/route.ts';
import { validate } from '../../lib/validate.ts';

export const getClientRoute = protectedRoute(
  'GET /clients/:id',
  async ({ request, ctx, caller }) => {
    const { id } = validate(ZIdParams, request.params, 'params');
    return { data: await getClient(ctx, caller, id) };
  },
);
