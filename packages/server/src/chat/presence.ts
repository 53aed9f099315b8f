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

/**
 * After accounts joined a channel (a new group or direct chat, people added, an invitation
 * accepted), once their sockets are in its room: presence is otherwise told only on connect, so
 * each newcomer's tabs hear which of the channel's members are online, and the room hears which
 * newcomers are. Only the channel's own members learn anything (they may all see each other); a
 * newcomer is never told of itself. Call it after `rooms.join`.
 */
export async function tellArrivals(
  ctx: AppContext,
  channelId: string,
  newcomerIds: readonly string[],
): Promise<void> {
  if (newcomerIds.length === 0) return;
  const result = await rawQuery<{ userId: string }[]>(
    ctx.db,
    sql`select user_id as "userId" from chat_members
    where channel_id = ${channelId} and user_id is not null`,
  );
  const members = result.rows.map((row) => row.userId);
  const newcomers = new Set(newcomerIds.filter((id) => members.includes(id)));
  // Left again meanwhile: nobody to tell (and no empty list of rooms, which would mean everyone).
  if (newcomers.size === 0) return;
  const rooms = ctx.chat.rooms;
  const online = await rooms.onlineAmong(members);
  for (const userId of online) {
    if (newcomers.has(userId)) {
      // To everyone in the room but its own tabs: the others, and the other newcomers.
      rooms
        .toChannel(channelId, { userIds: [userId], guestIds: [] })
        .emit('chat:presence', { userId, isOnline: true });
    } else {
      rooms.toUsers([...newcomers]).emit('chat:presence', { userId, isOnline: true });
    }
  }
}
