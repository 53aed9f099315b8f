import { ZIdParams, ZUpdateClientRequest } from '@portal/contracts';

import { updateClient } from '../../clients/client-records.ts';
import { protectedRoute } from '../../http/route.ts';
import { validate } from '../../lib/validate.ts';

export const updateClientRoute = protectedRoute(
  'PATCH /clients/:id',
  async ({ request, ctx, caller }) => {
    const { id } = validate(ZIdParams, request.params, 'params');
    const body = validate(ZUpdateClientRequest, request.body, 'body');
    return updateClient(ctx, caller, id, body);
  },
);
