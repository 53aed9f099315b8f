import type {
  TAccountReviewItem,
  TClient,
  TLoginUserDetails,
  TRole,
  TUserListItem,
} from '@portal/contracts';

/** A signed-in user's details, as login and get-me answer them. */
export function loginUserFixture(
  role: TRole = 'provider',
  overrides: Partial<TLoginUserDetails['user']> = {},
): TLoginUserDetails {
  const id = `00000000-0000-4000-8000-00000000000${role === 'superadmin' ? 1 : role === 'provider' ? 2 : 3}`;
  const fullName =
    role === 'superadmin' ? 'Sam Admin' : role === 'provider' ? 'Dr Ada Lovelace' : 'Grace Hopper';
  const email = `${role}@example.com`;
  return {
    userId: id,
    email,
    eSignature: null,
    department: role === 'provider' ? 'Cardiology' : null,
    clientList: [],
    isAccountCreatedByOwnClient: false,
    providerId: null,
    user: {
      id,
      fullName,
      role,
      isApprove: 'approve',
      status: 'active',
      email,
      address: '1 Harbour Street',
      age: 41,
      gender: 'female',
      contactNo: '+44 20 7946 0000',
      licenseNo: role === 'superadmin' ? null : `LIC-${role.toUpperCase()}-1`,
      country: 'GB',
      state: 'England',
      profileImage: null,
      blockedMembers: [],
      createdAt: '2026-03-01T09:30:00.000Z',
      updatedAt: '2026-03-01T09:30:00.000Z',
      ...overrides,
    },
  };
}

const names = [
  'Ada Lovelace',
  'Grace Hopper',
  'Alan Turing',
  'Katherine Johnson',
  'Edsger Dijkstra',
  'Barbara Liskov',
  'Donald Knuth',
  'Frances Allen',
  'Margaret Hamilton',
  'Tim Berners-Lee',
];
const countries = ['GB', 'US', 'IN', 'DE', 'FR', 'NG', 'BR', 'JP', 'CA', 'AU'];

/** `count` deterministic users for the lists, cycling through roles and approval states. */
export function userListFixture(
  count: number,
  overrides: Partial<TUserListItem> = {},
): TUserListItem[] {
  return Array.from({ length: count }, (_, i) => {
    const fullName = names[i % names.length] ?? 'Ada Lovelace';
    const day = String((i % 28) + 1).padStart(2, '0');
    return {
      id: `10000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      fullName,
      email: `${fullName.toLowerCase().replace(/[^a-z]+/g, '.')}${i + 1}@example.com`,
      role: i % 2 === 0 ? 'provider' : 'client',
      isApprove: 'pending',
      status: 'active',
      licenseNo: `LIC-${1000 + i}`,
      country: countries[i % countries.length] ?? 'GB',
      state: 'Greater London',
      gender: i % 2 === 0 ? 'female' : 'male',
      department: null,
      profileImage: i % 3 === 0 ? 'null' : null,
      createdAt: `2026-02-${day}T10:00:00.000Z`,
      updatedAt: `2026-02-${day}T10:00:00.000Z`,
      ...overrides,
    };
  });
}

/**
 * `count` accounts as the superadmin's review lists answer them (get-all-users, the account
 * actions): the list items of `userListFixture` with the reason of a rejection, none by default.
 */
export function reviewListFixture(
  count: number,
  overrides: Partial<TAccountReviewItem> = {},
): TAccountReviewItem[] {
  return userListFixture(count).map((user) => ({ ...user, rejectionReason: null, ...overrides }));
}

/** The item at `index`, or a clear failure: for tests and stories that know the list's size. */
export function nth<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`Expected an item at index ${index} of ${items.length}`);
  return item;
}

/** `count` deterministic client records of the story provider (fixture id ...0002). */
export function clientListFixture(count: number, overrides: Partial<TClient> = {}): TClient[] {
  return Array.from({ length: count }, (_, i) => {
    const fullName = names[(i + 1) % names.length] ?? 'Grace Hopper';
    const day = String((i % 28) + 1).padStart(2, '0');
    return {
      id: `40000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      providerId: '00000000-0000-4000-8000-000000000002',
      userId: null,
      fullName,
      email: `${fullName.toLowerCase().replace(/[^a-z]+/g, '.')}${i + 1}@clients.example`,
      licenseNo: `CL-${2000 + i}`,
      gender: i % 2 === 0 ? 'female' : 'male',
      age: 30 + i,
      contactNo: i % 4 === 3 ? null : `+44 20 7946 ${String(1000 + i)}`,
      address: null,
      country: countries[i % countries.length] ?? 'GB',
      state: i % 4 === 3 ? null : 'Greater London',
      status: i % 5 === 4 ? 'inactive' : 'active',
      isAccountCreatedByOwnClient: i % 3 === 0,
      createdAt: `2026-04-${day}T10:00:00.000Z`,
      updatedAt: `2026-04-${day}T10:00:00.000Z`,
      ...overrides,
    };
  });
}
