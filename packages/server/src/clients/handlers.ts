import { createClient, getClient, listClients, updateClient } from './client-records.ts';
import { endpoint } from '../http/endpoint.ts';

/** Handlers of the clients group of the endpoint table (`:id` passed its resource rule). */
export const clientHandlers = {
  listClients: endpoint('listClients', async ({ ctx, caller, query }) => ({
    data: await listClients(ctx, caller, query.providerId),
  })),
  createClient: endpoint('createClient', ({ ctx, caller, body }) =>
    createClient(ctx, caller, body),
  ),
  getClient: endpoint('getClient', async ({ ctx, params }) => ({
    data: await getClient(ctx, params.id),
  })),
  updateClient: endpoint('updateClient', ({ ctx, caller, params, body }) =>
    updateClient(ctx, caller, params.id, body),
  ),
};
