import { describe, expect, it } from 'vitest';

import type { TClient } from '@portal/contracts';

import { createClientSearch } from './client-search';

const client = (overrides: Partial<TClient>): TClient => ({
  id: '10000000-0000-4000-8000-000000000001',
  providerId: '10000000-0000-4000-8000-000000000002',
  userId: null,
  fullName: 'Grace Hopper',
  email: 'grace@example.com',
  licenseNo: 'LIC-1001',
  gender: 'female',
  age: 41,
  contactNo: '+1 212 555 0100',
  address: null,
  country: 'US',
  state: 'New York',
  status: 'active',
  isAccountCreatedByOwnClient: false,
  createdAt: '2026-03-14T22:30:00.000Z',
  updatedAt: '2026-03-14T22:30:00.000Z',
  ...overrides,
});

const clients = [
  client({}),
  client({
    id: '10000000-0000-4000-8000-000000000003',
    fullName: 'Alan Turing',
    email: 'alan@example.org',
    licenseNo: 'KX-77',
    gender: 'male',
    contactNo: null,
    country: 'GB',
    state: 'England',
    status: 'inactive',
    createdAt: '2026-01-02T08:00:00.000Z',
  }),
];

const search = createClientSearch(clients);
const names = (query: string) => search(query).map((row) => row.fullName);

describe('client search', () => {
  it.each([
    ['name', 'hopper', ['Grace Hopper']],
    ['e-mail', 'EXAMPLE.ORG', ['Alan Turing']],
    ['license number', 'kx-7', ['Alan Turing']],
    ['gender', 'female', ['Grace Hopper']],
    ['contact number', '555 01', ['Grace Hopper']],
    ['state', 'england', ['Alan Turing']],
    ['country name, resolved from the ISO code', 'united kingdom', ['Alan Turing']],
    ['status', 'inactive', ['Alan Turing']],
    ['creation date', '2026-03-14', ['Grace Hopper']],
  ])('finds a client by %s', (_, query, expected) => {
    expect(names(query)).toEqual(expected);
  });

  it("finds the records whose provider's account was deleted by 'unassigned'", () => {
    const orphan = client({ id: '10000000-0000-4000-8000-000000000005', providerId: null });
    const withOrphan = createClientSearch([...clients, { ...orphan, fullName: 'Ada Lovelace' }]);
    expect(withOrphan('unassigned').map((row) => row.fullName)).toEqual(['Ada Lovelace']);
  });

  it('returns every client for an empty search', () => {
    expect(names('')).toEqual(['Grace Hopper', 'Alan Turing']);
  });
});
