import { eq } from 'drizzle-orm';

import { SESSION_ACTIVITY_INTERVAL_SECONDS } from '@portal/contracts';

import { audit } from '../audit/audit-log.ts';
import type { Db } from '../db/database.ts';
import { sessions } from '../db/schema.ts';
import { idleTimeoutMinutes } from '../practice/settings.ts';

/** Why a session may not act: ended (signed out, or by a change), or idle too long. */
export type SessionRefusal = 'ended' | 'idle';

/** What the HTTP and socket layers ask of sessions (ctx.sessions), without knowing the domain. */
export interface SessionGate {
  /**
   * Whether the session named by a token may act now: it is the account's, not ended, not idle
   * for longer than the practice allows (an idle one is ended here). `isActivity`: the person did
   * something (a write, a heartbeat), so "last active" moves (at most once a minute).
   */
  check: (userId: string, sessionId: string, isActivity: boolean) => Promise<SessionRefusal | null>;
}

/** How long the idle setting is trusted before it is read again (a change reaches every process). */
const SETTING_TTL_MS = 15_000;

export function createSessionGate(db: Db, onIdle: (sessionId: string) => void): SessionGate {
  let idle: { minutes: number; readAt: number } | null = null;
  const idleMinutes = async () => {
    if (!idle || Date.now() - idle.readAt > SETTING_TTL_MS) {
      idle = { minutes: await idleTimeoutMinutes(db), readAt: Date.now() };
    }
    return idle.minutes;
  };
  return {
    check: async (userId, sessionId, isActivity) => {
      const [session] = await db
        .select({
          userId: sessions.userId,
          endedAt: sessions.endedAt,
          lastActiveAt: sessions.lastActiveAt,
        })
        .from(sessions)
        .where(eq(sessions.id, sessionId))
        .limit(1);
      if (!session || session.userId !== userId || session.endedAt) return 'ended';
      const now = Date.now();
      const quiet = now - session.lastActiveAt.getTime();
      if (quiet > (await idleMinutes()) * 60_000) {
        await db
          .update(sessions)
          .set({ endedAt: new Date(now), endedReason: 'idle' })
          .where(eq(sessions.id, sessionId));
        await audit(db, {
          action: 'session.end',
          actorId: null,
          targetId: userId,
          detail: { sessionId, reason: 'idle' },
        });
        onIdle(sessionId);
        return 'idle';
      }
      if (isActivity && quiet > SESSION_ACTIVITY_INTERVAL_SECONDS * 1000) {
        await db
          .update(sessions)
          .set({ lastActiveAt: new Date(now) })
          .where(eq(sessions.id, sessionId));
      }
      return null;
    },
  };
}
