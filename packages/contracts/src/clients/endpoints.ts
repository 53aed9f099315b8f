import type { TSchemasFor } from '../api/endpoint.ts';
import { ZIdParams } from '../shared/schemas.ts';
import type { CLIENT_ROUTES } from './routes.ts';
import {
  ZClientDetailResponse,
  ZClientListResponse,
  ZClientResponse,
  ZCreateClientRequest,
  ZListClientsQuery,
  ZUpdateClientRequest,
} from './schemas.ts';

export const CLIENT_SCHEMAS = {
  listClients: {
    summary: "A provider's client records (the superadmin: every record, or one provider's)",
    query: ZListClientsQuery,
    response: ZClientListResponse,
  },
  createClient: {
    summary: 'Add a client record',
    body: ZCreateClientRequest,
    response: ZClientResponse,
    status: 201,
  },
  getClient: {
    summary: 'One client record',
    params: ZIdParams,
    response: ZClientDetailResponse,
  },
  updateClient: {
    summary: 'Change a client record; a field sent as null is cleared',
    params: ZIdParams,
    body: ZUpdateClientRequest,
    response: ZClientResponse,
  },
} as const satisfies TSchemasFor<typeof CLIENT_ROUTES>;
