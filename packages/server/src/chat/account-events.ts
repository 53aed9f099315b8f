import { and, eq, isNotNull, sql } from 'drizzle-orm';

import type { AppContext } from '../context.ts';
import { chatChannels, chatMembers } from '../db/schema.ts';
import { removeChannel } from './channels.ts';
import { blockedBetween } from './rules.ts';
import { rawQuery } from '../db/raw-query.ts';

/*
 * What account events do to chat. A member block (either way) takes both people's sockets out of
 * their direct chat's room at once, on every process; an unblock that leaves no block puts them
 * back. A deleted account's memberships go with the row (its messages stay, signed "Deleted
 * user"); the members left are told, and a channel left without any account is deleted.
 */

/** After block-member or unblock-member between `a` and `b`. */
export async function onBlockChanged(ctx: AppContext, a: string, b: string): Promise<void> {
  const directKey = [a, b].sort().join(':');
  const [channel] = await ctx.db
    .select({ id: chatChannels.id })
    .from(chatChannels)
    .where(eq(chatChannels.directKey, directKey))
    .limit(1);
  if (!channel) return;
  const result = await rawQuery<{ isBlocked: boolean }[]>(
    ctx.db,
    sql`select ${blockedBetween(a, b)} as "isBlocked"`,
  );
  const rooms = ctx.chat.rooms;
  if (result.rows[0]?.isBlocked) rooms.leave([a, b], channel.id);
  else rooms.join([a, b], channel.id);
  // Both composers change (disabled with the reason, or enabled again): they refetch the channel.
  rooms
    .toUsers([a, b])
    .emit('chat:channel', { action: 'updated', channelId: channel.id, name: null });
}

/** Before an account is deleted: its channels, for afterAccountDeleted. */
export async function channelsOf(ctx: AppContext, userId: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: chatMembers.channelId })
    .from(chatMembers)
    .where(eq(chatMembers.userId, userId));
  return rows.map((row) => row.id);
}

/** After an account was deleted (its sockets were ended by the session end). */
export async function afterAccountDeleted(ctx: AppContext, channelIds: string[]): Promise<void> {
  for (const channelId of channelIds) {
    const [left] = await ctx.db
      .select({ userId: chatMembers.userId })
      .from(chatMembers)
      .where(and(eq(chatMembers.channelId, channelId), isNotNull(chatMembers.userId)))
      .limit(1);
    if (!left) {
      await removeChannel(ctx, channelId);
      continue;
    }
    ctx.chat.rooms
      .toChannel(channelId)
      .emit('chat:channel', { action: 'members-changed', channelId, name: null });
  }
}
