import { sql } from 'drizzle-orm';

import type { Db } from '../db/database.ts';
import { forbidden } from '../lib/http-error.ts';
import { PEER_DELETED_MESSAGE } from './channel-views.ts';
import { BLOCKED_MESSAGE, blockedBetween } from './rules.ts';
import { rawQuery } from '../db/raw-query.ts';

/**
 * Whether the caller may post in a channel it is a member of: always in a group; in a direct chat
 * not when either person blocked the other, nor when the other account was deleted. The storing
 * function (drizzle/0004_chat_append.sql) applies the same rule; this says why it refused.
 */
export async function assertMayPost(db: Db, channelId: string, userId: string): Promise<void> {
  // The subqueries run for direct chats only (CASE evaluates the branch it takes).
  const result = await rawQuery<
    { type: string; hasOthers: boolean | null; isBlocked: boolean | null }[]
  >(
    db,
    sql`
    select c.type as "type",
      case when c.type = 'direct' then exists (select 1 from chat_members o
        where o.channel_id = c.id and o.user_id is distinct from ${userId}) end as "hasOthers",
      case when c.type = 'direct' then exists (select 1 from chat_members o
        where o.channel_id = c.id and o.user_id <> ${userId}
          and ${blockedBetween(userId, sql`o.user_id`)}) end as "isBlocked"
    from chat_channels c where c.id = ${channelId}`,
  );
  const row = result.rows[0];
  if (!row || row.type !== 'direct') return;
  if (row.isBlocked) throw forbidden(BLOCKED_MESSAGE);
  if (!row.hasOthers) throw forbidden(PEER_DELETED_MESSAGE);
}
