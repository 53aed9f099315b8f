import type { TAccountReviewResponse } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import type { Caller } from '../lib/caller.ts';
import { notifyRejection, settleSignupReview } from '../notifications/triggers.ts';
import { applyAccountAction } from './account-actions.ts';
import { requireAdminTarget } from './find-user.ts';

/**
 * pending or approve -> reject. A rejected account loses its sessions at once; the person hears
 * it by e-mail, with the reason when one is given, and every superadmin's notice that the account
 * waits for review is read.
 */
export async function rejectUser(
  ctx: AppContext,
  caller: Caller,
  input: { userId: string; reason?: string | undefined },
  ip: string,
): Promise<TAccountReviewResponse> {
  const target = await requireAdminTarget(ctx.db, input.userId);
  const answer = await applyAccountAction(ctx, {
    actorId: caller.id,
    target,
    action: 'user.reject',
    changes: { isApprove: 'reject', rejectionReason: input.reason || null },
    endsSessions: 'rejected',
    message: 'User rejected.',
    ip,
    detail: input.reason ? { reason: input.reason } : {},
  });
  await settleSignupReview(ctx, target.id);
  if (target.isApprove !== 'reject') await notifyRejection(ctx, target, input.reason || null);
  return answer;
}
