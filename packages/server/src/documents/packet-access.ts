import { and, eq } from 'drizzle-orm';

import { documentPackets } from '../db/schema.ts';
import type { ResourceCheck } from '../http/resources.ts';

export const NO_PACKET = 'No packet has this id.';

/** `own-packet`: a packet reaches the provider who made it; anyone else finds nothing. */
export const ownPacket: ResourceCheck = {
  notFound: NO_PACKET,
  allows: async (ctx, caller, { id }) => {
    if (caller.kind !== 'account' || !id) return false;
    const [row] = await ctx.db
      .select({ id: documentPackets.id })
      .from(documentPackets)
      .where(and(eq(documentPackets.id, id), eq(documentPackets.ownerId, caller.id)))
      .limit(1);
    return Boolean(row);
  },
};
