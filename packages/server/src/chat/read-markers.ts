import { sql } from 'drizzle-orm';

import type { TReadMarkerResponse } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import type { Caller, GuestCaller } from '../lib/caller.ts';
import { guestIsBack } from '../invitations/away-mail.ts';
import { HttpError, notFound } from '../lib/http-error.ts';
import { NO_CHANNEL_MESSAGE, memberIdOf, requireMembership } from './access.ts';
import { readChannelNotice } from './message-notices.ts';
import { receiptsOn } from './receipts.ts';
import { rawQuery } from '../db/raw-query.ts';

const NO_MESSAGE = 'No message has this id.';

/** Unread: messages of others after the marker, system messages and deleted ones not counted. */
const unreadAfter = (channelId: string, marker: ReturnType<typeof sql>, memberId: string) => sql`
  (select count(*)::int from chat_messages m
    where m.channel_id = ${channelId} and m.seq > ${marker}
      and m.kind <> 'system' and m.deleted_at is null
      and m.author_user_id is distinct from ${memberId}
      and m.author_guest_id is distinct from ${memberId})`;

const mineOf = (caller: Caller | GuestCaller, memberId: string) =>
  caller.kind === 'guest' ? sql`me.guest_id = ${memberId}` : sql`me.user_id = ${memberId}`;

/**
 * Moves the caller's read marker forward (never back, never past the latest message) and its
 * seen marker with it. The caller's own tabs hear of the read marker (`chat:read`); the other
 * members hear how far it has seen (`chat:seen`) when that moved, unless its read receipts are off
 * (./receipts.ts), and only those whose receipts are on.
 */
export async function markRead(
  ctx: AppContext,
  caller: Caller | GuestCaller,
  channelId: string,
  seq: number,
): Promise<TReadMarkerResponse> {
  await requireMembership(ctx.db, channelId, caller);
  const memberId = memberIdOf(caller);
  const userId = caller.kind === 'account' ? sql`${caller.id}::uuid` : sql`null::uuid`;
  const result = await rawQuery<
    {
      lastReadSeq: number;
      seenSeq: number;
      seenBefore: number;
      unreadCount: number;
      shows: boolean;
    }[]
  >(
    ctx.db,
    sql`
    with before as (
      select me.seen_seq from chat_members me
      where me.channel_id = ${channelId} and ${mineOf(caller, memberId)}
    ), marker as (
      update chat_members me
      set last_read_seq = least(greatest(me.last_read_seq, ${seq}::integer), c.last_seq),
        seen_seq = least(greatest(me.seen_seq, ${seq}::integer), c.last_seq)
      from chat_channels c
      where c.id = me.channel_id and me.channel_id = ${channelId} and ${mineOf(caller, memberId)}
      returning me.last_read_seq, me.seen_seq
    )
    select marker.last_read_seq as "lastReadSeq", marker.seen_seq as "seenSeq",
      (select seen_seq from before) as "seenBefore",
      ${unreadAfter(channelId, sql`marker.last_read_seq`, memberId)} as "unreadCount",
      ${receiptsOn(userId)} as "shows"
    from marker`,
  );
  const row = result.rows[0];
  if (!row) throw notFound(NO_CHANNEL_MESSAGE);
  tellOwnTabs(ctx, caller, {
    channelId,
    memberId,
    seq: row.lastReadSeq,
    isMarkedUnread: false,
    unreadCount: row.unreadCount,
  });
  if (row.shows && row.seenSeq > row.seenBefore) {
    await tellSeen(ctx, caller, channelId, memberId, row.seenSeq);
  }
  if (caller.kind === 'guest') {
    // The guest is back: the next reply while it is away may e-mail it again.
    await guestIsBack(ctx, memberId);
  } else if (row.unreadCount === 0) {
    // Read to the end: the channel's notification is read too (one per channel until then).
    await readChannelNotice(ctx, caller.id, channelId);
  }
  return {
    data: { channelId, lastReadSeq: row.lastReadSeq, unreadCount: row.unreadCount },
  };
}

/**
 * Marks the conversation unread from one message: the caller's private read marker goes back to
 * just before it. How far the caller has seen stays, so nobody's "Seen by" goes back.
 */
export async function markUnread(
  ctx: AppContext,
  caller: Caller,
  channelId: string,
  messageId: string,
): Promise<TReadMarkerResponse> {
  await requireMembership(ctx.db, channelId, caller);
  const found = await rawQuery<{ seq: number; isOthers: boolean }[]>(
    ctx.db,
    sql`
    select m.seq as "seq", (m.kind <> 'system' and m.deleted_at is null
        and m.author_user_id is distinct from ${caller.id}) as "isOthers"
    from chat_messages m join chat_members me on me.channel_id = m.channel_id
    where m.id = ${messageId} and m.channel_id = ${channelId} and me.user_id = ${caller.id}
      and m.seq > me.history_from_seq`,
  );
  const target = found.rows[0];
  if (!target) throw notFound(NO_MESSAGE);
  if (!target.isOthers) {
    throw new HttpError(409, 'Only a message of someone else can be marked unread.');
  }
  const result = await rawQuery<{ lastReadSeq: number; unreadCount: number }[]>(
    ctx.db,
    sql`
    with marker as (
      update chat_members me set last_read_seq = ${target.seq - 1}::integer
      where me.channel_id = ${channelId} and me.user_id = ${caller.id}
      returning me.last_read_seq
    )
    select marker.last_read_seq as "lastReadSeq",
      ${unreadAfter(channelId, sql`marker.last_read_seq`, caller.id)} as "unreadCount"
    from marker`,
  );
  const row = result.rows[0];
  if (!row) throw notFound(NO_CHANNEL_MESSAGE);
  tellOwnTabs(ctx, caller, {
    channelId,
    memberId: caller.id,
    seq: row.lastReadSeq,
    isMarkedUnread: true,
    unreadCount: row.unreadCount,
  });
  return { data: { channelId, ...row } };
}

function tellOwnTabs(
  ctx: AppContext,
  caller: Caller | GuestCaller,
  event: {
    channelId: string;
    memberId: string;
    seq: number;
    isMarkedUnread: boolean;
    unreadCount: number;
  },
): void {
  const rooms = ctx.chat.rooms;
  if (caller.kind === 'guest') rooms.toGuest(caller.guestId).emit('chat:read', event);
  else rooms.toUsers([caller.id]).emit('chat:read', event);
}

/**
 * "Seen" to the other members who show their receipts (those who hide them see none); the
 * reader's own tabs heard `chat:read`.
 */
async function tellSeen(
  ctx: AppContext,
  caller: Caller | GuestCaller,
  channelId: string,
  memberId: string,
  seq: number,
): Promise<void> {
  const hidden = await rawQuery<{ userId: string }[]>(
    ctx.db,
    sql`
    select m.user_id as "userId" from chat_members m
    join chat_preferences p on p.user_id = m.user_id
    where m.channel_id = ${channelId} and not p.read_receipts`,
  );
  const userIds = hidden.rows.map((row) => row.userId);
  const leftOut =
    caller.kind === 'guest'
      ? { userIds, guestIds: [caller.guestId] }
      : { userIds: [...userIds, caller.id], guestIds: [] };
  ctx.chat.rooms.toChannel(channelId, leftOut).emit('chat:seen', { channelId, memberId, seq });
}
