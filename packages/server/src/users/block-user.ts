import type { TAccountReviewResponse } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import type { Caller } from '../lib/caller.ts';
import { applyAccountAction } from './account-actions.ts';
import { requireAdminTarget } from './find-user.ts';

/**
 * The superadmin's account block: the account can no longer sign in, its tokens stop working and
 * its sockets are closed. (Blocking a chat member is block-member, a different thing.)
 */
export async function blockUser(
  ctx: AppContext,
  caller: Caller,
  userId: string,
  ip: string,
): Promise<TAccountReviewResponse> {
  const target = await requireAdminTarget(ctx.db, userId);
  return applyAccountAction(ctx, {
    actorId: caller.id,
    target,
    action: 'user.block',
    changes: { status: 'blocked' },
    endsSessions: 'blocked',
    message: 'User blocked.',
    ip,
  });
}

/** Lifts the account block; the user signs in again (old tokens stay revoked). */
export async function unblockUser(
  ctx: AppContext,
  caller: Caller,
  userId: string,
  ip: string,
): Promise<TAccountReviewResponse> {
  const target = await requireAdminTarget(ctx.db, userId);
  return applyAccountAction(ctx, {
    actorId: caller.id,
    target,
    action: 'user.unblock',
    changes: { status: 'active' },
    message: 'User unblocked.',
    ip,
  });
}
