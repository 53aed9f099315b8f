import { mutate } from 'swr';

import type { TUserListItem } from '@portal/contracts';

import { notify } from '@portal/ui';

import {
  accountApi,
  accountKeys,
  BLOCK_FALLBACK,
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
    notify.success(RESTORE_FROM_LIST_SUCCESS);
    return true;
  } catch (error) {
    console.error(error);
    if (!hasEndedSession(error)) notify.error(RESTORE_FROM_LIST_FAILURE);
    return false;
  } finally {
    await mutate(accountKeys.allUsers);
  }
}

/** The superadmin deletes an account (the delete-me-account endpoint, for another user). */
export async function deleteAccount(user: Pick<TUserListItem, 'id'>): Promise<boolean> {
  try {
    const { message } = await accountApi.deleteMeAccount(user.id);
    notify.success(message);
    await mutate(accountKeys.allUsers);
    return true;
  } catch (error) {
    notifyFailure(error, BLOCK_FALLBACK);
    return false;
  }
}
