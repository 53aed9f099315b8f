import useSWR from 'swr';

import type { TLoginUserDetails } from '@portal/contracts';

import { reportReadError } from '@/lib/http/report-read-error';

import { accountApi } from './account-api';
import { accountKeys } from './keys';
import { LIST_FALLBACK } from './messages';

// Spec section 8: the failed list and get-me calls share the block fallback text.
const onListError = reportReadError(LIST_FALLBACK);

/**
 * The signed-in user's details (get-me), refreshed from the server into the session store, so
 * that a change made elsewhere (a new picture, a block) shows, and a revoked token meets its 401.
 */
export function useMe(onDetails?: (details: TLoginUserDetails) => void) {
  return useSWR(accountKeys.me, () => accountApi.getMe(), {
    onSuccess: onDetails,
    onError: onListError,
  });
}

/** Every account, for the superadmin's review lists (get-all-users: the body's `data`). */
export function useAllUsers() {
  return useSWR(accountKeys.allUsers, accountApi.getAllUsers, { onError: onListError });
}

/** Approved, active accounts other members may talk to (get-all-valid-users). */
export function useValidUsers() {
  return useSWR(accountKeys.validUsers, accountApi.getAllValidUsers, {
    onError: onListError,
  });
}

/** The members the signed-in user blocked for chat. */
export function useBlockedMembers() {
  return useSWR(accountKeys.blockedMembers, accountApi.blockedMembers, {
    onError: onListError,
  });
}
