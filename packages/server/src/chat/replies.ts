import { sql, type SQL } from 'drizzle-orm';

import {
  REPLY_EXCERPT_MAX_LENGTH,
  markdownToPlainText,
  mentionToken,
  splitMentions,
  type TMessageFormat,
  type TRole,
} from '@portal/contracts';

import type { Db } from '../db/database.ts';
import { rawQuery } from '../db/raw-query.ts';
import { fieldError } from '../lib/http-error.ts';

/*
 * Replies (issue 36): a reply names its parent (`chat_messages.reply_to_id`, same channel) and is
 * presented with a quote of it (message-rows.ts): its author and first line, "deleted" once it
 * was, and nothing of it to a reader whose history starts after it (./history.ts).
 */

/** What a reply's quote is made from: its parent as stored now, with the author's name. */
export interface ReplyParent {
  id: string;
  seq: number;
  isDeleted: boolean;
  authorKind: 'user' | 'guest' | 'system';
  authorUserId: string | null;
  authorGuestId: string | null;
  authorName: string | null;
  authorImage: string | null;
  authorRole: TRole | null;
  /** The first line with words (at most 400 characters); null without text. */
  firstLine: string | null;
  /** How the parent's text is read (issue 37); absent on rows read before the column. */
  format?: TMessageFormat;
  /** A Markdown parent's whole text, whose first line is read without markup; else null. */
  markdown?: string | null;
  hasAttachment: boolean;
}

/** At most this many characters of the first line: as `left(…, 400)` in replyParentSql. */
const FIRST_LINE_MAX = 400;

/**
 * The parent's first line with words as its readers read it: a Markdown parent's without its
 * markup (read with the renderer's grammar, so "**Hi**" quotes "Hi"); a plain one's as written.
 */
export function parentFirstLine(parent: ReplyParent): string | null {
  if (parent.format !== 'markdown' || parent.markdown == null) return parent.firstLine;
  const line = /\S[^\n]*/u.exec(markdownToPlainText(parent.markdown))?.[0];
  return line === undefined ? null : [...line].slice(0, FIRST_LINE_MAX).join('');
}

/**
 * The parent of the message whose `reply_to_id` is `replyToId` (an SQL column), as JSON; null
 * for a message that is no reply. A correlated subquery by primary key, evaluated for replies
 * only, so that every select of messages (pages, the channel list's last message, search)
 * carries it without a join of its own.
 */
export const replyParentSql = (replyToId: SQL) => sql<ReplyParent | null>`
  case when ${replyToId} is not null then (
    select json_build_object('id', rp.id, 'seq', rp.seq, 'isDeleted', rp.deleted_at is not null,
      'authorKind', rp.author_kind, 'authorUserId', rp.author_user_id,
      'authorGuestId', rp.author_guest_id,
      'authorName', coalesce(rpu.full_name, rpg.display_name),
      'authorImage', rpu.profile_image, 'authorRole', rpu.role,
      'firstLine', left(substring(rp.text from '[^[:space:]][^\\n]*'), 400),
      'format', rp.format,
      'markdown', case when rp.format = 'markdown' then rp.text end,
      'hasAttachment', rp.attachment_key is not null)
    from chat_messages rp
      left join users rpu on rpu.id = rp.author_user_id
      left join chat_guests rpg on rpg.id = rp.author_guest_id
    where rp.id = ${replyToId}) end`;

/**
 * A quote's excerpt: the first line, cut to REPLY_EXCERPT_MAX_LENGTH with '…', never through a
 * mention's token (the app renders tokens with names; half of one would show as raw text).
 */
export function quoteExcerpt(firstLine: string | null): string {
  const line = (firstLine ?? '').trimEnd();
  if ([...line].length <= REPLY_EXCERPT_MAX_LENGTH) return line;
  const room = REPLY_EXCERPT_MAX_LENGTH - 1;
  let cut = '';
  let length = 0;
  for (const part of splitMentions(line)) {
    if ('mention' in part) {
      const token = mentionToken(part.mention);
      if (length + token.length > room) break;
      cut += token;
      length += token.length;
      continue;
    }
    const chars = [...part.text];
    const taken = chars.slice(0, room - length);
    cut += taken.join('');
    length += taken.length;
    if (taken.length < chars.length) break;
  }
  return `${cut.trimEnd()}…`;
}

export const REPLY_FIELD = 'replyToId';
const CANNOT_REPLY = 'You can reply only to a message of this conversation that you can read.';
/** A parent deleted before the reply was sent: a conflict the app can explain. */
export const DELETED_PARENT = 'This message was deleted.';

/**
 * Checks a reply's parent for its author: a message of the same channel, inside the author's
 * reading window, not a line of the system, not deleted. 400 at `replyToId` otherwise (409 for a
 * deleted parent). Answers the parent, what the reply's quote is made from.
 */
export async function replyParentFor(
  db: Db,
  channelId: string,
  author: { kind: 'user'; userId: string } | { kind: 'guest'; guestId: string },
  replyToId: string,
): Promise<ReplyParent> {
  const mine =
    author.kind === 'user'
      ? sql`me.user_id = ${author.userId}`
      : sql`me.guest_id = ${author.guestId}`;
  const result = await rawQuery<
    { kind: string; isReadable: boolean; parent: ReplyParent | null }[]
  >(
    db,
    sql`
    select p.kind as "kind", p.seq > me.history_from_seq as "isReadable",
      ${replyParentSql(sql`${replyToId}::uuid`)} as "parent"
    from chat_messages p join chat_members me on me.channel_id = p.channel_id and ${mine}
    where p.id = ${replyToId} and p.channel_id = ${channelId}`,
  );
  const [row] = result.rows;
  if (!row?.parent || !row.isReadable || row.kind === 'system') {
    throw fieldError(400, REPLY_FIELD, CANNOT_REPLY);
  }
  if (row.parent.isDeleted) throw fieldError(409, REPLY_FIELD, DELETED_PARENT);
  return row.parent;
}
