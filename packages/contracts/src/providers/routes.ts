import { SIGNED_IN } from '../api/access.ts';
import type { TRouteTable } from '../api/route.ts';

/** The providers directory. */
export const PROVIDER_ROUTES = {
  listProviders: { method: 'GET', path: '/providers', access: SIGNED_IN },
  getProvider: { method: 'GET', path: '/providers/:id', access: SIGNED_IN },
} as const satisfies TRouteTable;
