import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';

import type {
  TChatDocumentCard,
  TChatSystemEvent,
  TClientPrivacy,
  TMessageKind,
  TRole,
} from '@portal/contracts';

import type { Db } from '../db/database.ts';
import type { MessageRow } from './message-rows.ts';
import { withPrivateForms } from './privacy.ts';
import type { ReplyParent } from './replies.ts';
import { rawQuery } from '../db/raw-query.ts';

/** A message to store; the channel gives it its sequence number. */
export interface NewMessage {
  channelId: string;
  kind: TMessageKind;
  author:
    { kind: 'user'; userId: string } | { kind: 'guest'; guestId: string } | { kind: 'system' };
  clientId?: string | null;
  text?: string | null;
  data?: TChatSystemEvent | TChatDocumentCard | null;
  attachment?: { key: string; name: string; type: string; size: number } | null;
  /** The message this one replies to (checked by the caller: same channel, readable). */
  replyToId?: string | null;
  /** The parent as checked (./replies.ts): what the reply's quote is made from. */
  replyParent?: ReplyParent | null;
  /** The ids its text mentions (checked by the caller: mentionable members, or 'all'). */
  mentions?: readonly string[];
  /**
   * A person's message: stored only if its author is a member of the channel and may post there
   * (./posting.ts says why not), checked in the same call, so that a send is one round trip to
   * the database.
   */
  checkAuthor?: boolean;
}

/**
 * Stores a message with the channel's next sequence number: one call of the database function
 * `chat_append_message` (drizzle/0004_chat_append.sql), one statement. The channel's counter row
 * is raised (its row lock orders concurrent senders, on any process and either database) and the
 * message inserted with the new value; the sender's read marker moves past it; the author's name
 * and picture of this moment come back with it, and the private form a private group's clients
 * read (./privacy.ts). A failed insert (a clientId already used) rolls
 * the whole statement back, counter included, so the sequence has no gap and no repeat. Answers
 * null when `checkAuthor` refused it.
 */
export async function appendMessage(db: Db, message: NewMessage): Promise<MessageRow | null> {
  const id = randomUUID();
  const { author, channelId } = message;
  const authorUserId = author.kind === 'user' ? author.userId : null;
  const authorGuestId = author.kind === 'guest' ? author.guestId : null;
  const attachment = message.attachment ?? null;
  const data = message.data ? JSON.stringify(message.data) : null;
  const replyToId = message.replyParent?.id ?? message.replyToId ?? null;
  const result = await rawQuery<
    {
      seq: number;
      createdAt: string;
      authorName: string | null;
      authorImage: string | null;
      authorRole: TRole | null;
      clientPrivacy: TClientPrivacy | null;
    }[]
  >(
    db,
    sql`
    select message_seq as "seq",
      to_char(message_created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "createdAt",
      author_full_name as "authorName", author_profile_image as "authorImage",
      author_role as "authorRole", channel_client_privacy as "clientPrivacy"
    from chat_append_message(${id}::uuid, ${channelId}::uuid, ${message.clientId ?? null}::uuid,
      ${message.kind}::text, ${author.kind}::text, ${authorUserId}::uuid, ${authorGuestId}::uuid,
      ${message.text ?? null}::text, ${data}::jsonb, ${attachment?.key ?? null}::text,
      ${attachment?.name ?? null}::text, ${attachment?.type ?? null}::text,
      ${attachment?.size ?? null}::integer, ${message.checkAuthor ?? false}::boolean,
      ${replyToId}::uuid, array(select jsonb_array_elements_text(${JSON.stringify(message.mentions ?? [])}::jsonb)))`,
  );
  const stored = result.rows[0];
  if (!stored) return null;
  const row: MessageRow = {
    id,
    channelId,
    seq: stored.seq,
    clientId: message.clientId ?? null,
    kind: message.kind,
    authorKind: author.kind,
    authorUserId,
    authorGuestId,
    text: message.text ?? null,
    // The column's default: every message stored now is read as Markdown.
    format: 'markdown',
    encrypted: null,
    data: message.data ?? null,
    attachmentKey: attachment?.key ?? null,
    attachmentName: attachment?.name ?? null,
    attachmentType: attachment?.type ?? null,
    attachmentSize: attachment?.size ?? null,
    createdAt: new Date(stored.createdAt),
    editedAt: null,
    deletedAt: null,
    replyToId,
    replyParent: message.replyParent ?? null,
    reactions: [],
    mentions: [...(message.mentions ?? [])],
    pinnedAt: null,
    pinnedBy: null,
    authorName: stored.authorName,
    authorImage: stored.authorImage,
    authorRole: stored.authorRole,
  };
  const [formed = row] = await withPrivateForms(db, channelId, [row], stored.clientPrivacy);
  return formed;
}
