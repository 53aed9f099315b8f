import type { TEndpointRequest } from '@portal/contracts';
import type { TRouteName } from '@portal/contracts/routes';

/**
 * The cache key of an endpoint's answer: its name, then its params and query, so that a key reads
 * like the call (['getClient', '<id>']) and one resource has one key whichever feature reads it.
 */
export type ApiKey = readonly [TRouteName, ...string[]];

export function apiKey<N extends TRouteName>(name: N, request?: TEndpointRequest<N>): ApiKey {
  const { params = {}, query = {} } = (request ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
  };
  const parts = [
    ...Object.values(params),
    ...Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}=${String(value)}`),
  ];
  return [name, ...parts];
}

/** Whether a cache key belongs to one of these endpoints (to refresh every page of a list). */
export const isKeyOf =
  (...names: TRouteName[]) =>
  (key: unknown): boolean =>
    Array.isArray(key) && names.includes(key[0] as TRouteName);
