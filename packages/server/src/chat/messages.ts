import { and, asc, desc, eq, gt, lt, lte, sql } from 'drizzle-orm';

import type {
  TChatMessage,
  TEndpointInput,
  TMessageListResponse,
  TSendMessageRequest,
} from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { chatGuests, chatMessages } from '../db/schema.ts';
import type { Caller, GuestCaller } from '../lib/caller.ts';
import { HttpError, conflict, forbidden, notFound } from '../lib/http-error.ts';
import { selectMessages, toMessage, type MessageRow } from './message-rows.ts';
import { NO_CHANNEL_MESSAGE, isMember } from './access.ts';
import { announceChange, readingWindow } from './history.ts';
import { audienceOf, withPrivateForms } from './privacy.ts';
import { assertMayPost } from './posting.ts';
import { appendMessage, type NewMessage } from './sequence.ts';
import { rawQuery } from '../db/raw-query.ts';

const NO_MESSAGE = 'No message has this id.';

/** Who writes a person's message: an account, or a guest of the channel. */
export type MessageAuthor = { kind: 'user'; userId: string } | { kind: 'guest'; guestId: string };
const DEFAULT_PAGE = 50;

/** A message of the channel by its sender's clientId (the idempotency key). */
export async function findByClientId(
  ctx: AppContext,
  channelId: string,
  clientId: string,
): Promise<MessageRow | undefined> {
  const [row] = await selectMessages(ctx.db)
    .where(and(eq(chatMessages.channelId, channelId), eq(chatMessages.clientId, clientId)))
    .limit(1);
  return row;
}

/**
 * A retried send answers what the first one stored; someone else's clientId is a conflict.
 * `authorId` is an account's or a guest's id (UUIDs: never both).
 */
export function asRetry(row: MessageRow, authorId: string): TChatMessage {
  if (row.authorUserId !== authorId && row.authorGuestId !== authorId) {
    throw conflict('This clientId belongs to another message. Send with a new one.');
  }
  return toMessage(row);
}

/**
 * Stores a message, then sends it to the channel's room. A clientId already stored in the channel
 * (a retry, or two tries racing) answers the stored message and stores nothing: the unique index
 * refuses the second insert, which rolls its sequence number back with it.
 */
export async function postMessage(
  ctx: AppContext,
  author: MessageAuthor,
  message: Omit<NewMessage, 'author' | 'kind' | 'checkAuthor'> & { clientId: string },
): Promise<{ isNew: boolean; data: TChatMessage }> {
  const authorId = author.kind === 'user' ? author.userId : author.guestId;
  let row: MessageRow | null;
  try {
    row = await appendMessage(ctx.db, {
      ...message,
      kind: 'text',
      author,
      checkAuthor: true,
    });
    // The storing function names accounts only: a guest signs with the name it joined with.
    if (row && author.kind === 'guest')
      row = { ...row, authorName: await guestName(ctx, authorId) };
  } catch (error) {
    if (!isUniqueViolation(error, 'chat_messages_client_id_unique')) throw error;
    const stored = await findByClientId(ctx, message.channelId, message.clientId);
    if (!stored) throw error;
    return { isNew: false, data: asRetry(stored, authorId) };
  }
  if (!row) {
    // Refused in the statement: say why (not a member, a block, a deleted account).
    if (author.kind === 'guest') throw notFound(NO_CHANNEL_MESSAGE);
    if (!(await isMember(ctx.db, message.channelId, authorId))) throw notFound(NO_CHANNEL_MESSAGE);
    await assertMayPost(ctx.db, message.channelId, authorId);
    throw new HttpError(409, 'The channel changed while the message was sent. Please try again.');
  }
  ctx.chat.publisher.publish(row);
  ctx.chat.notices.schedule(ctx, row);
  return { isNew: true, data: toMessage(row) };
}

/** A text message from an account (POST /chat/channels/{id}/messages). */
export async function sendMessage(
  ctx: AppContext,
  authorId: string,
  channelId: string,
  body: TSendMessageRequest,
): Promise<{ isNew: boolean; data: TChatMessage }> {
  ctx.chat.sendLimit.take(authorId);
  return postMessage(
    ctx,
    { kind: 'user', userId: authorId },
    { channelId, clientId: body.clientId, text: body.text },
  );
}

/**
 * A text message from a channel's guest (its own channel only: another is 404, as if it did not
 * exist). The same limit, rules and idempotency as an account's.
 */
export async function sendGuestMessage(
  ctx: AppContext,
  guest: { guestId: string; channelId: string },
  channelId: string,
  body: TSendMessageRequest,
): Promise<{ isNew: boolean; data: TChatMessage }> {
  if (channelId !== guest.channelId) throw notFound(NO_CHANNEL_MESSAGE);
  ctx.chat.sendLimit.take(guest.guestId);
  return postMessage(
    ctx,
    { kind: 'guest', guestId: guest.guestId },
    { channelId, clientId: body.clientId, text: body.text },
  );
}

async function guestName(ctx: AppContext, guestId: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ name: chatGuests.displayName })
    .from(chatGuests)
    .where(eq(chatGuests.id, guestId))
    .limit(1);
  return row?.name ?? null;
}

/**
 * A page of the conversation, in sequence order: the latest messages, older ones (`before`), or
 * the ones after a sequence number (`after`, catching up). With `after`, `updates` holds the
 * earlier messages edited or deleted since message `after` was stored: every change raises the
 * channel's revision, and a client that had message `after` had every change up to its revision.
 */
export async function listMessages(
  ctx: AppContext,
  caller: Caller | GuestCaller,
  channelId: string,
  query: TEndpointInput<'listMessages'>['query'],
): Promise<TMessageListResponse> {
  const limit = query.limit ?? DEFAULT_PAGE;
  const channel = await readingWindow(ctx.db, channelId, caller);
  // Clients and guests of a private group read clients in the group's form (./privacy.ts).
  const audience = audienceOf(caller);
  const present = async (rows: MessageRow[]) =>
    (audience === 'private' ? await withPrivateForms(ctx.db, channelId, rows) : rows).map((row) =>
      toMessage(row, audience),
    );
  // Only what the caller may read: a newcomer's history starts at its arrival (./history.ts).
  const inChannel = and(
    eq(chatMessages.channelId, channelId),
    gt(chatMessages.seq, channel.historyFromSeq),
  );
  if (query.after !== undefined) {
    const after = query.after;
    const page = await selectMessages(ctx.db)
      .where(and(inChannel, gt(chatMessages.seq, after)))
      .orderBy(asc(chatMessages.seq))
      .limit(limit + 1);
    // After the page, never beside it: a change that this query misses has a revision above the
    // page's last message, so the next catch-up from there finds it.
    const updates =
      after === 0
        ? []
        : await selectMessages(ctx.db)
            .where(
              and(
                inChannel,
                lte(chatMessages.seq, after),
                gt(
                  chatMessages.rev,
                  sql`(select s.created_rev from chat_messages s
                    where s.channel_id = ${channelId} and s.seq = ${after})`,
                ),
              ),
            )
            .orderBy(asc(chatMessages.seq));
    return {
      data: await present(page.slice(0, limit)),
      updates: await present(updates),
      lastSeq: Math.max(channel.lastSeq, page.at(-1)?.seq ?? 0),
      hasMore: page.length > limit,
    };
  }
  const older = await selectMessages(ctx.db)
    .where(
      query.before !== undefined ? and(inChannel, lt(chatMessages.seq, query.before)) : inChannel,
    )
    .orderBy(desc(chatMessages.seq))
    .limit(limit + 1);
  return {
    data: await present(older.slice(0, limit).reverse()),
    updates: [],
    lastSeq: Math.max(channel.lastSeq, older[0]?.seq ?? 0),
    hasMore: older.length > limit,
  };
}

/** A message the caller wrote, still there: what edit and delete act on. */
async function ownMessage(
  ctx: AppContext,
  caller: Caller,
  channelId: string,
  messageId: string,
): Promise<MessageRow> {
  const [row] = await selectMessages(ctx.db)
    .where(and(eq(chatMessages.channelId, channelId), eq(chatMessages.id, messageId)))
    .limit(1);
  if (!row) throw notFound(NO_MESSAGE);
  if (row.kind !== 'text' || row.authorUserId !== caller.id) {
    throw forbidden('You can only change your own messages.');
  }
  if (row.deletedAt) throw new HttpError(409, 'This message was deleted.');
  return row;
}

/**
 * Applies an edit or a deletion with a new revision of the channel, in one statement; answers
 * the changed row, or null when the message was deleted in the meantime.
 */
async function changeMessage(
  ctx: AppContext,
  row: MessageRow,
  change: 'edit' | 'delete',
  text: string | null,
): Promise<{ editedAt: string | null } | null> {
  const set =
    change === 'edit'
      ? sql`text = ${text}, edited_at = now()`
      : sql`text = null, encrypted = null, attachment_key = null, attachment_name = null,
          attachment_type = null, attachment_size = null, deleted_at = now()`;
  const result = await rawQuery<{ editedAt: string | null }[]>(
    ctx.db,
    sql`
    with c as (
      update chat_channels set last_rev = last_rev + 1
      where id = ${row.channelId} returning last_rev
    )
    update chat_messages m set ${set}, rev = c.last_rev from c
    where m.id = ${row.id} and m.deleted_at is null
    returning to_char(m.edited_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
      as "editedAt"`,
  );
  return result.rows[0] ?? null;
}

export async function editMessage(
  ctx: AppContext,
  caller: Caller,
  channelId: string,
  messageId: string,
  text: string,
): Promise<TChatMessage> {
  const row = await ownMessage(ctx, caller, channelId, messageId);
  ctx.chat.sendLimit.take(caller.id);
  await assertMayPost(ctx.db, channelId, caller.id);
  const changed = await changeMessage(ctx, row, 'edit', text);
  if (!changed) throw new HttpError(409, 'This message was deleted.');
  const edited = { ...row, text, editedAt: new Date(changed.editedAt ?? Date.now()) };
  await announceChange(ctx, 'chat:message-updated', edited);
  return toMessage(edited);
}

/** Deletes a message for everyone: its text and file are erased, the row (and seq) stays. */
export async function deleteMessage(
  ctx: AppContext,
  caller: Caller,
  channelId: string,
  messageId: string,
): Promise<TChatMessage> {
  const row = await ownMessage(ctx, caller, channelId, messageId);
  ctx.chat.sendLimit.take(caller.id);
  const changed = await changeMessage(ctx, row, 'delete', null);
  if (!changed) throw new HttpError(409, 'This message was deleted.');
  if (row.attachmentKey) {
    const key = row.attachmentKey;
    await ctx.files.delete(key).catch((error: unknown) => {
      ctx.log.warn({ err: error, key }, 'the file of a deleted message was not removed');
    });
  }
  const deleted = { ...row, deletedAt: new Date() };
  await announceChange(ctx, 'chat:message-deleted', deleted);
  return toMessage(deleted);
}
