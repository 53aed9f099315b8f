import { sql } from 'drizzle-orm';

import type { AppContext } from '../context.ts';
import { mailAwayGuests } from '../invitations/away-mail.ts';
import { notify, readGroup } from '../notifications/notify.ts';
import type { MessageRow } from './message-rows.ts';

/** The longest excerpt of a message a notification (and its e-mail) carries. */
const EXCERPT_LENGTH = 140;

/** One notification per channel and person until it is read: the key that gathers them. */
export const chatGroupKey = (channelId: string) => `chat:${channelId}`;

/** Where a notification about a channel leads: the chat page with the channel open. */
export const channelLink = (channelId: string) => `/chat?channel=${channelId}`;

function excerpt(row: MessageRow): string {
  if (row.encrypted) return 'Sent an encrypted message.';
  if (row.attachmentName && !row.text) return `Sent a file: ${row.attachmentName}`;
  const text = (row.text ?? '').replace(/\s+/g, ' ').trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
}

interface Recipient {
  userId: string;
  channelName: string | null;
}

/**
 * The members to tell of a message: accounts other than its author that have not muted the channel
 * and have not read up to it already.
 */
async function recipientsOf(ctx: AppContext, row: MessageRow): Promise<Recipient[]> {
  const result = (await ctx.db.execute(sql`
    select m.user_id as "userId", c.name as "channelName"
    from chat_members m join chat_channels c on c.id = m.channel_id
    where m.channel_id = ${row.channelId} and m.user_id is not null
      and m.user_id is distinct from ${row.authorUserId}
      and not m.is_muted and m.last_read_seq < ${row.seq}`)) as unknown as { rows: Recipient[] };
  return result.rows;
}

async function noticeMessage(ctx: AppContext, row: MessageRow): Promise<void> {
  const recipients = await recipientsOf(ctx, row);
  if (recipients.length === 0) return;
  const looking = await ctx.chat.rooms.lookingAt(row.channelId);
  const author = row.authorName ?? (row.authorKind === 'guest' ? 'A guest' : 'Someone');
  for (const { userId, channelName } of recipients) {
    if (looking.has(userId)) continue;
    try {
      await notify(ctx, {
        recipientId: userId,
        type: 'chat-message',
        title: channelName ? `${author} in ${channelName}` : author,
        message: excerpt(row),
        link: channelLink(row.channelId),
        groupKey: chatGroupKey(row.channelId),
        email: 'if-unread',
      });
    } catch (error) {
      ctx.log.error({ err: error, channelId: row.channelId }, 'a chat notification failed');
    }
  }
}

/**
 * Notifications of new messages, for the members not looking at the channel. A burst in one
 * channel is told once, with its latest message, after the turn of the event loop that stored it:
 * one notification per channel stands until it is read, so the earlier ones would be overwritten.
 */
export interface MessageNotices {
  schedule: (ctx: AppContext, row: MessageRow) => void;
}

export function createMessageNotices(): MessageNotices {
  const latest = new Map<string, MessageRow>();
  return {
    schedule: (ctx, row) => {
      if (row.kind !== 'text') return;
      const waiting = latest.get(row.channelId);
      latest.set(row.channelId, waiting && waiting.seq > row.seq ? waiting : row);
      if (waiting) return;
      setImmediate(() => {
        const message = latest.get(row.channelId);
        latest.delete(row.channelId);
        if (!message) return;
        ctx.background(() => noticeMessage(ctx, message));
        // Guests who are away get one e-mail with a link back (invitations/away-mail.ts).
        ctx.background(() => mailAwayGuests(ctx, message));
      });
    },
  };
}

/** A person read a channel up to its latest message: its notification is read too. */
export async function readChannelNotice(
  ctx: AppContext,
  userId: string,
  channelId: string,
): Promise<void> {
  await readGroup(ctx, userId, chatGroupKey(channelId));
}

/** Someone was added to a group, or another person opened a direct chat with them. */
export async function noticeChannelAdded(
  ctx: AppContext,
  input: { channelId: string; actorName: string; channelName: string | null; userIds: string[] },
): Promise<void> {
  for (const recipientId of input.userIds) {
    try {
      await notify(ctx, {
        recipientId,
        type: 'chat-added',
        title: input.channelName
          ? `${input.actorName} added you to ${input.channelName}`
          : `${input.actorName} started a chat with you`,
        message: input.channelName ? 'You can read and write in the group now.' : 'Say hello.',
        link: channelLink(input.channelId),
      });
    } catch (error) {
      ctx.log.error({ err: error, channelId: input.channelId }, 'a chat notification failed');
    }
  }
}
