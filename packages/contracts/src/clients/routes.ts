import { resourceRule, rolesOnly } from '../api/access.ts';
import type { TRouteTable } from '../api/route.ts';

const OWN_RECORD = resourceRule('own-client-record', 'provider', 'superadmin');

/** A provider's client records. */
export const CLIENT_ROUTES = {
  listClients: { method: 'GET', path: '/clients', access: rolesOnly('provider', 'superadmin') },
  createClient: { method: 'POST', path: '/clients', access: rolesOnly('provider') },
  getClient: { method: 'GET', path: '/clients/:id', access: OWN_RECORD },
  updateClient: { method: 'PATCH', path: '/clients/:id', access: OWN_RECORD },
} as const satisfies TRouteTable;
