import { mutate } from 'swr';

import type { TChangePasswordRequest, TRestoreUserRequest } from '@portal/contracts';

import { notify } from '@portal/ui';

import { hasEndedSession } from '@/lib/http/errors';
import { notifyFailure } from '@/lib/http/notify-failure';
import type { ApiKey } from '@/lib/http/api-key';
import { renewSessionToken } from '@/lib/session/session';

import { accountApi } from './account-api';
import { accountKeys } from './keys';
import { passwordProblem, type ReauthOutcome } from './reauth';
import {
  APPROVE_FALLBACK,
  BLOCK_FALLBACK,
  DELETE_ACCOUNT_FAILURE,
  DELETE_ACCOUNT_SUCCESS,
  PASSWORD_FALLBACK,
  RESTORE_FALLBACK,
  UPDATE_FALLBACK,
} from './messages';

/**
 * Runs an account call: success toast with the server's message (and, under it, whom it is
 * about, when `about` says), error toast with the server's message or the spec's fallback, then
 * refreshes the lists. Resolves true on success.
 */
async function run<T extends { message?: string }>(
  call: () => Promise<T>,
  fallback: string,
  refresh: readonly ApiKey[] = [accountKeys.allUsers, accountKeys.validUsers],
  about?: (result: T) => string,
): Promise<T | null> {
  try {
    const result = await call();
    if (result?.message) notify.success(result.message, { about: about?.(result) });
    await Promise.all(refresh.map((key) => mutate(key)));
    return result;
  } catch (error) {
    notifyFailure(error, fallback);
    return null;
  }
}

/**
 * The superadmin's account actions answer the account: their toasts name it, and a burst of them
 * (five approvals in a row) shows as one toast that counts them.
 */
function review<T extends { message: string; data: { fullName: string } }>(
  call: () => Promise<T>,
  fallback: string,
): Promise<T | null> {
  return run(call, fallback, undefined, (result) => result.data.fullName);
}

export const accountActions = {
  blockUser: (userId: string) => review(() => accountApi.blockUser(userId), BLOCK_FALLBACK),
  unblockUser: (userId: string) => review(() => accountApi.unblockUser(userId), BLOCK_FALLBACK),
  approveUser: (userId: string) => review(() => accountApi.approveUser(userId), APPROVE_FALLBACK),
  rejectUser: (userId: string, reason?: string) =>
    review(() => accountApi.rejectUser(userId, reason), APPROVE_FALLBACK),
  restoreUser: (body: TRestoreUserRequest) =>
    review(() => accountApi.restoreUser(body), RESTORE_FALLBACK),
  updateMe: (form: FormData) =>
    run(() => accountApi.updateMe(form), UPDATE_FALLBACK, [accountKeys.me]),
  blockMember: (memberId: string) =>
    run(() => accountApi.blockMember(memberId), BLOCK_FALLBACK, [accountKeys.blockedMembers]),
  unblockMember: (memberId: string) =>
    run(() => accountApi.unblockMember(memberId), BLOCK_FALLBACK, [accountKeys.blockedMembers]),

  /** Keeps the new token the server answers: the change revoked every earlier one. */
  changePassword: async (body: TChangePasswordRequest) => {
    const result = await run(() => accountApi.changePassword(body), PASSWORD_FALLBACK, []);
    if (result) renewSessionToken(result.token);
    return result;
  },

  /**
   * Spec section 8: its own success and failure toasts; the cached user data is refreshed. A wrong
   * password is the dialog's to say (./reauth.ts), not a toast.
   */
  deleteMeAccount: async (loginUserId: string, password: string): Promise<ReauthOutcome> => {
    try {
      await accountApi.deleteMeAccount(loginUserId, password);
      notify.success(DELETE_ACCOUNT_SUCCESS);
      await mutate(accountKeys.me, undefined, { revalidate: false });
      return { ok: true };
    } catch (error) {
      const problem = passwordProblem(error);
      if (problem) return { ok: false, problem };
      console.error(error);
      if (!hasEndedSession(error)) notify.error(DELETE_ACCOUNT_FAILURE);
      return { ok: false, problem: null };
    }
  },
};
