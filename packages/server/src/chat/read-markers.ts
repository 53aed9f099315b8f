import { sql } from 'drizzle-orm';

import type { TReadMarkerResponse } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import type { Caller } from '../http/authenticate.ts';
import { notFound } from '../lib/http-error.ts';
import { NO_CHANNEL_MESSAGE, requireMembership } from './membership.ts';
import { readChannelNotice } from './message-notices.ts';

/**
 * Moves the caller's read marker forward (never back, never past the latest message) and tells
 * who needs to know: in a direct chat the other person too ("seen"); in a group only the
 * caller's own tabs (a read receipt to every member would double the traffic of a busy group).
 */
export async function markRead(
  ctx: AppContext,
  caller: Caller,
  channelId: string,
  seq: number,
): Promise<TReadMarkerResponse> {
  const membership = await requireMembership(ctx.db, channelId, caller);
  const result = (await ctx.db.execute(sql`
    with marker as (
      update chat_members me
      set last_read_seq = least(greatest(me.last_read_seq, ${seq}::integer), c.last_seq)
      from chat_channels c
      where c.id = me.channel_id and me.channel_id = ${channelId} and me.user_id = ${caller.id}
      returning me.last_read_seq
    )
    select marker.last_read_seq as "lastReadSeq",
      (select count(*)::int from chat_messages m
        where m.channel_id = ${channelId} and m.seq > marker.last_read_seq
          and m.kind <> 'system' and m.deleted_at is null
          and m.author_user_id is distinct from ${caller.id}) as "unreadCount"
    from marker`)) as unknown as { rows: { lastReadSeq: number; unreadCount: number }[] };
  const row = result.rows[0];
  if (!row) throw notFound(NO_CHANNEL_MESSAGE);
  const event = { channelId, memberId: caller.id, seq: row.lastReadSeq };
  const rooms = ctx.chat.rooms;
  if (membership.type === 'direct') rooms.toChannel(channelId).emit('chat:read', event);
  else rooms.toUsers([caller.id]).emit('chat:read', event);
  // Read to the end: the channel's notification is read too (one per channel until then).
  if (row.unreadCount === 0) await readChannelNotice(ctx, caller.id, channelId);
  return { data: { channelId, ...row } };
}
