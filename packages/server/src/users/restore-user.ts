import type { TAccountReviewResponse } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { notifyAccountStatus } from '../notifications/triggers.ts';
import type { Caller } from '../lib/caller.ts';
import { conflict } from '../lib/http-error.ts';
import { applyAccountAction } from './account-actions.ts';
import { requireAdminTarget } from './find-user.ts';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * reject -> pending: a restored account goes back to the review queue and the superadmin decides
 * again. The name and e-mail sent with the id must describe that account, so a stale screen can
 * never restore someone else.
 */
export async function restoreUser(
  ctx: AppContext,
  caller: Caller,
  input: { id: string; name: string; email: string },
  ip: string,
): Promise<TAccountReviewResponse> {
  const target = await requireAdminTarget(ctx.db, input.id);
  if (!same(target.fullName, input.name) || !same(target.email, input.email)) {
    throw conflict(
      'The name or e-mail does not match this account. Reload the list and try again.',
    );
  }
  if (target.isApprove !== 'reject') throw conflict('Only a rejected account can be restored.');
  const answer = await applyAccountAction(ctx, {
    actorId: caller.id,
    target,
    action: 'user.restore',
    changes: { isApprove: 'pending', rejectionReason: null },
    message: 'User restored successfully',
    ip,
  });
  await notifyAccountStatus(ctx, target, 'restored');
  return answer;
}
