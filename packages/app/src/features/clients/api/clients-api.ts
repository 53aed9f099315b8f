import {
  apiPath,
  type TClient,
  type TClientListResponse,
  type TClientResponse,
  type TCreateClientRequest,
  type TUpdateClientRequest,
} from '@portal/contracts';

import { http } from '@/lib/http/client';

/** The client record endpoints (docs/api.md, "Clients and providers"). */
export const clientsApi = {
  list: async (): Promise<TClient[]> =>
    (await http.get<TClientListResponse>(apiPath('listClients'))).data,
  get: async (id: string): Promise<TClient> =>
    (await http.get<{ data: TClient }>(apiPath('getClient', { id }))).data,
  create: (body: TCreateClientRequest) => http.post<TClientResponse>(apiPath('createClient'), body),
  update: (id: string, body: TUpdateClientRequest) =>
    http.patch<TClientResponse>(apiPath('updateClient', { id }), body),
};
