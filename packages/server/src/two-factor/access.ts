import { and, eq } from 'drizzle-orm';

import { passkeys } from '../db/schema.ts';
import type { ResourceCheck } from '../http/resources.ts';

/** 'own-passkey': a passkey of the caller's own; anyone else's is 404. */
export const ownPasskey: ResourceCheck = {
  notFound: 'No passkey has this id.',
  allows: async (ctx, caller, { id }) => {
    if (caller.kind !== 'account' || !id) return false;
    const [row] = await ctx.db
      .select({ id: passkeys.id })
      .from(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, caller.id)));
    return row !== undefined;
  },
};
