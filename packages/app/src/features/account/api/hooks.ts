import type { TLoginUserDetails } from '@portal/contracts';

import { reportReadError } from '@/lib/http/report-read-error';
import { useApi } from '@/lib/http/useApi';

import { LIST_FALLBACK } from './messages';

// Spec section 8: the failed list and get-me calls share the block fallback text.
const onListError = reportReadError(LIST_FALLBACK);

/**
 * The signed-in user's details (get-me), refreshed from the server into the session store, so
 * that a change made elsewhere (a new picture, a block) shows, and a revoked token meets its 401.
 */
export function useMe(onDetails?: (details: TLoginUserDetails) => void) {
  return useApi('getMe', { body: {} }, { onSuccess: onDetails, onError: onListError });
}

/** Every account, for the superadmin's review lists (get-all-users: the body's `data`). */
export function useAllUsers() {
  return useApi('getAllUsers', {}, { select: (answer) => answer.data, onError: onListError });
}

/** Approved, active accounts other members may talk to (get-all-valid-users). */
export function useValidUsers(isEnabled = true) {
  return useApi(isEnabled ? 'getAllValidUsers' : null, {}, { onError: onListError });
}

/** The members the signed-in user blocked for chat, as list items. */
export function useBlockedMembers() {
  return useApi('blockedMembers', {}, { select: (answer) => answer.data, onError: onListError });
}
