import type { TCreateClientRequest, TUpdateClientRequest } from '@portal/contracts';

import { callApi } from '@/lib/http/api';

/** The client record endpoints (docs/api.md, "Clients and providers"). */
export const clientsApi = {
  create: (body: TCreateClientRequest) => callApi('createClient', { body }),
  update: (id: string, body: TUpdateClientRequest) =>
    callApi('updateClient', { params: { id }, body }),
};
