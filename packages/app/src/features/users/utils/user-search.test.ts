import { describe, expect, it } from 'vitest';

import type { TUserListItem } from '@portal/contracts';

import { countryName } from '@/lib/geo/countries';
import { searchUsers } from './user-search';

const base: TUserListItem = {
  id: '1',
  fullName: 'Ada Lovelace',
  email: 'ada@analytical.example',
  role: 'provider',
  isApprove: 'reject',
  status: 'active',
  licenseNo: 'LIC-7731',
  country: 'GB',
  state: 'England',
  gender: 'female',
  department: null,
  profileImage: null,
  createdAt: '2026-03-14T22:30:00.000Z',
  updatedAt: '2026-03-14T22:30:00.000Z',
};
const other: TUserListItem = {
  ...base,
  id: '2',
  fullName: 'Alan Turing',
  email: 'alan@bletchley.example',
  role: 'client',
  isApprove: 'pending',
  licenseNo: 'KX-0042',
  country: 'IN',
  state: 'Kerala',
  gender: 'male',
  createdAt: '2025-12-01T08:00:00.000Z',
};
const users = [base, other];
const names = (query: string) => searchUsers(users, query).map((user) => user.fullName);

describe('searchUsers (spec section 5)', () => {
  it('returns every row for an empty or blank search', () => {
    expect(names('')).toEqual(['Ada Lovelace', 'Alan Turing']);
    expect(names('   ')).toEqual(['Ada Lovelace', 'Alan Turing']);
  });

  it('matches the name, case-insensitively, as a substring', () => {
    expect(names('LOVE')).toEqual(['Ada Lovelace']);
  });

  it('matches the e-mail', () => {
    expect(names('bletchley')).toEqual(['Alan Turing']);
  });

  it('matches the gender', () => {
    expect(names('female')).toEqual(['Ada Lovelace']);
  });

  it('matches the state', () => {
    expect(names('kerala')).toEqual(['Alan Turing']);
  });

  it('matches the country by its name, not only its code', () => {
    expect(names('united kingdom')).toEqual(['Ada Lovelace']);
    expect(names('india')).toEqual(['Alan Turing']);
  });

  it('matches the role', () => {
    expect(names('client')).toEqual(['Alan Turing']);
  });

  it('matches the approval status, as stored and as shown', () => {
    expect(names('reject')).toEqual(['Ada Lovelace']);
    expect(names('Rejected')).toEqual(['Ada Lovelace']);
    expect(names('pending')).toEqual(['Alan Turing']);
  });

  it('matches the licence number', () => {
    expect(names('kx-00')).toEqual(['Alan Turing']);
  });

  it('matches the creation date as YYYY-MM-DD', () => {
    expect(names('2026-03-14')).toEqual(['Ada Lovelace']);
    expect(names('2025-12')).toEqual(['Alan Turing']);
  });

  it('finds nothing for text in no field', () => {
    expect(names('zebra')).toEqual([]);
  });

  it('ignores the time of day of the creation timestamp', () => {
    expect(names('22:30')).toEqual([]);
  });
});

describe('countryName', () => {
  it('resolves an ISO code to its name', () => {
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('de')).toBe('Germany');
  });

  it('shows an unknown code as it is', () => {
    expect(countryName('XZ')).toBe('XZ');
  });

  it('shows nothing for no country', () => {
    expect(countryName(null)).toBe('');
  });
});
