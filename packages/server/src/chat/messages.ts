import { and, asc, desc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';

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
import { announceChange, announceChanges, latecomers, readingWindow } from './history.ts';
import { noticeMentions } from './mention-notices.ts';
import { checkedMentions } from './mentions.ts';
import { audienceFor, audienceOf, withPrivateForms, type Audience } from './privacy.ts';
import { assertMayPost } from './posting.ts';
import { replyParentFor } from './replies.ts';
import { appendMessage, type NewMessage } from './sequence.ts';
import { rawQuery } from '../db/raw-query.ts';

const NO_MESSAGE = 'No message has this id.';

/** Who writes a person's message: an account, or a guest of the channel. */
export type MessageAuthor = { kind: 'user'; userId: string } | { kind: 'guest'; guestId: string };
const DEFAULT_PAGE = 50;

const isoTime = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

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
 * A message as its author reads it: a client or a guest of a private group reads the other
 * clients (a reply's quote) in their private form (./privacy.ts). A row just stored has its forms
 * already (./sequence.ts).
 */
async function presentToAuthor(
  ctx: AppContext,
  row: MessageRow,
  isFormed = false,
): Promise<TChatMessage> {
  const audience: Audience = row.authorKind === 'guest' ? 'private' : audienceFor(row.authorRole);
  if (audience === 'full') return toMessage(row);
  const [formed = row] = isFormed ? [row] : await withPrivateForms(ctx.db, row.channelId, [row]);
  return toMessage(formed, audience);
}

/**
 * A retried send answers what the first one stored; someone else's clientId is a conflict.
 * `authorId` is an account's or a guest's id (UUIDs: never both).
 */
export async function asRetry(
  ctx: AppContext,
  row: MessageRow,
  authorId: string,
): Promise<TChatMessage> {
  if (row.authorUserId !== authorId && row.authorGuestId !== authorId) {
    throw conflict('This clientId belongs to another message. Send with a new one.');
  }
  return presentToAuthor(ctx, row);
}

/**
 * Stores a message, then sends it to the channel's room. A clientId already stored in the channel
 * (a retry, or two tries racing) answers the stored message and stores nothing: the unique index
 * refuses the second insert, which rolls its sequence number back with it. A reply's parent and
 * the mentions are checked first (./replies.ts, ./mentions.ts); the people mentioned are told.
 */
export async function postMessage(
  ctx: AppContext,
  author: MessageAuthor,
  message: Omit<NewMessage, 'author' | 'kind' | 'checkAuthor' | 'mentions' | 'replyParent'> & {
    clientId: string;
  },
): Promise<{ isNew: boolean; data: TChatMessage }> {
  const authorId = author.kind === 'user' ? author.userId : author.guestId;
  const replyParent = message.replyToId
    ? await replyParentFor(ctx.db, message.channelId, author, message.replyToId)
    : null;
  const mentions = await checkedMentions(ctx.db, message.channelId, author, message.text);
  let row: MessageRow | null;
  try {
    row = await appendMessage(ctx.db, {
      ...message,
      kind: 'text',
      author,
      checkAuthor: true,
      replyParent,
      mentions,
    });
    // The storing function names accounts only: a guest signs with the name it joined with.
    if (row && author.kind === 'guest')
      row = { ...row, authorName: await guestName(ctx, authorId) };
  } catch (error) {
    if (!isUniqueViolation(error, 'chat_messages_client_id_unique')) throw error;
    const stored = await findByClientId(ctx, message.channelId, message.clientId);
    if (!stored) throw error;
    return { isNew: false, data: await asRetry(ctx, stored, authorId) };
  }
  if (!row) {
    // Refused in the statement: say why (not a member, a block, a deleted account).
    if (author.kind === 'guest') throw notFound(NO_CHANNEL_MESSAGE);
    if (!(await isMember(ctx.db, message.channelId, authorId))) throw notFound(NO_CHANNEL_MESSAGE);
    await assertMayPost(ctx.db, message.channelId, authorId);
    throw new HttpError(409, 'The channel changed while the message was sent. Please try again.');
  }
  // Looked up once the reply is stored: whoever arrives later never gets it at all.
  const late = replyParent ? await latecomers(ctx.db, row.channelId, replyParent.seq) : [];
  ctx.chat.publisher.publish(row, late);
  ctx.chat.notices.schedule(ctx, row);
  if (mentions.length) {
    const mentioning = row;
    ctx.background(() => noticeMentions(ctx, mentioning, mentions));
  }
  return { isNew: true, data: await presentToAuthor(ctx, row, true) };
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
    { channelId, clientId: body.clientId, text: body.text, replyToId: body.replyToId ?? null },
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
    { channelId, clientId: body.clientId, text: body.text, replyToId: body.replyToId ?? null },
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
      toMessage(row, audience, channel.historyFromSeq),
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
 * Applies an edit with a new revision of the channel, in one transaction: the channel's row is
 * locked first (the order every change of a message takes, so none deadlock), then the text
 * before the edit joins the message's history (`chat_message_versions`, dated when it was
 * written) in the statement that replaces it, with the mentions of the new text. Answers when it
 * was edited; 409 when the message was deleted in the meantime.
 */
async function editWithHistory(
  ctx: AppContext,
  row: MessageRow,
  text: string,
  mentions: readonly string[],
): Promise<Date> {
  return ctx.db.transaction(async (tx) => {
    await rawQuery(
      tx,
      sql`update chat_channels set last_rev = last_rev + 1 where id = ${row.channelId}`,
    );
    // After the lock, this statement reads the text as the last change left it.
    const result = await rawQuery<{ editedAt: string }[]>(
      tx,
      sql`
      with before as (
        select m.id, m.text, coalesce(m.edited_at, m.created_at) as written_at
        from chat_messages m where m.id = ${row.id} and m.deleted_at is null
      ), kept as (
        insert into chat_message_versions (message_id, text, written_at)
        select before.id, before.text, before.written_at from before
        where before.text is not null
      )
      update chat_messages m set text = ${text}, edited_at = now(),
        mentions = array(select jsonb_array_elements_text(${JSON.stringify(mentions)}::jsonb)),
        rev = (select c.last_rev from chat_channels c where c.id = m.channel_id)
      from before where m.id = before.id
      returning ${isoTime('m.edited_at')} as "editedAt"`,
    );
    const [edited] = result.rows;
    // Deleted meanwhile: the transaction, and the revision with it, goes back.
    if (!edited) throw new HttpError(409, 'This message was deleted.');
    return new Date(edited.editedAt);
  });
}

/**
 * Deletes a message in one statement with a new revision of the channel: its text and file are
 * erased (the row and its seq stay), its history goes, and its replies take the revision too, so
 * that a catch-up's `updates` carries their quote's new state ("deleted"). Answers the replies'
 * ids, or null when it was deleted already.
 */
async function eraseMessage(ctx: AppContext, row: MessageRow): Promise<string[] | null> {
  const result = await rawQuery<{ replyIds: string[] }[]>(
    ctx.db,
    sql`
    with c as (
      update chat_channels set last_rev = last_rev + 1
      where id = ${row.channelId} returning last_rev
    ), erased as (
      update chat_messages m set text = null, encrypted = null, attachment_key = null,
        attachment_name = null, attachment_type = null, attachment_size = null,
        mentions = '{}', deleted_at = now(), rev = c.last_rev
      from c where m.id = ${row.id} and m.deleted_at is null
      returning m.id
    ), forgotten as (
      delete from chat_message_versions v using erased where v.message_id = erased.id
    ), replies as (
      update chat_messages r set rev = c.last_rev from c, erased
      where r.channel_id = ${row.channelId} and r.seq > ${row.seq}
        and r.reply_to_id = erased.id and r.deleted_at is null
      returning r.id
    )
    select coalesce((select json_agg(replies.id) from replies), '[]'::json) as "replyIds"
    from erased`,
  );
  return result.rows[0]?.replyIds ?? null;
}

/**
 * Replaces the text of the caller's message. Its mentions are checked again; the people the new
 * text mentions that the old one did not are told (./mention-notices.ts).
 */
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
  const author = { kind: 'user', userId: caller.id } as const;
  const mentions = await checkedMentions(ctx.db, channelId, author, text);
  const editedAt = await editWithHistory(ctx, row, text, mentions);
  const edited: MessageRow = { ...row, text, mentions, editedAt };
  await announceChange(ctx, 'chat:message-updated', edited);
  const added = mentions.filter((id) => !row.mentions.includes(id));
  if (added.length) ctx.background(() => noticeMentions(ctx, edited, added));
  return presentToAuthor(ctx, edited);
}

/**
 * Deletes a message for everyone (eraseMessage), and tells the members of its replies too:
 * their quotes now say "deleted".
 */
export async function deleteMessage(
  ctx: AppContext,
  caller: Caller,
  channelId: string,
  messageId: string,
): Promise<TChatMessage> {
  const row = await ownMessage(ctx, caller, channelId, messageId);
  ctx.chat.sendLimit.take(caller.id);
  const replyIds = await eraseMessage(ctx, row);
  if (!replyIds) throw new HttpError(409, 'This message was deleted.');
  if (row.attachmentKey) {
    const key = row.attachmentKey;
    await ctx.files.delete(key).catch((error: unknown) => {
      ctx.log.warn({ err: error, key }, 'the file of a deleted message was not removed');
    });
  }
  const deleted = { ...row, deletedAt: new Date() };
  await announceChange(ctx, 'chat:message-deleted', deleted);
  if (replyIds.length) {
    const replies = await selectMessages(ctx.db)
      .where(and(eq(chatMessages.channelId, channelId), inArray(chatMessages.id, replyIds)))
      .orderBy(asc(chatMessages.seq));
    await announceChanges(ctx, 'chat:message-updated', replies);
  }
  return toMessage(deleted);
}
