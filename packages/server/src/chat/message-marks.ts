import { eq, sql, type SQL } from 'drizzle-orm';

import type { TChatMessage, TPinsBy } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { rawQuery } from '../db/raw-query.ts';
import { chatMessages } from '../db/schema.ts';
import type { Caller, GuestCaller } from '../lib/caller.ts';
import { HttpError, notFound } from '../lib/http-error.ts';
import { announceChange } from './history.ts';
import { selectMessages, toMessage, type MessageRow } from './message-rows.ts';
import { audienceOf, withPrivateForms } from './privacy.ts';

/*
 * A mark put on a message (issue 36: a pin) under its lock, raising the channel's revision as an
 * edit does (so a catch-up's `updates` carries it), then told live. Reactions, far more frequent,
 * write in one statement of their own (./reactions.ts) with the same rules.
 */

export const NO_MESSAGE = 'No message has this id.';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The locked message's state that a pin decides on. */
export interface LockedMessage {
  seq: number;
  pinnedAt: string | null;
}

/** Why a message takes no reaction or pin: a line about the conversation, or deleted. */
export function lockedMessageProblem(message: { kind: string; isDeleted: boolean }) {
  if (message.kind === 'system') {
    return new HttpError(409, 'A line about the conversation cannot be reacted to or pinned.');
  }
  return message.isDeleted ? new HttpError(409, 'This message was deleted.') : null;
}

/**
 * Locks the channel first (the order changeMessage's statement takes its rows in, so the two
 * never deadlock); answers who may pin in it.
 */
export async function lockChannel(tx: Tx, channelId: string): Promise<TPinsBy> {
  const channel = await rawQuery<{ pinsBy: TPinsBy }[]>(
    tx,
    sql`select pins_by as "pinsBy" from chat_channels where id = ${channelId} for update`,
  );
  const [row] = channel.rows;
  if (!row) throw notFound(NO_MESSAGE);
  return row.pinsBy;
}

/**
 * Locks the message (after its channel): 404 outside the caller's window, 409 for a system or a
 * deleted message.
 */
export async function lockMessage(
  tx: Tx,
  channelId: string,
  messageId: string,
  historyFromSeq: number,
): Promise<LockedMessage> {
  const found = await rawQuery<(LockedMessage & { kind: string; isDeleted: boolean })[]>(
    tx,
    sql`
    select seq as "seq", kind as "kind", deleted_at is not null as "isDeleted",
      pinned_at::text as "pinnedAt"
    from chat_messages
    where id = ${messageId} and channel_id = ${channelId} and seq > ${historyFromSeq}
    for update`,
  );
  const [row] = found.rows;
  if (!row) throw notFound(NO_MESSAGE);
  const problem = lockedMessageProblem(row);
  if (problem) throw problem;
  return { seq: row.seq, pinnedAt: row.pinnedAt };
}

/** Writes the change with a new revision of the channel (the channel row is already locked). */
export async function writeMark(tx: Tx, channelId: string, messageId: string, set: SQL) {
  await rawQuery(
    tx,
    sql`
    with c as (
      update chat_channels set last_rev = last_rev + 1
      where id = ${channelId} returning last_rev
    )
    update chat_messages m set ${set}, rev = c.last_rev from c where m.id = ${messageId}`,
  );
}

/** The message as stored now, with its author (what events and answers are made from). */
export async function freshMessage(ctx: AppContext, messageId: string): Promise<MessageRow> {
  const [row] = await selectMessages(ctx.db).where(eq(chatMessages.id, messageId)).limit(1);
  if (!row) throw notFound(NO_MESSAGE);
  return row;
}

/** Tells the channel's room of the changed message (each audience its form). */
export const announceMark = (ctx: AppContext, row: MessageRow) =>
  announceChange(ctx, 'chat:message-updated', row);

/**
 * Messages in the form the caller's audience reads (./privacy.ts), a reply quoting nothing from
 * before the caller's history (./history.ts), as listMessages answers.
 */
export async function presentTo(
  ctx: AppContext,
  caller: Caller | GuestCaller,
  channelId: string,
  historyFromSeq: number,
  rows: MessageRow[],
): Promise<TChatMessage[]> {
  const audience = audienceOf(caller);
  const formed = audience === 'private' ? await withPrivateForms(ctx.db, channelId, rows) : rows;
  return formed.map((row) => toMessage(row, audience, historyFromSeq));
}
