import { mutate } from 'swr';

import type { TUserListItem } from '@portal/contracts';

import { notify } from '@portal/ui';

import {
  accountApi,
  accountKeys,
  BLOCK_FALLBACK,
  passwordProblem,
  type ReauthOutcome,
  RESTORE_FROM_LIST_FAILURE,
  RESTORE_FROM_LIST_SUCCESS,
} from '@/features/account';
import { hasEndedSession } from '@/lib/http/errors';
import { notifyFailure } from '@/lib/http/notify-failure';

/** Restore from the rejected list, with the list's own toasts (spec section 8). */
export async function restoreFromList(
  user: Pick<TUserListItem, 'id' | 'fullName' | 'email'>,
): Promise<boolean> {
  try {
    await accountApi.restoreUser({ id: user.id, name: user.fullName, email: user.email });
    notify.success(RESTORE_FROM_LIST_SUCCESS, { about: user.fullName });
    return true;
  } catch (error) {
    console.error(error);
    if (!hasEndedSession(error)) notify.error(RESTORE_FROM_LIST_FAILURE, { about: user.fullName });
    return false;
  } finally {
    await mutate(accountKeys.allUsers);
  }
}

/**
 * The superadmin deletes an account (the delete-me-account endpoint, for another user), with its
 * own password; a wrong one is the dialog's to say.
 */
export async function deleteAccount(
  user: Pick<TUserListItem, 'id' | 'fullName'>,
  password: string,
): Promise<ReauthOutcome> {
  try {
    const { message } = await accountApi.deleteMeAccount(user.id, password);
    notify.success(message, { about: user.fullName });
    await mutate(accountKeys.allUsers);
    return { ok: true };
  } catch (error) {
    const problem = passwordProblem(error);
    if (problem) return { ok: false, problem };
    notifyFailure(error, BLOCK_FALLBACK);
    return { ok: false, problem: null };
  }
}
