import type { TUserListItem } from '@portal/contracts';

import { approvalLabels } from './approval';
import { countryName } from './country';

/** The text a row is searched by: every field of spec section 5, lower-cased once. */
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
  ]
    .join('\n')
    .toLowerCase();
}

/**
 * Case-insensitive substring search over name, e-mail, gender, state, country name, role,
 * approval status, licence number and creation date (YYYY-MM-DD). An empty search returns all.
 */
export function searchUsers(users: readonly TUserListItem[], query: string): TUserListItem[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...users];
  return users.filter((user) => searchableText(user).includes(needle));
}

/**
 * The same search for a list that is filtered on every keystroke: each row's text is built
 * once per list, not once per keystroke.
 */
export function createUserSearch(users: readonly TUserListItem[]) {
  const index = users.map((user) => ({ user, text: searchableText(user) }));
  return (query: string): TUserListItem[] => {
    const needle = query.trim().toLowerCase();
    if (!needle) return [...users];
    return index.filter((entry) => entry.text.includes(needle)).map((entry) => entry.user);
  };
}
