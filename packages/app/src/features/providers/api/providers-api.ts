import {
  apiPath,
  type TProviderDetailResponse,
  type TProviderListResponse,
  type TUserListItem,
} from '@portal/contracts';

import { http } from '@/lib/http/client';

/** The providers directory (docs/api.md, "Clients and providers"). */
export const providersApi = {
  list: async (): Promise<TUserListItem[]> =>
    (await http.get<TProviderListResponse>(apiPath('listProviders'))).data,
  get: (id: string) => http.get<TProviderDetailResponse>(apiPath('getProvider', { id })),
};
