import { sql } from 'drizzle-orm';

import { MENTION_ALL, mentionIdsIn, splitMentions, type TChannelType } from '@portal/contracts';

import type { Db } from '../db/database.ts';
import { rawQuery } from '../db/raw-query.ts';
import { fieldError, forbidden } from '../lib/http-error.ts';

/*
 * Mentions (issue 36): a text names a member as `<@id>` (contracts' mentionToken), everyone in a
 * group as `<@all>`. The ids are checked on every send and edit and stored beside the text
 * (`chat_messages.mentions`): what notifies (./mention-notices.ts) and what the reader's highlight
 * reads.
 */

const MENTION_FIELD = 'text';
export const NOT_MENTIONABLE = 'This message mentions someone who is not in this conversation.';
export const ALL_IN_GROUPS_ONLY = 'You can mention everyone only in a group.';
export const ALL_BY_OWNER_ONLY = 'Only the group’s owner can mention everyone.';

/** The ids as a query's list (one JSON parameter, whatever their number). */
export const idList = (ids: readonly string[]) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

/**
 * The ids a text mentions, checked for its author: members of the channel who are accounts
 * (guests are not mentionable), 400 at `text` otherwise; `<@all>` in a group only (400) and by
 * its owner only (403). One query, and none for a text without mentions.
 */
export async function checkedMentions(
  db: Db,
  channelId: string,
  author: { kind: 'user'; userId: string } | { kind: 'guest'; guestId: string },
  text: string | null | undefined,
): Promise<string[]> {
  const ids = mentionIdsIn(text ?? '');
  if (ids.length === 0) return [];
  const people = ids.filter((id) => id !== MENTION_ALL);
  const result = await rawQuery<{ type: TChannelType; ownerId: string | null; members: number }[]>(
    db,
    sql`
    select c.type as "type",
      (select o.user_id from chat_members o where o.channel_id = c.id and o.user_id is not null
        order by o.id limit 1) as "ownerId",
      (select count(*)::int from chat_members m
        where m.channel_id = c.id and m.user_id::text in ${idList(people)}) as "members"
    from chat_channels c where c.id = ${channelId}`,
  );
  const [channel] = result.rows;
  if (!channel || channel.members !== people.length) {
    throw fieldError(400, MENTION_FIELD, NOT_MENTIONABLE);
  }
  if (people.length < ids.length) {
    if (channel.type !== 'group') throw fieldError(400, MENTION_FIELD, ALL_IN_GROUPS_ONLY);
    const isOwner = author.kind === 'user' && author.userId === channel.ownerId;
    if (!isOwner) throw forbidden(ALL_BY_OWNER_ONLY);
  }
  return ids;
}

/**
 * A text with its mentions in words, "@Maya L.", each named as the reader may read it: what
 * leaves the server as words (notifications, search snippets), never the raw token.
 */
export function mentionsInWords(text: string, nameOf: (id: string) => string): string {
  return splitMentions(text)
    .map((part) =>
      'text' in part
        ? part.text
        : `@${part.mention === MENTION_ALL ? 'all' : nameOf(part.mention)}`,
    )
    .join('');
}
