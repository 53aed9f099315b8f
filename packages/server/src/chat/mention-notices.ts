import { sql } from 'drizzle-orm';

import { MENTION_ALL, type TRole } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { rawQuery } from '../db/raw-query.ts';
import { notifyAll } from '../notifications/notify.ts';
import type { MessageRow } from './message-rows.ts';
import { byAudience, channelLink, mentionGroupKey } from './message-notices.ts';
import { idList } from './mentions.ts';

/**
 * Tells the people a message mentions (`mentioned`: its ids, or only those an edit added; 'all':
 * every account member but the author), at once and even when they muted the conversation: a
 * 'chat-mention' notification of its own (its switches are the person's), one per channel until
 * read. Whoever has the conversation open in a visible tab is not told; for them the message
 * gets no plain notice either (./message-notices.ts), so nobody hears of one message twice.
 * Names follow the reader's form (./privacy.ts): a client reads another client of a private
 * group as "Maya L.", in the title and in the mentions of the excerpt.
 */
export async function noticeMentions(
  ctx: AppContext,
  row: MessageRow,
  mentioned: readonly string[],
): Promise<void> {
  if (mentioned.length === 0 || row.deletedAt) return;
  const everyone = mentioned.includes(MENTION_ALL);
  const result = await rawQuery<{ userId: string; role: TRole; channelName: string | null }[]>(
    ctx.db,
    sql`
    select m.user_id as "userId", u.role as "role", c.name as "channelName"
    from chat_members m join chat_channels c on c.id = m.channel_id
      join users u on u.id = m.user_id
    where m.channel_id = ${row.channelId} and m.user_id is distinct from ${row.authorUserId}
      and (${everyone}::boolean or m.user_id::text in ${idList(mentioned)})`,
  );
  if (result.rows.length === 0) return;
  const channelName = result.rows[0]?.channelName ?? null;
  const looking = await ctx.chat.rooms.lookingAt(row.channelId);
  const away = result.rows.filter((recipient) => !looking.has(recipient.userId));
  await byAudience(ctx, row, away, ({ userIds, author, excerpt }) => {
    const title = channelName
      ? `${author} mentioned you in ${channelName}`
      : `${author} mentioned you`;
    return notifyAll(ctx, userIds, {
      type: 'chat-mention',
      title,
      message: excerpt,
      link: channelLink(row.channelId),
      groupKey: mentionGroupKey(row.channelId),
      email: 'if-unread',
      // The title names who and where, never words of the message.
      withoutText: { title, message: 'Open the conversation to read it.' },
    });
  });
}
