import { describe, expect, it } from 'vitest';

import { API_PATHS, apiPath } from '@portal/contracts';

import { ACCESS_POLICY } from '../src/http/access-policy.ts';

describe('API_PATHS in @portal/contracts', () => {
  it('names exactly the routes the server serves, with their methods', () => {
    const fromContracts = Object.values(API_PATHS)
      .map(({ method, path }) => `${method} ${path}`)
      .sort();
    expect(fromContracts).toEqual(Object.keys(ACCESS_POLICY).sort());
  });

  it('fills path parameters', () => {
    expect(apiPath('getClient', { id: 'a b' })).toBe('/clients/a%20b');
    expect(apiPath('login')).toBe('/auth/login');
    expect(() => apiPath('getProvider')).toThrow(/missing parameter id/);
  });
});
