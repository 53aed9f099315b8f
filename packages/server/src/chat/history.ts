import { sql } from 'drizzle-orm';

import type { TRole } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { rawQuery } from '../db/raw-query.ts';
import type { Caller, GuestCaller } from '../lib/caller.ts';
import { notFound } from '../lib/http-error.ts';
import { NO_CHANNEL_MESSAGE, memberCondition } from './access.ts';
import { toMessage, type MessageRow } from './message-rows.ts';
import { audienceFor, withPrivateForms, type Audience } from './privacy.ts';
import type { ChatRooms } from './rooms.ts';

/*
 * What a newcomer reads: a guest, or an account added to a group, sees the conversation from its
 * arrival unless the history was shared with it (the invitation's or the adding's choice, off by
 * default). Its member row keeps where that starts (`history_from_seq`); every read of messages
 * (pages, catch-up, search, the channel's last message, files) and every live change of an older
 * message stops there.
 */

/** A newcomer's member row: its read marker at the latest message, and where its history starts. */
export const arrival = (lastSeq: number, sharesHistory: boolean) => ({
  lastReadSeq: lastSeq,
  historyFromSeq: sharesHistory ? 0 : lastSeq,
});

/** The channel's latest sequence number and where the caller's history starts; 404 for others. */
export async function readingWindow(
  db: Db,
  channelId: string,
  caller: Caller | GuestCaller,
): Promise<{ lastSeq: number; historyFromSeq: number }> {
  const result = await rawQuery<{ lastSeq: number; historyFromSeq: number }[]>(
    db,
    sql`
    select c.last_seq as "lastSeq", me.history_from_seq as "historyFromSeq"
    from chat_channels c join chat_members me on me.channel_id = c.id
    where c.id = ${channelId} and ${memberCondition(caller)}
    limit 1`,
  );
  const [window] = result.rows;
  if (!window) throw notFound(NO_CHANNEL_MESSAGE);
  return window;
}

/**
 * A member whose history starts at or after some message (`historyFromSeq`): never sent that
 * message, nor a reply's quote of it; its own form of a message goes to it alone.
 */
export interface Latecomer {
  userId: string | null;
  guestId: string | null;
  audience: Audience;
  historyFromSeq: number;
}

/** The channel's members whose history starts at or after `seq` (usually none). */
export async function latecomers(db: Db, channelId: string, seq: number): Promise<Latecomer[]> {
  const result = await rawQuery<
    { userId: string | null; guestId: string | null; role: TRole | null; historyFromSeq: number }[]
  >(
    db,
    sql`
    select m.user_id as "userId", m.guest_id as "guestId", u.role as "role",
      m.history_from_seq as "historyFromSeq"
    from chat_members m left join users u on u.id = m.user_id
    where m.channel_id = ${channelId} and m.history_from_seq >= ${seq}`,
  );
  return result.rows.map(({ role, ...member }) => ({
    ...member,
    // A guest reads as clients do (./privacy.ts).
    audience: member.userId ? audienceFor(role) : 'private',
  }));
}

/** The members left out of a room's emit, by their rooms (./rooms.ts). */
export const leftOutOf = (members: readonly Latecomer[]) => ({
  userIds: members.flatMap((member) => (member.userId ? [member.userId] : [])),
  guestIds: members.flatMap((member) => (member.guestId ? [member.guestId] : [])),
});

/** Every tab of one member. */
export const toMember = (rooms: ChatRooms, member: Latecomer) =>
  member.guestId ? rooms.toGuest(member.guestId) : rooms.toUsers([member.userId ?? '']);

/**
 * Where a message's readers' forms may differ by their history: from the earliest of the messages
 * and the parents they quote.
 */
export const earliestSeqOf = (rows: readonly MessageRow[]) =>
  Math.min(...rows.flatMap((row) => [row.seq, row.replyParent?.seq ?? row.seq]));

/**
 * Tells the channel's room that a message changed (an edit, a deletion, a card's new status),
 * except the members whose history starts after it: they never had it. A member whose history
 * starts after the parent a reply quotes gets the reply alone, quoting nothing of it. Each
 * audience of a private group gets its form (./privacy.ts).
 */
export async function announceChange(
  ctx: AppContext,
  event: 'chat:message-updated' | 'chat:message-deleted',
  changed: MessageRow,
): Promise<void> {
  await announceChanges(ctx, event, [changed]);
}

/** announceChange for several messages of one channel, in a bounded number of queries. */
export async function announceChanges(
  ctx: AppContext,
  event: 'chat:message-updated' | 'chat:message-deleted',
  changed: readonly MessageRow[],
): Promise<void> {
  const [first] = changed;
  if (!first) return;
  const channelId = first.channelId;
  const rows = await withPrivateForms(ctx.db, channelId, [...changed]);
  const late = await latecomers(ctx.db, channelId, earliestSeqOf(rows));
  const rooms = ctx.chat.rooms;
  const audiences = rows.some((row) => row.privateForm)
    ? (['full', 'private'] as const)
    : [undefined];
  for (const row of rows) {
    for (const audience of audiences) {
      rooms.toChannel(channelId, leftOutOf(late), audience).emit(event, toMessage(row, audience));
    }
    for (const member of late) {
      if (member.historyFromSeq >= row.seq) continue;
      toMember(rooms, member).emit(event, toMessage(row, member.audience, member.historyFromSeq));
    }
  }
}
