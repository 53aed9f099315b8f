import { sql } from 'drizzle-orm';

import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { rawQuery } from '../db/raw-query.ts';
import type { Caller, GuestCaller } from '../lib/caller.ts';
import { notFound } from '../lib/http-error.ts';
import { NO_CHANNEL_MESSAGE, memberCondition } from './access.ts';
import { toMessage, type MessageRow } from './message-rows.ts';
import { withPrivateForms } from './privacy.ts';

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
 * Tells the channel's room that a message changed (an edit, a deletion, a card's new status),
 * except the members whose history starts after it: they never had it. Each audience of a private
 * group gets its form (./privacy.ts).
 */
export async function announceChange(
  ctx: AppContext,
  event: 'chat:message-updated' | 'chat:message-deleted',
  changed: MessageRow,
): Promise<void> {
  const [row = changed] = await withPrivateForms(ctx.db, changed.channelId, [changed]);
  const result = await rawQuery<{ userId: string | null; guestId: string | null }[]>(
    ctx.db,
    sql`
    select m.user_id as "userId", m.guest_id as "guestId" from chat_members m
    where m.channel_id = ${row.channelId} and m.history_from_seq >= ${row.seq}`,
  );
  const leftOut = {
    userIds: result.rows.flatMap((member) => (member.userId ? [member.userId] : [])),
    guestIds: result.rows.flatMap((member) => (member.guestId ? [member.guestId] : [])),
  };
  const audiences = row.privateForm ? (['full', 'private'] as const) : [undefined];
  for (const audience of audiences) {
    ctx.chat.rooms
      .toChannel(row.channelId, leftOut, audience)
      .emit(event, toMessage(row, audience));
  }
}
