import { z } from 'zod';

import type { TProviderListResponse } from '@portal/contracts';

import { listProviders } from '../../clients/providers.ts';
import { protectedRoute } from '../../http/route.ts';
import { validate } from '../../lib/validate.ts';

export const listProvidersRoute = protectedRoute(
  'GET /providers',
  async ({ request, ctx, caller }): Promise<TProviderListResponse> => {
    validate(z.strictObject({}), request.query, 'query');
    return { data: await listProviders(ctx, caller) };
  },
);
