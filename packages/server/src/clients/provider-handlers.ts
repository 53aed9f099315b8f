import { getProvider, listProviders } from './providers.ts';
import { endpoint } from '../http/endpoint.ts';

/** Handlers of the providers group of the endpoint table. */
export const providerHandlers = {
  listProviders: endpoint('listProviders', async ({ ctx, caller }) => ({
    data: await listProviders(ctx, caller),
  })),
  getProvider: endpoint('getProvider', ({ ctx, caller, params }) =>
    getProvider(ctx, caller, params.id),
  ),
};
