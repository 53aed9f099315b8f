import { describe, expect, it } from 'vitest';

import { clientOnly, dashboardRoles, homeFor, paths, superadminOnly, toPath } from './paths';

describe('route rules', () => {
  it('lets only clients open /documents', () => {
    expect(clientOnly('client')).toBe(true);
    expect(clientOnly('provider')).toBe(false);
    expect(clientOnly('superadmin')).toBe(false);
  });

  it('lets only the superadmin open /pending-users', () => {
    expect(superadminOnly('superadmin')).toBe(true);
    expect(superadminOnly('provider')).toBe(false);
    expect(superadminOnly('client')).toBe(false);
  });

  it('opens /dashboard to every role except client and superadmin', () => {
    expect(dashboardRoles('provider')).toBe(true);
    expect(dashboardRoles('client')).toBe(false);
    expect(dashboardRoles('superadmin')).toBe(false);
  });

  it('sends each role home after sign-in', () => {
    expect(homeFor('superadmin')).toBe('/pending-users');
    expect(homeFor('client')).toBe('/documents');
    expect(homeFor('provider')).toBe('/dashboard');
  });
});

describe('toPath', () => {
  it('fills and encodes parameters', () => {
    expect(toPath(paths.rejectedUserView, { id: 'a b' })).toBe('/rejected-users/view-user/a%20b');
  });

  it('refuses a missing parameter', () => {
    expect(() => toPath(paths.editClient, {})).toThrow('Missing route parameter "id"');
  });
});
