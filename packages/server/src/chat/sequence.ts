import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';

import type { TChatSystemEvent, TMessageKind } from '@portal/contracts';

import type { Db } from '../db/database.ts';
import type { MessageRow } from './message-rows.ts';
import { mayPost } from './posting.ts';

/** A message to store; the channel gives it its sequence number. */
export interface NewMessage {
  channelId: string;
  kind: TMessageKind;
  author:
    | { kind: 'user'; userId: string; name: string; image: string | null }
    | { kind: 'guest'; guestId: string }
    | { kind: 'system' };
  clientId?: string | null;
  text?: string | null;
  data?: TChatSystemEvent | null;
  attachment?: { key: string; name: string; type: string; size: number } | null;
  /**
   * Stores only if this account may post in the channel (./posting.ts says why not): checked in
   * the same statement, so a send costs one round trip to the database.
   */
  ifMayPost?: string;
}

/**
 * Stores a message with the channel's next sequence number, in ONE statement: the channel's
 * counter row is raised (its row lock orders concurrent senders, on any process and either
 * database) and the message inserted with the new value; the sender's read marker moves past it.
 * A failed insert (a clientId already used) rolls the whole statement back, counter included, so
 * the sequence has no gap and no repeat. Answers null when `ifMayPost` refused it.
 */
export async function appendMessage(db: Db, message: NewMessage): Promise<MessageRow | null> {
  const id = randomUUID();
  const { author } = message;
  const authorUserId = author.kind === 'user' ? author.userId : null;
  const authorGuestId = author.kind === 'guest' ? author.guestId : null;
  const attachment = message.attachment ?? null;
  const data = message.data ? JSON.stringify(message.data) : null;
  const reader =
    author.kind === 'user'
      ? sql`user_id = ${authorUserId}::uuid`
      : author.kind === 'guest'
        ? sql`guest_id = ${authorGuestId}::uuid`
        : sql`false`;
  const result = (await db.execute(sql`
    with c as (
      update chat_channels
      set last_seq = last_seq + 1, last_rev = last_rev + 1, last_activity_at = now()
      where id = ${message.channelId}::uuid ${message.ifMayPost ? sql`and ${mayPost(message.ifMayPost)}` : sql``}
      returning last_seq, last_rev, last_activity_at
    ), reader as (
      update chat_members set last_read_seq = greatest(last_read_seq, (select last_seq from c))
      where channel_id = ${message.channelId}::uuid and ${reader}
    )
    insert into chat_messages (id, channel_id, seq, created_rev, rev, client_id, kind, author_kind,
      author_user_id, author_guest_id, text, data, attachment_key, attachment_name,
      attachment_type, attachment_size, created_at)
    select ${id}::uuid, ${message.channelId}::uuid, c.last_seq, c.last_rev, c.last_rev,
      ${message.clientId ?? null}::uuid, ${message.kind}, ${author.kind}, ${authorUserId}::uuid,
      ${authorGuestId}::uuid, ${message.text ?? null}::text, ${data}::jsonb,
      ${attachment?.key ?? null}::text, ${attachment?.name ?? null}::text,
      ${attachment?.type ?? null}::text, ${attachment?.size ?? null}::integer, c.last_activity_at
    from c
    returning seq as "seq",
      to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "createdAt"`)) as unknown as {
    rows: { seq: number; createdAt: string }[];
  };
  const stored = result.rows[0];
  if (!stored) return null;
  return {
    id,
    channelId: message.channelId,
    seq: stored.seq,
    clientId: message.clientId ?? null,
    kind: message.kind,
    authorKind: author.kind,
    authorUserId,
    authorGuestId,
    text: message.text ?? null,
    encrypted: null,
    data: message.data ?? null,
    attachmentKey: attachment?.key ?? null,
    attachmentName: attachment?.name ?? null,
    attachmentType: attachment?.type ?? null,
    attachmentSize: attachment?.size ?? null,
    createdAt: new Date(stored.createdAt),
    editedAt: null,
    deletedAt: null,
    authorName: author.kind === 'user' ? author.name : null,
    authorImage: author.kind === 'user' ? author.image : null,
  };
}
