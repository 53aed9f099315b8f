import { ENDPOINTS, routeKey, type TAccess, type TRouteKey } from '@portal/contracts';

/** Endpoints by their `METHOD /path` key, as the tables of the matrix and bad-input tests. */
export type RouteKey = TRouteKey;

export const ENDPOINT_KEYS = ENDPOINTS.map((endpoint) => routeKey(endpoint) as RouteKey);

export function accessOf(key: RouteKey): TAccess {
  const endpoint = ENDPOINTS.find((candidate) => routeKey(candidate) === key);
  if (!endpoint) throw new Error(`no endpoint ${key}`);
  return endpoint.access;
}

export function splitRouteKey(key: RouteKey): {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
} {
  const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PATCH' | 'DELETE', string];
  return { method, path };
}

/** Whether the endpoint reads a JSON body (the others refuse one). */
export function takesJsonBody(key: RouteKey): boolean {
  return Boolean(ENDPOINTS.find((candidate) => routeKey(candidate) === key)?.body);
}
