import { describe, expect, it } from 'vitest';

import type { TUserListItem } from '@portal/contracts';

import { ApiError } from '@/lib/http/errors';
import { describeServerFailure } from '@/lib/forms/server-errors';

import { PROVIDER_NOT_FOUND, providerOptions, providerRefusalOnField } from './provider-options';

const provider = (id: string, overrides: Partial<TUserListItem>): TUserListItem => ({
  id,
  fullName: 'Dr Ada Lovelace',
  email: `${id}@example.com`,
  role: 'provider',
  isApprove: 'approve',
  status: 'active',
  licenseNo: null,
  country: null,
  state: null,
  gender: null,
  department: null,
  profileImage: null,
  createdAt: '2026-02-01T10:00:00.000Z',
  updatedAt: '2026-02-01T10:00:00.000Z',
  ...overrides,
});

const directory = [
  provider('p-zed', { fullName: 'Dr Zed Young' }),
  provider('p-ada', { fullName: 'Dr Ada Lovelace' }),
  provider('p-blocked', { fullName: 'Dr Bo Blocked', status: 'blocked' }),
  provider('p-pending', { fullName: 'Dr Pat Pending', isApprove: 'pending' }),
  provider('p-rejected', { fullName: 'Dr Rae Rejected', isApprove: 'reject' }),
];

describe('providerOptions', () => {
  it('offers the approved, active providers by name', () => {
    expect(providerOptions(directory)).toEqual([
      { id: 'p-ada', label: 'Dr Ada Lovelace' },
      { id: 'p-zed', label: 'Dr Zed Young' },
    ]);
  });

  it("keeps the record's own provider first when it can no longer take records", () => {
    expect(providerOptions(directory, ['p-blocked']).map((option) => option.label)).toEqual([
      'Dr Bo Blocked (blocked)',
      'Dr Ada Lovelace',
      'Dr Zed Young',
    ]);
    expect(providerOptions(directory, ['p-pending', 'p-gone']).slice(0, 2)).toEqual([
      { id: 'p-pending', label: 'Dr Pat Pending (not approved)' },
      { id: 'p-gone', label: 'The current provider (no longer listed)' },
    ]);
  });

  it('adds nothing for an unassigned record or a provider already offered', () => {
    expect(providerOptions(directory, ['', 'p-ada', 'p-ada'])).toHaveLength(2);
  });
});

describe('providerRefusalOnField', () => {
  it("puts the server's refusal of the chosen provider on the Provider field", () => {
    const refusal = new ApiError(PROVIDER_NOT_FOUND, 404, [], true);
    expect(
      describeServerFailure(providerRefusalOnField(refusal), ['providerId'], 'fallback'),
    ).toEqual({
      kind: 'fields',
      errors: [{ name: 'providerId', message: PROVIDER_NOT_FOUND }],
    });
  });

  it('leaves any other failure as it is', () => {
    const gone = new ApiError('No client has this id.', 404, [], true);
    const taken = new ApiError('A client with this e-mail already exists.', 409, [], true);
    expect(providerRefusalOnField(gone)).toBe(gone);
    expect(providerRefusalOnField(taken)).toBe(taken);
  });
});
