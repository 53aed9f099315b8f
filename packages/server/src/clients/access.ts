import { eq } from 'drizzle-orm';

import { clients } from '../db/schema.ts';
import type { ResourceCheck } from '../http/resources.ts';

/** `own-client-record`: a client record reaches its provider and the superadmin, nobody else. */
export const ownClientRecord: ResourceCheck = {
  notFound: 'No client has this id.',
  allows: async (ctx, caller, { id }) => {
    if (caller.kind !== 'account' || !id) return false;
    const [row] = await ctx.db
      .select({ providerId: clients.providerId })
      .from(clients)
      .where(eq(clients.id, id))
      .limit(1);
    return Boolean(row) && (caller.role === 'superadmin' || row?.providerId === caller.id);
  },
};
