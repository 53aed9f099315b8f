import { eq, sql } from 'drizzle-orm';

import type { TAccountReviewResponse, TSessionEndReason } from '@portal/contracts';

import { audit, type AuditAction } from '../audit/audit-log.ts';
import type { AppContext } from '../context.ts';
import { users, type UserRow } from '../db/schema.ts';
import { endSessions } from '../sessions/end-sessions.ts';
import { toReviewItem } from './presenters.ts';

/**
 * Shared tail of the superadmin's account actions: write the change, record it in the audit log,
 * and when the change takes access away, revoke tokens and close the user's sockets.
 */
export async function applyAccountAction(
  ctx: AppContext,
  args: {
    actorId: string;
    target: UserRow;
    action: AuditAction;
    changes: Partial<Pick<UserRow, 'isApprove' | 'status' | 'rejectionReason'>>;
    /** Set when the change takes access away: revokes tokens and ends the user's sessions. */
    endsSessions?: TSessionEndReason;
    message: string;
    ip: string;
    detail?: Record<string, unknown>;
  },
): Promise<TAccountReviewResponse> {
  const [row] = await ctx.db
    .update(users)
    .set({
      ...args.changes,
      ...(args.endsSessions ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, args.target.id))
    .returning();
  if (!row) throw new Error('the target vanished during the update');
  await audit(ctx.db, {
    action: args.action,
    actorId: args.actorId,
    targetId: row.id,
    ip: args.ip,
    detail: {
      from: { isApprove: args.target.isApprove, status: args.target.status },
      to: { isApprove: row.isApprove, status: row.status },
      ...args.detail,
    },
  });
  if (args.endsSessions) {
    await endSessions(ctx, { userId: row.id, reason: args.endsSessions, actorId: args.actorId });
  }
  return { message: args.message, data: toReviewItem(row) };
}
