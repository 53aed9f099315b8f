import { sql } from 'drizzle-orm';

import { MENTION_ALL, markdownToPlainText, type TRole } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { mailAwayGuests } from '../invitations/away-mail.ts';
import { notifyAll, readGroup } from '../notifications/notify.ts';
import type { MessageRow } from './message-rows.ts';
import { mentionsInWords } from './mentions.ts';
import { audienceFor, mentionNamer, type Audience } from './privacy.ts';
import { rawQuery } from '../db/raw-query.ts';

/** The longest excerpt of a message a notification (and its e-mail) carries. */
const EXCERPT_LENGTH = 140;

/** One notification per channel and person until it is read: the key that gathers them. */
export const chatGroupKey = (channelId: string) => `chat:${channelId}`;
/** The same for mentions (./mention-notices.ts): a notification type of its own. */
export const mentionGroupKey = (channelId: string) => `chat-mention:${channelId}`;

/** Where a notification about a channel leads: the chat page with the channel open. */
export const channelLink = (channelId: string) => `/chat?channel=${channelId}`;

/**
 * A message in words for a notification, its mentions named as the reader may read them; a
 * Markdown message's without its markup (a plain one's "*" stays: it was never markup).
 */
export function noticeExcerpt(row: MessageRow, nameOf: (id: string) => string): string {
  if (row.encrypted) return 'Sent an encrypted message.';
  if (row.attachmentName && !row.text) return `Sent a file: ${row.attachmentName}`;
  const words = row.format === 'markdown' ? markdownToPlainText(row.text ?? '') : (row.text ?? '');
  const text = mentionsInWords(words, nameOf).replace(/\s+/g, ' ').trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
}

/** A message's author as a notice to this audience names it (./privacy.ts). */
export const noticeAuthor = (row: MessageRow, audience: Audience) =>
  (audience === 'private' ? row.privateForm?.authorName : null) ??
  row.authorName ??
  (row.authorKind === 'guest' ? 'A guest' : 'Someone');

/** Whom the message mentions are told by their own notice (./mention-notices.ts). */
const isMentionedIn = (row: MessageRow, userId: string) =>
  row.mentions.includes(MENTION_ALL) || row.mentions.includes(userId);

/**
 * The members to tell of a message, in one query: accounts other than its author that have not
 * muted the channel and have not read up to it already; and the channel's name.
 */
async function recipientsOf(
  ctx: AppContext,
  row: MessageRow,
): Promise<{ recipients: { userId: string; role: TRole }[]; channelName: string | null }> {
  const result = await rawQuery<{ userId: string; role: TRole; channelName: string | null }[]>(
    ctx.db,
    sql`
    select m.user_id as "userId", u.role as "role", c.name as "channelName"
    from chat_members m join chat_channels c on c.id = m.channel_id
      join users u on u.id = m.user_id
    where m.channel_id = ${row.channelId}
      and m.user_id is distinct from ${row.authorUserId}
      and not m.is_muted and m.last_read_seq < ${row.seq}`,
  );
  return { recipients: result.rows, channelName: result.rows[0]?.channelName ?? null };
}

/**
 * Tells the members not looking at the channel of its latest message: a bounded round. Each is
 * told the author's name in the form it reads it (./privacy.ts).
 */
async function noticeMessage(ctx: AppContext, row: MessageRow): Promise<void> {
  const { recipients, channelName } = await recipientsOf(ctx, row);
  if (recipients.length === 0) return;
  const looking = await ctx.chat.rooms.lookingAt(row.channelId);
  const away = recipients.filter(
    (recipient) => !looking.has(recipient.userId) && !isMentionedIn(row, recipient.userId),
  );
  await byAudience(ctx, row, away, ({ userIds, author, excerpt }) =>
    notifyAll(ctx, userIds, {
      type: 'chat-message',
      title: channelName ? `${author} in ${channelName}` : author,
      message: excerpt,
      link: channelLink(row.channelId),
      groupKey: chatGroupKey(row.channelId),
      email: 'if-unread',
      withoutText: {
        title: `New message from ${author}${channelName ? ` in ${channelName}` : ''}`,
        message: 'Open the conversation to read it.',
      },
    }),
  );
}

/**
 * Tells recipients of a message by audience (./privacy.ts): each gets the author's name and the
 * mentions of the excerpt in the form it reads them.
 */
export async function byAudience(
  ctx: AppContext,
  row: MessageRow,
  recipients: readonly { userId: string; role: TRole }[],
  tell: (audience: { userIds: string[]; author: string; excerpt: string }) => Promise<unknown>,
): Promise<void> {
  for (const audience of ['full', 'private'] as const) {
    const userIds = recipients
      .filter((recipient) => audienceFor(recipient.role) === audience)
      .map((recipient) => recipient.userId);
    if (userIds.length === 0) continue;
    const nameOf = await mentionNamer(
      ctx.db,
      row.channelId,
      row.mentions.filter((id) => id !== MENTION_ALL),
      audience,
    );
    await tell({
      userIds,
      author: noticeAuthor(row, audience),
      excerpt: noticeExcerpt(row, nameOf),
    });
  }
}

/**
 * Notifications of new messages, for the members not looking at the channel. One notification per
 * channel stands until it is read, each new message overwriting the one before; so a channel has
 * at most one round of notices running or due, and the messages stored meanwhile are told once, by
 * their latest, in the next round, at most one round a second (NOTICE_INTERVAL_MS). However fast a
 * busy group writes, its notices cost about one round a second and never queue up.
 */
export interface MessageNotices {
  schedule: (ctx: AppContext, row: MessageRow) => void;
}

/** The least time between two rounds of notices of one busy channel. */
const NOTICE_INTERVAL_MS = 1000;

interface ChannelNotices {
  /** The latest message not yet told, if any. */
  latest: MessageRow | null;
  /** A round is running, or waits for its time. */
  isDue: boolean;
  /** When the next round may begin (one interval after the last one began). */
  nextAt: number;
}

export function createMessageNotices(): MessageNotices {
  const channels = new Map<string, ChannelNotices>();

  const runRound = async (ctx: AppContext, channelId: string, state: ChannelNotices) => {
    // After the turn of the event loop that stored the message (a burst in that turn is told
    // once), and not before the channel's interval is over.
    await new Promise((resolve) => setImmediate(resolve));
    const wait = state.nextAt - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const message = state.latest;
    state.latest = null;
    state.nextAt = Date.now() + NOTICE_INTERVAL_MS;
    try {
      if (!message) return;
      // Guests who are away get one e-mail with a link back (invitations/away-mail.ts).
      ctx.background(() => mailAwayGuests(ctx, message));
      await noticeMessage(ctx, message);
    } finally {
      state.isDue = false;
      // Messages stored while this round ran are told in the next one, one interval after this
      // one began: judged by what is stored, whenever it is, not by what this round's end sees
      // (on a database of one connection, PGlite, the sends wait behind this round's queries).
      if (state.latest) due(ctx, channelId, state);
      else forgetWhenQuiet(channelId, state);
    }
  };

  /** The channel's next round, as background work: a stop and `settle()` wait for it. */
  const due = (ctx: AppContext, channelId: string, state: ChannelNotices) => {
    state.isDue = true;
    ctx.background(() => runRound(ctx, channelId, state));
  };

  /** A channel quiet for an interval needs no state: its next message is told at once. */
  const forgetWhenQuiet = (channelId: string, state: ChannelNotices) => {
    setTimeout(() => {
      const isQuiet = !state.isDue && Date.now() >= state.nextAt;
      if (isQuiet && channels.get(channelId) === state) channels.delete(channelId);
    }, NOTICE_INTERVAL_MS).unref();
  };

  return {
    schedule: (ctx, row) => {
      if (row.kind !== 'text') return;
      let state = channels.get(row.channelId);
      if (!state) {
        state = { latest: null, isDue: false, nextAt: 0 };
        channels.set(row.channelId, state);
      }
      if (!state.latest || state.latest.seq < row.seq) state.latest = row;
      if (!state.isDue) due(ctx, row.channelId, state);
    },
  };
}

/** A person read a channel up to its latest message: its notifications are read too. */
export async function readChannelNotice(
  ctx: AppContext,
  userId: string,
  channelId: string,
): Promise<void> {
  await readGroup(ctx, userId, [chatGroupKey(channelId), mentionGroupKey(channelId)]);
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
