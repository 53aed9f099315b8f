import type { TUserListItem } from '@portal/contracts';

import { createTextSearch } from '@/lib/search/text-search';

import { approvalLabels } from './approval';
import { countryName } from '@/lib/geo/countries';

/** The text a row is searched by: every field of spec section 5. */
export function searchableText(user: TUserListItem): string {
  return [
    user.fullName,
    user.email,
    user.gender ?? '',
    user.state ?? '',
    countryName(user.country),
    user.role,
    user.isApprove,
    approvalLabels[user.isApprove],
    user.licenseNo ?? '',
    user.createdAt.slice(0, 10),
  ].join('\n');
}

/**
 * Case-insensitive substring search over name, e-mail, gender, state, country name, role,
 * approval status, licence number and creation date (YYYY-MM-DD). An empty search returns all.
 */
export function searchUsers(users: readonly TUserListItem[], query: string): TUserListItem[] {
  return createUserSearch(users)(query);
}

/** The same search, built once for a list that is filtered on every keystroke. */
export function createUserSearch<T extends TUserListItem>(users: readonly T[]) {
  return createTextSearch<T>(users, searchableText);
}
