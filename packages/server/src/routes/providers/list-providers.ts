import type { TProviderListResponse } from '@portal/contracts';

import { listProviders } from '../../clients/providers.ts';
import { protectedRoute } from '../../http/route.ts';

export const listProvidersRoute = protectedRoute(
  'GET /providers',
  async ({ ctx, caller }): Promise<TProviderListResponse> => {
    return { data: await listProviders(ctx, caller) };
  },
);
