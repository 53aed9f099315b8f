import { sql } from 'drizzle-orm';

import type { AppContext } from '../context.ts';
import type { Caller } from '../lib/caller.ts';
import { rawQuery } from '../db/raw-query.ts';

/** The people who share a channel with the caller and have a socket open on any process. */
export async function listOnlineContacts(ctx: AppContext, caller: Caller): Promise<string[]> {
  const result = await rawQuery<{ userId: string }[]>(
    ctx.db,
    sql`
    select distinct o.user_id as "userId"
    from chat_members me join chat_members o on o.channel_id = me.channel_id
    where me.user_id = ${caller.id} and o.user_id is not null and o.user_id <> ${caller.id}`,
  );
  const online = await ctx.chat.rooms.onlineAmong(result.rows.map((row) => row.userId));
  return [...online].sort();
}
