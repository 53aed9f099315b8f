import type { TUserActionResponse } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import type { Caller } from '../lib/caller.ts';
import { applyAccountAction } from './account-actions.ts';
import { requireAdminTarget } from './find-user.ts';

/** pending or approve -> reject. A rejected account loses its sessions at once. */
export async function rejectUser(
  ctx: AppContext,
  caller: Caller,
  input: { userId: string; reason?: string | undefined },
  ip: string,
): Promise<TUserActionResponse> {
  const target = await requireAdminTarget(ctx.db, input.userId);
  return applyAccountAction(ctx, {
    actorId: caller.id,
    target,
    action: 'user.reject',
    changes: { isApprove: 'reject', rejectionReason: input.reason || null },
    endsSessions: 'rejected',
    message: 'User rejected.',
    ip,
    detail: input.reason ? { reason: input.reason } : {},
  });
}
