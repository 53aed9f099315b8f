import { sql, type SQL } from 'drizzle-orm';

import {
  DELETED_USER_NAME,
  markdownToPlainText,
  MENTION_ALL,
  type TChatSearchHit,
  type TChatSearchSort,
  type TChannelType,
  type TClientPrivacy,
} from '@portal/contracts';

import type { AppContext } from '../context.ts';
import type { Caller } from '../lib/caller.ts';
import { toMessage, type MessageRow } from './message-rows.ts';
import { audienceOf, mentionNamer, withPrivateForms } from './privacy.ts';
import { replyParentSql } from './replies.ts';
import { rawQuery } from '../db/raw-query.ts';
import { checkSearchAuthor, checkSearchChannel } from './search-filters.ts';

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
 * headline keeps the text's words but may drop a token's brackets, or the end of its id, at a
 * fragment's edge (the id's parts count as words): a token is named by the one mentioned id it
 * begins.
 */
export function namedInSnippet(
  headline: string,
  mentions: readonly string[],
  nameOf: (id: string) => string,
): string {
  return headline.replace(/<?@([0-9a-f]{8}[0-9a-f-]{0,28}|all)>?/g, (token, part: string) => {
    const ids = mentions.filter((id) => id.startsWith(part));
    const [id] = ids;
    if (ids.length !== 1 || !id) return token;
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

/** What a search looks for (the query of GET /chat/search, checked by its contract). */
export interface SearchRequest {
  q?: string | undefined;
  from?: string | undefined;
  in?: string | undefined;
  has?: 'file' | undefined;
  after?: string | undefined;
  before?: string | undefined;
  sort?: TChatSearchSort | undefined;
}

/** Relevance ranks at most this many of the newest matches: a common word stays cheap. */
const RANKED_AT_MOST = 500;
/** A snippet without words found: the message's start, cut at a word near this length. */
const PLAIN_SNIPPET_LENGTH = 160;

/** The start of a text for a snippet when no words were searched for. */
export function leadingSnippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= PLAIN_SNIPPET_LENGTH) return flat;
  const cut = flat.slice(0, PLAIN_SNIPPET_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${space > PLAIN_SNIPPET_LENGTH / 2 ? cut.slice(0, space) : cut} …`;
}

/**
 * Messages of the caller's channels (from its history's start) that hold every word and pass
 * every filter: by relevance when words are given (ts_rank over the newest matches), unless
 * `sort` is 'newest'; newest first otherwise. A filter naming someone or a conversation the caller
 * may not search is refused (./search-filters.ts).
 */
export async function searchMessages(
  ctx: AppContext,
  caller: Caller,
  request: SearchRequest,
  limit = 20,
): Promise<TChatSearchHit[]> {
  const query = request.q ? toPrefixQuery(request.q) : null;
  const hasFilter = Boolean(
    request.from || request.in || request.has || request.after || request.before,
  );
  // Words with nothing searchable in them ("<>!") and no filter find nothing.
  if (!query && !hasFilter) return [];
  if (request.from) await checkSearchAuthor(ctx, caller, request.from);
  if (request.in) await checkSearchChannel(ctx, caller, request.in);
  const conditions: SQL[] = [sql`m.kind = 'text'`, sql`m.deleted_at is null`];
  if (query) conditions.push(sql`m.search_vector @@ to_tsquery('simple', ${query})`);
  if (request.from) {
    conditions.push(
      sql`(m.author_user_id = ${request.from} or m.author_guest_id = ${request.from})`,
    );
  }
  if (request.in) conditions.push(sql`m.channel_id = ${request.in}`);
  if (request.has === 'file') conditions.push(sql`m.attachment_key is not null`);
  // Days are whole UTC days, both ends included.
  if (request.after) {
    conditions.push(sql`m.created_at >= (${request.after}::date)::timestamp at time zone 'UTC'`);
  }
  if (request.before) {
    conditions.push(
      sql`m.created_at < (${request.before}::date + 1)::timestamp at time zone 'UTC'`,
    );
  }
  const isByRelevance = Boolean(query) && request.sort !== 'newest';
  const iso = (column: string) =>
    sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);
  // The matches, newest first (at most RANKED_AT_MOST of them when ranked), then the page.
  const matches = sql`
    select m.id, ${query ? sql`ts_rank(m.search_vector, to_tsquery('simple', ${query}))` : sql`0`}
        as rank, me.history_from_seq
    from chat_messages m
      join chat_members me on me.channel_id = m.channel_id and me.user_id = ${caller.id}
        and m.seq > me.history_from_seq
    where ${sql.join(conditions, sql` and `)}
    order by m.created_at desc, m.seq desc
    limit ${isByRelevance ? RANKED_AT_MOST : limit}`;
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
      found.history_from_seq as "historyFromSeq",
      au.full_name as "authorName", au.profile_image as "authorImage", au.role as "authorRole",
      c.type as "channelType", c.name as "channelName", c.client_privacy as "clientPrivacy",
      (select u.full_name from chat_members p join users u on u.id = p.user_id
        where c.type = 'direct' and p.channel_id = c.id and p.user_id <> ${caller.id} limit 1)
        as "peerName",
      ${
        query
          ? sql`ts_headline('simple', coalesce(m.text, ''), to_tsquery('simple', ${query}), ${HEADLINE_OPTIONS})`
          : sql`coalesce(m.text, '')`
      } as "headline"
    from (${matches}) as found
      join chat_messages m on m.id = found.id
      join chat_channels c on c.id = m.channel_id
      left join users au on au.id = m.author_user_id
    order by ${isByRelevance ? sql`found.rank desc, ` : sql``}m.created_at desc, m.seq desc
    limit ${limit}`,
  );
  // A client reads a private group's clients in its private form (./privacy.ts).
  const audience = audienceOf(caller);
  const hits: (HitRow & {
    message: MessageRow;
    plainText: string | null;
    withNames: (text: string) => string;
  })[] = [];
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
    const nameOf = row.mentions.length
      ? await mentionNamer(ctx.db, row.channelId, named, audience)
      : null;
    const withNames = (text: string) =>
      nameOf ? namedInSnippet(text, row.mentions, nameOf) : text;
    // A markdown message is read without its markup: its snippet is made from its plain text
    // (mention tokens kept, named below as the others).
    const plainText = row.format === 'markdown' ? markdownToPlainText(row.text ?? '') : null;
    hits.push({
      ...row,
      headline: plainText ?? row.headline,
      plainText,
      withNames,
      message: formed,
    });
  }
  // Words found: the markdown messages' snippets around them, from their plain texts (one query).
  const plainOnes = hits.filter((hit) => hit.plainText !== null);
  if (query && plainOnes.length > 0) {
    const headlines = await rawQuery<{ headline: string }[]>(
      ctx.db,
      sql`select ts_headline('simple', x.text, to_tsquery('simple', ${query}), ${HEADLINE_OPTIONS})
          as "headline"
        from unnest(${sql.raw('ARRAY[')}${sql.join(
          plainOnes.map((hit) => sql`${hit.plainText}`),
          sql`, `,
        )}${sql.raw(']::text[]')}) with ordinality as x(text, position)
        order by x.position`,
    );
    plainOnes.forEach((hit, index) => {
      hit.headline = headlines.rows[index]?.headline ?? '';
    });
  }
  for (const hit of hits) {
    // The snippet names the people mentioned as the caller reads them, never by their token;
    // without words, it is the text's start (an attachment alone: its file's name).
    const named = hit.withNames(hit.headline);
    hit.headline = query ? named : leadingSnippet(named) || (hit.attachmentName ?? '');
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
