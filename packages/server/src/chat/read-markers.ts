import { sql } from 'drizzle-orm';

import type { TReadMarkerResponse } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import type { Caller, GuestCaller } from '../lib/caller.ts';
import { guestIsBack } from '../invitations/away-mail.ts';
import { notFound } from '../lib/http-error.ts';
import { NO_CHANNEL_MESSAGE, memberIdOf, requireMembership } from './access.ts';
import { readChannelNotice } from './message-notices.ts';
import { rawQuery } from '../db/raw-query.ts';

/**
 * Moves the caller's read marker forward (never back, never past the latest message) and tells
 * who needs to know: in a direct chat the other person too ("seen"); in a group only the
 * caller's own tabs (a read receipt to every member would double the traffic of a busy group).
 */
export async function markRead(
  ctx: AppContext,
  caller: Caller | GuestCaller,
  channelId: string,
  seq: number,
): Promise<TReadMarkerResponse> {
  const membership = await requireMembership(ctx.db, channelId, caller);
  const memberId = memberIdOf(caller);
  const mine =
    caller.kind === 'guest' ? sql`me.guest_id = ${memberId}` : sql`me.user_id = ${memberId}`;
  const result = await rawQuery<{ lastReadSeq: number; unreadCount: number }[]>(
    ctx.db,
    sql`
    with marker as (
      update chat_members me
      set last_read_seq = least(greatest(me.last_read_seq, ${seq}::integer), c.last_seq)
      from chat_channels c
      where c.id = me.channel_id and me.channel_id = ${channelId} and ${mine}
      returning me.last_read_seq
    )
    select marker.last_read_seq as "lastReadSeq",
      (select count(*)::int from chat_messages m
        where m.channel_id = ${channelId} and m.seq > marker.last_read_seq
          and m.kind <> 'system' and m.deleted_at is null
          and m.author_user_id is distinct from ${memberId}
          and m.author_guest_id is distinct from ${memberId}) as "unreadCount"
    from marker`,
  );
  const row = result.rows[0];
  if (!row) throw notFound(NO_CHANNEL_MESSAGE);
  const event = { channelId, memberId, seq: row.lastReadSeq };
  const rooms = ctx.chat.rooms;
  if (membership.type === 'direct') rooms.toChannel(channelId).emit('chat:read', event);
  else if (caller.kind === 'guest') rooms.toGuest(memberId).emit('chat:read', event);
  else rooms.toUsers([caller.id]).emit('chat:read', event);
  if (caller.kind === 'guest') {
    // The guest is back: the next reply while it is away may e-mail it again.
    await guestIsBack(ctx, memberId);
  } else if (row.unreadCount === 0) {
    // Read to the end: the channel's notification is read too (one per channel until then).
    await readChannelNotice(ctx, caller.id, channelId);
  }
  return { data: { channelId, ...row } };
}
