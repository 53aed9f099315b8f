import { sql } from 'drizzle-orm';

import {
  DELETED_USER_NAME,
  MENTION_ALL,
  type TChatSearchHit,
  type TChannelType,
  type TClientPrivacy,
} from '@portal/contracts';

import type { AppContext } from '../context.ts';
import type { Caller } from '../lib/caller.ts';
import { toMessage, type MessageRow } from './message-rows.ts';
import { audienceOf, mentionNamer, withPrivateForms } from './privacy.ts';
import { replyParentSql } from './replies.ts';
import { rawQuery } from '../db/raw-query.ts';

/*
 * Full-text search with PostgreSQL's own text search, the same on PGlite and PostgreSQL: a
 * generated tsvector column ('simple' configuration: no stemming, so any language works) with a
 * GIN index. Each word typed is a prefix ("meet" finds "meeting"); all words must match.
 */

const MAX_WORDS = 10;
/** Control characters cannot be in a stored text (the text rule refuses them): safe markers. */
const START = '\u0001';
const STOP = '\u0002';
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/** 'Meeting tomorrow?' -> 'meeting:* & tomorrow:*'; null when nothing searchable is left. */
export function toPrefixQuery(q: string): string | null {
  const words = (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/** Turns the markers of ts_headline into plain text and the ranges of the words found. */
export function splitHeadline(headline: string): Pick<TChatSearchHit, 'snippet' | 'highlights'> {
  let snippet = '';
  const highlights: TChatSearchHit['highlights'] = [];
  let start = -1;
  for (const char of headline) {
    if (char === START) start = snippet.length;
    else if (char === STOP) {
      if (start >= 0 && snippet.length > start) highlights.push({ start, end: snippet.length });
      start = -1;
    } else snippet += char;
  }
  return { snippet, highlights };
}

/**
 * A snippet with the message's mentions in words, "@Maya L.", as the caller reads them. The
 * headline keeps the text's words but may drop a token's brackets at a fragment's edge, so an id
 * the message mentions is named with or without them.
 */
function namedInSnippet(
  headline: string,
  mentions: readonly string[],
  nameOf: (id: string) => string,
): string {
  const ids = new Set(mentions);
  return headline.replace(/<?@([0-9a-f-]{36}|all)>?/g, (token, id: string) => {
    if (!ids.has(id)) return token;
    return `@${id === MENTION_ALL ? 'all' : nameOf(id)}`;
  });
}

type HitRow = Omit<MessageRow, 'createdAt' | 'editedAt' | 'deletedAt' | 'pinnedAt'> & {
  createdAt: string;
  editedAt: string | null;
  pinnedAt: string | null;
  channelType: TChannelType;
  channelName: string | null;
  clientPrivacy: TClientPrivacy | null;
  peerName: string | null;
  historyFromSeq: number;
  headline: string;
};

/** Messages of the caller's channels that hold every word, newest first. */
export async function searchMessages(
  ctx: AppContext,
  caller: Caller,
  q: string,
  limit = 20,
): Promise<TChatSearchHit[]> {
  const query = toPrefixQuery(q);
  if (!query) return [];
  const iso = (column: string) =>
    sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);
  const result = await rawQuery<HitRow[]>(
    ctx.db,
    sql`
    select m.id as "id", m.channel_id as "channelId", m.seq as "seq", m.client_id as "clientId",
      m.kind as "kind", m.author_kind as "authorKind", m.author_user_id as "authorUserId",
      m.author_guest_id as "authorGuestId", m.text as "text", m.format as "format",
      m.encrypted as "encrypted",
      m.data as "data", m.attachment_key as "attachmentKey", m.attachment_name as "attachmentName",
      m.attachment_type as "attachmentType", m.attachment_size as "attachmentSize",
      ${iso('m.created_at')} as "createdAt", ${iso('m.edited_at')} as "editedAt",
      m.reply_to_id as "replyToId", m.reactions as "reactions", m.mentions as "mentions",
      ${iso('m.pinned_at')} as "pinnedAt", m.pinned_by as "pinnedBy",
      ${replyParentSql(sql.raw('m.reply_to_id'))} as "replyParent",
      me.history_from_seq as "historyFromSeq",
      au.full_name as "authorName", au.profile_image as "authorImage", au.role as "authorRole",
      c.type as "channelType", c.name as "channelName", c.client_privacy as "clientPrivacy",
      (select u.full_name from chat_members p join users u on u.id = p.user_id
        where c.type = 'direct' and p.channel_id = c.id and p.user_id <> ${caller.id} limit 1)
        as "peerName",
      ts_headline('simple', m.text, q.query, ${HEADLINE_OPTIONS}) as "headline"
    from to_tsquery('simple', ${query}) as q(query),
      chat_messages m
      join chat_members me on me.channel_id = m.channel_id and me.user_id = ${caller.id}
        and m.seq > me.history_from_seq
      join chat_channels c on c.id = m.channel_id
      left join users au on au.id = m.author_user_id
    where m.search_vector @@ q.query and m.kind = 'text' and m.deleted_at is null
    order by m.created_at desc, m.seq desc
    limit ${limit}`,
  );
  // A client reads a private group's clients in its private form (./privacy.ts).
  const audience = audienceOf(caller);
  const hits: (HitRow & { message: MessageRow })[] = [];
  for (const row of result.rows) {
    const message: MessageRow = {
      ...row,
      createdAt: new Date(row.createdAt),
      editedAt: row.editedAt ? new Date(row.editedAt) : null,
      pinnedAt: row.pinnedAt ? new Date(row.pinnedAt) : null,
      deletedAt: null,
    };
    const [formed = message] =
      audience === 'private'
        ? await withPrivateForms(ctx.db, row.channelId, [message], row.clientPrivacy)
        : [message];
    // The snippet names the people mentioned as the caller reads them, never by their token.
    const named = row.mentions.filter((id) => id !== MENTION_ALL);
    const headline = row.mentions.length
      ? namedInSnippet(
          row.headline,
          row.mentions,
          await mentionNamer(ctx.db, row.channelId, named, audience),
        )
      : row.headline;
    hits.push({ ...row, headline, message: formed });
  }
  return hits.map((row) => ({
    message: toMessage(row.message, audience, row.historyFromSeq),
    channel: {
      id: row.channelId,
      type: row.channelType,
      name:
        row.channelType === 'direct'
          ? (row.peerName ?? DELETED_USER_NAME)
          : (row.channelName ?? ''),
    },
    ...splitHeadline(row.headline),
  }));
}
