import { and, desc, eq, isNull } from 'drizzle-orm';

import type { THeartbeatResponse, TSession } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { sessions } from '../db/schema.ts';
import type { Caller } from '../lib/caller.ts';
import { idleTimeoutMinutes } from '../practice/settings.ts';

/** The caller's sessions that have not ended, the most recently active first; this one marked. */
export async function listSessions(ctx: AppContext, caller: Caller): Promise<TSession[]> {
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, caller.id), isNull(sessions.endedAt)))
    .orderBy(desc(sessions.lastActiveAt));
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
    isCurrent: row.id === caller.sessionId,
  }));
}

/** The heartbeat already moved "last active" (the session gate); it answers the idle limit. */
export async function heartbeat(ctx: AppContext, caller: Caller): Promise<THeartbeatResponse> {
  const [row] = await ctx.db
    .select({ lastActiveAt: sessions.lastActiveAt })
    .from(sessions)
    .where(eq(sessions.id, caller.sessionId ?? ''));
  return {
    data: {
      idleTimeoutMinutes: await idleTimeoutMinutes(ctx.db),
      lastActiveAt: (row?.lastActiveAt ?? new Date()).toISOString(),
    },
  };
}
