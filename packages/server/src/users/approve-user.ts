import type { TAccountReviewResponse } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { notifyAccountStatus, settleSignupReview } from '../notifications/triggers.ts';
import type { Caller } from '../lib/caller.ts';
import { sendApprovalPackets } from '../documents/packet-sending.ts';
import { applyAccountAction } from './account-actions.ts';
import { requireAdminTarget } from './find-user.ts';

/**
 * pending or reject -> approve. Approving an approved account changes nothing and says so. Every
 * superadmin's notice that the account waits for review is read. A client's approval sends its
 * providers' packets sent on approval (documents/packet-sending.ts).
 */
export async function approveUser(
  ctx: AppContext,
  caller: Caller,
  userId: string,
  ip: string,
): Promise<TAccountReviewResponse> {
  const target = await requireAdminTarget(ctx.db, userId);
  const answer = await applyAccountAction(ctx, {
    actorId: caller.id,
    target,
    action: 'user.approve',
    changes: { isApprove: 'approve', rejectionReason: null },
    message: target.isApprove === 'approve' ? 'The user was already approved.' : 'User approved.',
    ip,
  });
  await settleSignupReview(ctx, target.id);
  if (target.isApprove !== 'approve') {
    await notifyAccountStatus(ctx, target, 'approved');
    // Its providers' intake packets sent on approval (once per packet and client; never fails this).
    if (target.role === 'client') await sendApprovalPackets(ctx, target.id);
  }
  return answer;
}
