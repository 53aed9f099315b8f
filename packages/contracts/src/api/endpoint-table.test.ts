import { describe, expect, it } from 'vitest';

import { ENDPOINTS } from './endpoint-table.ts';
import { ROUTE_GROUPS, ROUTES, fillPath, routeKey } from './route-table.ts';

describe('the endpoint table', () => {
  it('gives every endpoint one name across the groups, and one method and path', () => {
    const names = Object.values(ROUTE_GROUPS).flatMap((group) => Object.keys(group));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(ROUTES).sort()).toEqual([...names].sort());
    const keys = ENDPOINTS.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('lists the endpoints in domain order, each with its group and schemas', () => {
    expect([...new Set(ENDPOINTS.map((endpoint) => endpoint.group))]).toEqual([
      'auth',
      'users',
      'clients',
      'providers',
      'chat',
      'invitations',
      'notifications',
      'documents',
      'practice',
      'sessions',
      'twoFactor',
      'audit',
    ]);
    for (const endpoint of ENDPOINTS) {
      expect(endpoint.summary, endpoint.name).not.toBe('');
      // An answer is a file, or a schema that holds the server to a shape: nothing is no answer.
      if (!('file' in endpoint.response)) {
        expect(endpoint.response.safeParse(undefined).success, endpoint.name).toBe(false);
      }
      // A path parameter always has a schema that checks it.
      if (endpoint.path.includes(':')) expect(endpoint.params, endpoint.name).toBeDefined();
      // A resource rule names the object by the path's id.
      if (endpoint.access.kind === 'signed-in' && endpoint.access.resource) {
        expect(endpoint.path, endpoint.name).toMatch(/:id(\/|$)/);
      }
    }
  });

  it('fills and encodes path parameters, and refuses a missing one', () => {
    expect(fillPath(ROUTES.getClient.path, { id: 'a b' })).toBe('/clients/a%20b');
    expect(fillPath(ROUTES.login.path)).toBe('/auth/login');
    expect(() => fillPath(ROUTES.getProvider.path, {})).toThrow(/missing parameter id/);
  });
});
