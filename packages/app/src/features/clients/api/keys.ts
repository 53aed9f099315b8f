import { apiKey } from '@/lib/http/api-key';

/** The cache keys of the client record endpoints. */
export const clientKeys = {
  list: apiKey('listClients'),
  one: (id: string) => apiKey('getClient', { params: { id } }),
} as const;
