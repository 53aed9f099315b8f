import { and, eq, isNull } from 'drizzle-orm';

import { sessions } from '../db/schema.ts';
import type { ResourceCheck } from '../http/resources.ts';

/** 'own-session': a session of the caller's own that has not ended; anyone else's is 404. */
export const ownSession: ResourceCheck = {
  notFound: 'No session has this id.',
  allows: async (ctx, caller, { id }) => {
    if (caller.kind !== 'account' || !id) return false;
    const [row] = await ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, id), eq(sessions.userId, caller.id), isNull(sessions.endedAt)));
    return row !== undefined;
  },
};
