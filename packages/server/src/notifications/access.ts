import { eq } from 'drizzle-orm';

import { notifications } from '../db/schema.ts';
import type { ResourceCheck } from '../http/resources.ts';

/** `own-notification`: a notification reaches its recipient only. */
export const ownNotification: ResourceCheck = {
  notFound: 'No notification has this id.',
  allows: async (ctx, caller, { id }) => {
    if (caller.kind !== 'account' || !id) return false;
    const [row] = await ctx.db
      .select({ recipientId: notifications.recipientId })
      .from(notifications)
      .where(eq(notifications.id, id))
      .limit(1);
    return row?.recipientId === caller.id;
  },
};
