import { ZListClientsQuery } from '@portal/contracts';
import type { TClientListResponse } from '@portal/contracts';

import { listClients } from '../../clients/client-records.ts';
import { protectedRoute } from '../../http/route.ts';
import { validate } from '../../lib/validate.ts';

export const listClientsRoute = protectedRoute(
  'GET /clients',
  async ({ request, ctx, caller }): Promise<TClientListResponse> => {
    const { providerId } = validate(ZListClientsQuery, request.query, 'query');
    return { data: await listClients(ctx, caller, providerId) };
  },
  { query: true },
);
