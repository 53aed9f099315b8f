import { and, eq, isNull, ne } from 'drizzle-orm';

import type { TSessionEndReason } from '@portal/contracts';

import { audit } from '../audit/audit-log.ts';
import type { AppContext } from '../context.ts';
import { sessions } from '../db/schema.ts';

export interface Ending {
  userId: string;
  reason: TSessionEndReason;
  /** Who ended them (the person, the superadmin); null for the platform. */
  actorId: string | null;
  ip?: string | null;
  userAgent?: string | null;
  /** Only this session; */
  only?: string;
  /** or every session but this one; else all of the person's sessions. */
  except?: string;
}

/**
 * Ends sessions of a person that have not ended: each is marked ended (with why), its sockets on
 * every process are told and closed, and the ending is audited. Answers how many ended.
 */
export async function endSessions(ctx: AppContext, ending: Ending): Promise<number> {
  const ended = await ctx.db
    .update(sessions)
    .set({ endedAt: new Date(), endedReason: ending.reason })
    .where(
      and(
        eq(sessions.userId, ending.userId),
        isNull(sessions.endedAt),
        ending.only ? eq(sessions.id, ending.only) : undefined,
        ending.except ? ne(sessions.id, ending.except) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  // All of a person's sessions: every socket of the person, once; some: each session's own.
  if (ending.only || ending.except) {
    for (const { id } of ended) ctx.notifier.endSession(id, ending.reason);
  } else {
    ctx.notifier.endSessions(ending.userId, ending.reason);
  }
  if (ended.length > 0) {
    await audit(ctx.db, {
      action: 'session.end',
      actorId: ending.actorId,
      targetId: ending.userId,
      ip: ending.ip ?? null,
      userAgent: ending.userAgent ?? null,
      detail: { reason: ending.reason, sessionIds: ended.map(({ id }) => id) },
    });
  }
  return ended.length;
}
