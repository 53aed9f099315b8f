import { sql } from 'drizzle-orm';

import type { TMessageVersionsResponse } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { rawQuery } from '../db/raw-query.ts';
import type { Caller, GuestCaller } from '../lib/caller.ts';
import { notFound } from '../lib/http-error.ts';
import { memberCondition } from './access.ts';

const NO_MESSAGE = 'No message has this id.';

/**
 * The earlier texts of a message (issue 36), oldest first: each edit keeps the text it replaced
 * (messages.ts), deleting the message deletes them. For the channel's members and its guest, and
 * only a message inside the caller's reading window (./history.ts): 404 otherwise, as for a
 * message of another channel. Mention tokens stay as stored: the app names them.
 */
export async function listMessageVersions(
  ctx: AppContext,
  caller: Caller | GuestCaller,
  channelId: string,
  messageId: string,
): Promise<TMessageVersionsResponse['data']> {
  const result = await rawQuery<{ text: string | null; writtenAt: string | null }[]>(
    ctx.db,
    sql`
    select v.text as "text",
      to_char(v.written_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "writtenAt"
    from chat_messages m
      join chat_members me on me.channel_id = m.channel_id and ${memberCondition(caller)}
      left join chat_message_versions v on v.message_id = m.id
    where m.id = ${messageId} and m.channel_id = ${channelId} and m.seq > me.history_from_seq
    order by v.id`,
  );
  if (result.rows.length === 0) throw notFound(NO_MESSAGE);
  return result.rows.flatMap(({ text, writtenAt }) =>
    // In milliseconds, as every other time the API answers.
    text !== null && writtenAt !== null
      ? [{ text, writtenAt: new Date(writtenAt).toISOString() }]
      : [],
  );
}
