/*
 * Chat's values and limits (issue 13), without a schema: the app's screens import them from
 * '@portal/contracts/constants' without loading zod.
 */

export const CHANNEL_TYPES = ['direct', 'group'] as const;
export type TChannelType = (typeof CHANNEL_TYPES)[number];

/**
 * What a message is: a person's text (with or without an attachment), an event of the channel
 * written by the server (created, renamed, members changed), or a document card (documents issue).
 */
export const MESSAGE_KINDS = ['text', 'system', 'document'] as const;
export type TMessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * How a message's text is read (issue 37): 'plain' as written (every message sent before
 * formatting came, so an old "*" never turns into italics), 'markdown' in the chat's subset
 * (./markdown.ts: bold, italic, code, code blocks, lists, quotes, links), every message since.
 */
export const MESSAGE_FORMATS = ['plain', 'markdown'] as const;
export type TMessageFormat = (typeof MESSAGE_FORMATS)[number];

/** How search results are ordered: by relevance (ts_rank), or the newest first. */
export const CHAT_SEARCH_SORTS = ['relevance', 'newest'] as const;
export type TChatSearchSort = (typeof CHAT_SEARCH_SORTS)[number];

/** Who wrote a message: an account, a guest of the channel (invitation link), or a deleted account. */
export const AUTHOR_KINDS = ['user', 'guest', 'deleted'] as const;
export type TAuthorKind = (typeof AUTHOR_KINDS)[number];

/** The events of a channel that the server writes into it as system messages. */
export const CHANNEL_EVENTS = [
  'created',
  'renamed',
  'added',
  'removed',
  'left',
  'privacy',
  /** A guest joined by an invitation link: actorId and memberIds[0] are the guest's id. */
  'guest-joined',
] as const;
export type TChannelEvent = (typeof CHANNEL_EVENTS)[number];

export const CHAT_MESSAGE_MAX_LENGTH = 4000;
export const CHANNEL_NAME_MAX_LENGTH = 80;
/** What everyone reads in place of a deleted message. */
export const DELETED_MESSAGE_TEXT = 'This message was deleted';
/** How a deleted account signs the messages it leaves behind. */
export const DELETED_USER_NAME = 'Deleted user';
/** The file part of an attachment upload, and what it may be (checked on the bytes). */
export const CHAT_ATTACHMENT_FIELD = 'attachment';
export const CHAT_ATTACHMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
] as const;
/**
 * The largest attachment the server takes by default (its CHAT_ATTACHMENT_MAX_BYTES): the app
 * refuses a bigger file before sending it.
 */
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The most ids one request may add to a group, and the most people a group may hold. */
export const GROUP_ADD_MAX = 100;
export const GROUP_MAX_MEMBERS = 500;

/**
 * How a group shows its clients to the other clients and guests in it (staff always see everyone
 * in full): 'full' (name and picture) or 'private' (first name and last initial, "Maya L.", an
 * initials avatar). Chosen when creating or editing the group; a group whose owner never chose
 * becomes private once it holds two clients.
 */
export const CLIENT_PRIVACY_FORMS = ['full', 'private'] as const;
export type TClientPrivacy = (typeof CLIENT_PRIVACY_FORMS)[number];

// ---------------------------------------------------------------------------------------------
// Conversations (issue 36): replies, reactions, mentions, pins, seen-by, edit history.

/** The six reactions offered on every message; the picker offers every other emoji. */
export const QUICK_REACTIONS = ['👍', '❤️', '😂', '😮', '😢', '🙏'] as const;
/** The most different emoji one message may carry (a 21st is refused; adding to one is not). */
export const REACTIONS_MAX_PER_MESSAGE = 20;
/** The most messages pinned in one conversation. */
export const PINS_MAX_PER_CHANNEL = 50;
/**
 * Who may pin in a group: every member (guests never), or its owner only. A direct chat: both
 * people.
 */
export const PINS_BY = ['members', 'owner'] as const;
export type TPinsBy = (typeof PINS_BY)[number];
/**
 * How a mention is written in a message's text: `<@id>` for a member (an account), `<@all>` for
 * everyone in a group (its owner only). Shown with the member's current name in the reader's
 * form; the text keeps the id.
 */
export const MENTION_ALL = 'all';
const MENTION_SOURCE = '<@([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|all)>';
/** A mention's token for a member's id (or MENTION_ALL). */
export const mentionToken = (id: string) => `<@${id}>`;
/** The ids a text mentions (MENTION_ALL among them), each once, in order of first mention. */
export function mentionIdsIn(text: string): string[] {
  return [...new Set([...text.matchAll(new RegExp(MENTION_SOURCE, 'g'))].map((m) => m[1] ?? ''))];
}
/**
 * A text cut into its words and its mentions, in order: what the app renders (each mention with
 * the member's current name) and the server writes out in words.
 */
export function splitMentions(text: string): ({ text: string } | { mention: string })[] {
  const parts: ({ text: string } | { mention: string })[] = [];
  let at = 0;
  for (const match of text.matchAll(new RegExp(MENTION_SOURCE, 'g'))) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    parts.push({ mention: match[1] ?? '' });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
/** The most people one message may mention (each is notified). */
export const MENTIONS_MAX_PER_MESSAGE = 20;
/** A reply's quote: the first line of its parent, cut to this many characters. */
export const REPLY_EXCERPT_MAX_LENGTH = 140;
/**
 * What a reply's quote shows: the parent's author and first line, that it was deleted, or
 * nothing of it for a reader whose history starts after it.
 */
export const REPLY_QUOTE_STATES = ['shown', 'deleted', 'before-history'] as const;
export type TReplyQuoteState = (typeof REPLY_QUOTE_STATES)[number];
