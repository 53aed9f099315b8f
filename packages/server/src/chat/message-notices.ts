import { sql } from 'drizzle-orm';

import type { AppContext } from '../context.ts';
import { mailAwayGuests } from '../invitations/away-mail.ts';
import { notifyAll, readGroup } from '../notifications/notify.ts';
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

/**
 * The members to tell of a message, in one query: accounts other than its author that have not
 * muted the channel and have not read up to it already; and the channel's name.
 */
async function recipientsOf(
  ctx: AppContext,
  row: MessageRow,
): Promise<{ userIds: string[]; channelName: string | null }> {
  const result = (await ctx.db.execute(sql`
    select m.user_id as "userId", c.name as "channelName"
    from chat_members m join chat_channels c on c.id = m.channel_id
    where m.channel_id = ${row.channelId} and m.user_id is not null
      and m.user_id is distinct from ${row.authorUserId}
      and not m.is_muted and m.last_read_seq < ${row.seq}`)) as unknown as {
    rows: { userId: string; channelName: string | null }[];
  };
  return {
    userIds: result.rows.map((recipient) => recipient.userId),
    channelName: result.rows[0]?.channelName ?? null,
  };
}

/** Tells the members not looking at the channel of its latest message: a bounded round. */
async function noticeMessage(ctx: AppContext, row: MessageRow): Promise<void> {
  const { userIds, channelName } = await recipientsOf(ctx, row);
  if (userIds.length === 0) return;
  const looking = await ctx.chat.rooms.lookingAt(row.channelId);
  const author = row.authorName ?? (row.authorKind === 'guest' ? 'A guest' : 'Someone');
  await notifyAll(
    ctx,
    userIds.filter((userId) => !looking.has(userId)),
    {
      type: 'chat-message',
      title: channelName ? `${author} in ${channelName}` : author,
      message: excerpt(row),
      link: channelLink(row.channelId),
      groupKey: chatGroupKey(row.channelId),
      email: 'if-unread',
    },
  );
}

/**
 * Notifications of new messages, for the members not looking at the channel. One notification per
 * channel stands until it is read, each new message overwriting the one before; so a channel has
 * at most one round of notices running, and the messages stored meanwhile are told once, by their
 * latest, in the round after it, at most one round a second (NOTICE_INTERVAL_MS). However fast a
 * busy group writes, its notices cost about one round a second and never queue up.
 */
export interface MessageNotices {
  schedule: (ctx: AppContext, row: MessageRow) => void;
}

/** The least time between two rounds of notices of one busy channel. */
const NOTICE_INTERVAL_MS = 1000;

export function createMessageNotices(): MessageNotices {
  /** Per channel with a round running or due: the latest message not yet told, if any. */
  const channels = new Map<string, { latest: MessageRow | null }>();

  const runRound = (ctx: AppContext, channelId: string) => {
    const state = channels.get(channelId);
    const message = state?.latest;
    if (!state || !message) {
      channels.delete(channelId);
      return;
    }
    state.latest = null;
    const startedAt = Date.now();
    ctx.background(async () => {
      try {
        await noticeMessage(ctx, message);
      } finally {
        // A channel still busy is told again one interval after this round began, not at once:
        // its members are notified within about a second, and a round costs the same whether it
        // tells one message or fifty. The wait is part of the task, so a stop waits for it.
        const wait = state.latest ? startedAt + NOTICE_INTERVAL_MS - Date.now() : 0;
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        runRound(ctx, channelId);
      }
    });
    // Guests who are away get one e-mail with a link back (invitations/away-mail.ts).
    ctx.background(() => mailAwayGuests(ctx, message));
  };

  return {
    schedule: (ctx, row) => {
      if (row.kind !== 'text') return;
      const state = channels.get(row.channelId);
      if (state) {
        if (!state.latest || state.latest.seq < row.seq) state.latest = row;
        return;
      }
      channels.set(row.channelId, { latest: row });
      // After the turn of the event loop that stored it: a burst in that turn is told once.
      setImmediate(() => runRound(ctx, row.channelId));
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
  try {
    await notifyAll(ctx, input.userIds, {
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
