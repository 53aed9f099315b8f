import { z } from 'zod';

import { ZChatDocumentCard } from '../documents/schemas.ts';
import { ZId, ZIsoTime, textField } from '../shared/fields.ts';
import { ROLES } from '../users/constants.ts';
import {
  CHANNEL_TYPES,
  MESSAGE_KINDS,
  MESSAGE_FORMATS,
  CHAT_SEARCH_SORTS,
  AUTHOR_KINDS,
  CHANNEL_EVENTS,
  CHAT_MESSAGE_MAX_LENGTH,
  CHANNEL_NAME_MAX_LENGTH,
  CHAT_ATTACHMENT_TYPES,
  GROUP_ADD_MAX,
  CLIENT_PRIVACY_FORMS,
  MENTIONS_MAX_PER_MESSAGE,
  PINS_BY,
  REPLY_QUOTE_STATES,
  mentionIdsIn,
} from './constants.ts';

/*
 * Chat (issue 13): direct and group channels, their members and messages. Requests are strict and
 * checked by the server before anything runs; answers describe what the server sends, and the
 * same message shape travels over HTTP and in the socket events.
 */

/**
 * A message's text: 1-4,000 characters, stored exactly as written (spaces and line breaks too),
 * mentioning at most 20 people (`<@id>`, constants.ts; the server checks each is a member).
 */
export const ZMessageText = textField({
  min: 1,
  max: CHAT_MESSAGE_MAX_LENGTH,
  multiline: true,
  keepAsWritten: true,
}).refine((text) => mentionIdsIn(text).length <= MENTIONS_MAX_PER_MESSAGE, {
  message: `may mention at most ${MENTIONS_MAX_PER_MESSAGE} people`,
});

/** Who may pin in a group (constants.ts). */
export const ZPinsBy = z.enum(PINS_BY, { message: "must be 'members' or 'owner'" });

/** One emoji (as Unicode writes it, skin tone and all): a reaction. */
export const ZReactionEmoji = z
  .string({ message: 'must be one emoji' })
  .max(32, { message: 'must be one emoji' })
  .regex(new RegExp('^\\p{RGI_Emoji}$', 'v'), { message: 'must be one emoji' });

/** A group's name: 1-80 characters on one line. */
export const ZChannelName = textField({ min: 1, max: CHANNEL_NAME_MAX_LENGTH });

/** How the group shows clients to the other clients and guests in it (constants.ts). */
export const ZClientPrivacy = z.enum(CLIENT_PRIVACY_FORMS, {
  message: "must be 'full' or 'private'",
});

/** A sequence number as a query value: digits only. */
const ZSeqText = z
  .string({ message: 'must be a whole number' })
  .regex(/^\d{1,10}$/, { message: 'must be a whole number' })
  .transform(Number)
  .pipe(z.number().int().max(2_147_483_647, { message: 'is too large' }));

const ZLimitText = (max: number) =>
  z
    .string({ message: 'must be a whole number' })
    .regex(/^\d{1,4}$/, { message: 'must be a whole number' })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, { message: 'must be at least 1' })
        .max(max, { message: `must be at most ${max}` }),
    );

// ---------------------------------------------------------------------------------------------
// Requests

export const ZCreateChannelRequest = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('direct'), memberId: ZId }),
    z.strictObject({
      type: z.literal('group'),
      name: ZChannelName,
      memberIds: z
        .array(ZId)
        .max(GROUP_ADD_MAX, { message: `must list at most ${GROUP_ADD_MAX} people` })
        .default([]),
      /** Unset: full until the group holds two clients, then private (the owner is told). */
      clientPrivacy: ZClientPrivacy.optional(),
    }),
  ],
  { message: "type must be 'direct' or 'group'" },
);
export type TCreateChannelRequest = z.input<typeof ZCreateChannelRequest>;

/**
 * A rename and the clients' privacy form (the group's owner), and the caller's own mute switch: at
 * least one of them.
 */
export const ZUpdateChannelRequest = z
  .strictObject({
    name: ZChannelName.optional(),
    clientPrivacy: ZClientPrivacy.optional(),
    /** Who may pin (the group's owner). */
    pinsBy: ZPinsBy.optional(),
    isMuted: z.boolean().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: 'Send at least one field.' });
export type TUpdateChannelRequest = z.input<typeof ZUpdateChannelRequest>;

export const ZAddMembersRequest = z.strictObject({
  memberIds: z
    .array(ZId)
    .min(1, { message: 'must list at least one person' })
    .max(GROUP_ADD_MAX, { message: `must list at most ${GROUP_ADD_MAX} people` }),
  /** Whether the newcomers read the messages written before they came (default: no). */
  shareHistory: z.boolean({ message: 'must be true or false' }).optional(),
});
export type TAddMembersRequest = z.input<typeof ZAddMembersRequest>;

export const ZChannelParams = z.strictObject({ id: ZId });
export const ZChannelMemberParams = z.strictObject({ id: ZId, memberId: ZId });
export const ZChannelMessageParams = z.strictObject({ id: ZId, messageId: ZId });

/**
 * A page of messages: the latest ones (neither cursor), the ones after a sequence number (catching
 * up; edits and deletions of earlier messages made since come in `updates`), or older history
 * before one.
 */
export const ZMessageListQuery = z
  .strictObject({
    after: ZSeqText.optional(),
    before: ZSeqText.optional(),
    limit: ZLimitText(200).optional(),
  })
  .refine((value) => value.after === undefined || value.before === undefined, {
    message: 'Send either after or before, not both.',
  });
export type TMessageListQuery = z.input<typeof ZMessageListQuery>;

export const ZSendMessageRequest = z.strictObject({
  text: ZMessageText,
  /** Chosen by the sender (a UUID) before the first try: a retry with it never stores twice. */
  clientId: ZId,
  /** The message this one replies to: one of the same conversation that the sender can read. */
  replyToId: ZId.optional(),
});
export type TSendMessageRequest = z.input<typeof ZSendMessageRequest>;

/** The text parts of an attachment upload; the file is the part `attachment`. */
export const ZSendAttachmentFields = z.strictObject({
  clientId: ZId,
  text: textField({
    max: CHAT_MESSAGE_MAX_LENGTH,
    multiline: true,
    keepAsWritten: true,
  })
    .refine((text) => mentionIdsIn(text).length <= MENTIONS_MAX_PER_MESSAGE, {
      message: `may mention at most ${MENTIONS_MAX_PER_MESSAGE} people`,
    })
    .optional(),
  replyToId: ZId.optional(),
});
export type TSendAttachmentFields = z.input<typeof ZSendAttachmentFields>;

export const ZEditMessageRequest = z.strictObject({ text: ZMessageText });
export type TEditMessageRequest = z.input<typeof ZEditMessageRequest>;

/**
 * The caller's reaction with one emoji, on or off. A state, not a toggle: two tabs sending the
 * same click agree, and the last word wins.
 */
export const ZSetReactionRequest = z.strictObject({
  emoji: ZReactionEmoji,
  reacted: z.boolean({ message: 'must be true or false' }),
});
export type TSetReactionRequest = z.input<typeof ZSetReactionRequest>;

/** The caller's own chat settings. */
export const ZChatSettings = z
  .object({
    /**
     * Whether others see how far the caller has read ("Seen", "Seen by 3"). Off: the caller
     * appears in no "Seen" and sees none; its unread counts work as before.
     */
    readReceipts: z.boolean(),
  })
  .meta({ id: 'ChatSettings' });
export type TChatSettings = z.output<typeof ZChatSettings>;

export const ZUpdateChatSettingsRequest = z.strictObject({
  readReceipts: z.boolean({ message: 'must be true or false' }),
});
export type TUpdateChatSettingsRequest = z.input<typeof ZUpdateChatSettingsRequest>;

export const ZMarkReadRequest = z.strictObject({
  seq: z
    .number({ message: 'must be a whole number' })
    .int({ message: 'must be a whole number' })
    .min(0, { message: 'must be at least 0' })
    .max(2_147_483_647, { message: 'is too large' }),
});
export type TMarkReadRequest = z.input<typeof ZMarkReadRequest>;

/** A day as YYYY-MM-DD (a real one), as search filters take it. */
const ZSearchDay = z.string().refine(
  (day) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
    // "2026-02-30" is no day: its Date is another day, or invalid (toISOString would throw).
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  },
  { message: 'must be a date as YYYY-MM-DD' },
);

/**
 * A search (issue 37): words (each a prefix, all must match) and filters, combinable; at least
 * one of them. `from`: an author the caller may see (an account's or a guest's id); `in`: one of
 * the caller's conversations; `has=file`: with an attachment; `after`/`before`: days (the
 * caller's UTC day bounds, inclusive). Ordered by relevance unless `sort=newest`.
 */
export const ZChatSearchQuery = z
  .strictObject({
    q: textField({ max: 200 }).optional(),
    from: ZId.optional(),
    in: ZId.optional(),
    has: z.enum(['file'], { message: 'must be file' }).optional(),
    after: ZSearchDay.optional(),
    before: ZSearchDay.optional(),
    sort: z.enum(CHAT_SEARCH_SORTS, { message: 'must be relevance or newest' }).optional(),
    limit: ZLimitText(50).optional(),
  })
  .refine(
    (query) =>
      Boolean(
        query.q?.trim() || query.from || query.in || query.has || query.after || query.before,
      ),
    { message: 'must hold words to search for, unless a filter is chosen', path: ['q'] },
  )
  .refine((query) => !query.after || !query.before || query.after <= query.before, {
    message: 'must not be after the “before” day',
    path: ['after'],
  });
export type TChatSearchQuery = z.input<typeof ZChatSearchQuery>;

// ---------------------------------------------------------------------------------------------
// Answers

export const ZChatAuthor = z
  .object({
    kind: z.enum(AUTHOR_KINDS),
    /** The account's or the guest's id; null for a deleted account. */
    id: z.string().nullable(),
    /** 'Deleted user' for a deleted account. */
    name: z.string(),
    profileImage: z.string().nullable(),
  })
  .meta({ id: 'ChatAuthor' });
export type TChatAuthor = z.output<typeof ZChatAuthor>;

export const ZChatAttachment = z
  .object({
    /** The file name as the sender's device gave it. */
    name: z.string(),
    /** The type detected from the bytes. */
    type: z.enum(CHAT_ATTACHMENT_TYPES),
    size: z.number().int(),
    /** Path of the download (members only, with the bearer token). */
    url: z.string(),
  })
  .meta({ id: 'ChatAttachment' });
export type TChatAttachment = z.output<typeof ZChatAttachment>;

/**
 * A body the server cannot read (end-to-end encrypted channels, later): it stores and forwards it
 * as sent. Always null until such channels exist.
 */
export const ZChatEncryptedBody = z
  .object({ algorithm: z.string(), keyId: z.string(), iv: z.string(), ciphertext: z.string() })
  .meta({ id: 'ChatEncryptedBody' });
export type TChatEncryptedBody = z.output<typeof ZChatEncryptedBody>;

/** What a system message records; `text` holds the same in words, with the names of the time. */
export const ZChatSystemEvent = z
  .object({
    event: z.enum(CHANNEL_EVENTS),
    /** Who did it; null when the account is gone. */
    actorId: z.string().nullable(),
    /** Who was added or removed. */
    memberIds: z.array(z.string()),
    /** The group's name after a create or a rename. */
    name: z.string().nullable(),
    /** A 'privacy' event: the clients' form chosen (by `actorId`, or by the rule when null). */
    clientPrivacy: ZClientPrivacy.optional(),
  })
  .meta({ id: 'ChatSystemEvent' });
export type TChatSystemEvent = z.output<typeof ZChatSystemEvent>;

/** What a reply shows of the message it answers. */
export const ZChatReplyQuote = z
  .object({
    /** The parent's id and place: the quote jumps there. */
    id: z.string(),
    seq: z.number().int(),
    /**
     * 'shown': its author and first line; 'deleted': "original deleted"; 'before-history': the
     * reader's history starts after it, so nothing of it is shown.
     */
    state: z.enum(REPLY_QUOTE_STATES),
    /** Null unless shown. */
    author: ZChatAuthor.nullable(),
    /** Its first line, cut to 140 characters ('' for a file without words; '' unless shown). */
    excerpt: z.string(),
    /** Whether it carries a file (shown: "Attachment" when it has no words). */
    hasAttachment: z.boolean(),
  })
  .meta({ id: 'ChatReplyQuote' });
export type TChatReplyQuote = z.output<typeof ZChatReplyQuote>;

/** One emoji's reactions on a message, in the order the emoji were first used. */
export const ZChatReaction = z
  .object({
    emoji: z.string(),
    /** Who reacted (members' and guests' ids, in order): the count and "who" on hover. */
    memberIds: z.array(z.string()),
  })
  .meta({ id: 'ChatReaction' });
export type TChatReaction = z.output<typeof ZChatReaction>;

export const ZChatMessage = z
  .object({
    id: z.string(),
    channelId: z.string(),
    /** 1, 2, 3, ... in each channel, with no gap and no repeat: the order of the conversation. */
    seq: z.number().int(),
    /** The sender's idempotency key, so its tabs can match their pending copy; null for system. */
    clientId: z.string().nullable(),
    kind: z.enum(MESSAGE_KINDS),
    /** Null for system messages. */
    author: ZChatAuthor.nullable(),
    /** As written; '' for an attachment without words; 'This message was deleted' once deleted. */
    text: z.string(),
    /** How `text` is read: 'markdown' (the chat's subset, ./markdown.ts) or 'plain' (older). */
    format: z.enum(MESSAGE_FORMATS),
    encrypted: ZChatEncryptedBody.nullable(),
    attachment: ZChatAttachment.nullable(),
    system: ZChatSystemEvent.nullable(),
    /** A document card (`kind: 'document'`): the copy sent to the client, its status kept live. */
    document: ZChatDocumentCard.nullable(),
    isDeleted: z.boolean(),
    createdAt: ZIsoTime,
    editedAt: ZIsoTime.nullable(),
    /** The message this one replies to; null for a message that is not a reply. */
    replyTo: ZChatReplyQuote.nullable(),
    /** Reactions, empty for none (and once deleted). */
    reactions: z.array(ZChatReaction),
    /** The ids the text mentions (`<@id>`), 'all' for everyone: the reader's highlight. */
    mentions: z.array(z.string()),
    /** When it was pinned, and by whom (an account's id); null when not pinned. */
    pinnedAt: ZIsoTime.nullable(),
    pinnedBy: z.string().nullable(),
  })
  .meta({ id: 'ChatMessage' });
export type TChatMessage = z.output<typeof ZChatMessage>;

export const ZChatPerson = z
  .object({
    id: z.string(),
    fullName: z.string(),
    profileImage: z.string().nullable(),
    role: z.enum(ROLES),
  })
  .meta({ id: 'ChatPerson' });
export type TChatPerson = z.output<typeof ZChatPerson>;

export const ZChatMember = z
  .object({
    id: z.string(),
    kind: z.enum(['user', 'guest']),
    fullName: z.string(),
    profileImage: z.string().nullable(),
    /** Null for a guest. */
    role: z.enum(ROLES).nullable(),
    /** The group's owner: its longest-standing member. */
    isOwner: z.boolean(),
    /**
     * Shown to the caller in the group's private form ("Maya L.", no picture): another client of a
     * private group, seen by a client or a guest. Not a person whose profile the caller may open.
     */
    isPrivateForm: z.boolean(),
    joinedAt: ZIsoTime,
    /**
     * How far the member has seen the conversation (never back: marking a message unread moves
     * only the member's private marker). Null when its read receipts or the caller's are off
     * (the caller's own row always has it).
     */
    seenSeq: z.number().int().nullable(),
    /** Whether the member may be mentioned (accounts; never guests). */
    isMentionable: z.boolean(),
  })
  .meta({ id: 'ChatMember' });
export type TChatMember = z.output<typeof ZChatMember>;

/** A channel as the caller sees it (name, unread count, mute and whether it may post are its own). */
export const ZChatChannel = z
  .object({
    id: z.string(),
    type: z.enum(CHANNEL_TYPES),
    /** The group's name; for a direct chat the other person's name ('Deleted user' when gone). */
    name: z.string(),
    /** Groups: the owner's id. Direct chats: null. */
    ownerId: z.string().nullable(),
    /**
     * Groups: how clients see each other in it; null while the owner never chose (full until
     * it holds two clients). Direct chats: null.
     */
    clientPrivacy: ZClientPrivacy.nullable(),
    /** Direct chats: the other person, or null once that account is deleted. */
    peer: ZChatPerson.nullable(),
    memberCount: z.number().int(),
    /** The sequence number of the channel's latest message (0: none yet). */
    lastSeq: z.number().int(),
    lastReadSeq: z.number().int(),
    /** Messages of others after the caller's read marker (system messages not counted). */
    unreadCount: z.number().int(),
    /**
     * Direct chats: how far the other person has seen ("Seen"); null for groups, and when its
     * read receipts or the caller's are off.
     */
    peerLastReadSeq: z.number().int().nullable(),
    /** Groups: who may pin (its owner chooses). Direct chats: 'members' (both people). */
    pinsBy: ZPinsBy,
    /** How many messages are pinned (that the caller can read). */
    pinCount: z.number().int(),
    lastMessage: ZChatMessage.nullable(),
    isMuted: z.boolean(),
    canPost: z.boolean(),
    /** Why the composer is disabled, for people; null when the caller may post. */
    cannotPostReason: z.string().nullable(),
    createdAt: ZIsoTime,
    /** The latest message's time, or the creation time: the list's order. */
    lastActivityAt: ZIsoTime,
  })
  .meta({ id: 'ChatChannel' });
export type TChatChannel = z.output<typeof ZChatChannel>;

export const ZChatChannelDetail = ZChatChannel.extend({ members: z.array(ZChatMember) }).meta({
  id: 'ChatChannelDetail',
});
export type TChatChannelDetail = z.output<typeof ZChatChannelDetail>;

export const ZChannelListResponse = z.object({
  data: z.array(ZChatChannel),
  /** Unread messages over every channel that is not muted (the tab's title). */
  unreadTotal: z.number().int(),
});
export type TChannelListResponse = z.output<typeof ZChannelListResponse>;

export const ZChannelResponse = z.object({ message: z.string(), data: ZChatChannelDetail });
export type TChannelResponse = z.output<typeof ZChannelResponse>;

export const ZChannelDetailResponse = z.object({ data: ZChatChannelDetail });
export type TChannelDetailResponse = z.output<typeof ZChannelDetailResponse>;

export const ZChannelMembersResponse = z.object({ data: z.array(ZChatMember) });
export type TChannelMembersResponse = z.output<typeof ZChannelMembersResponse>;

export const ZChannelMembersChangeResponse = z.object({
  message: z.string(),
  data: z.array(ZChatMember),
});
export type TChannelMembersChangeResponse = z.output<typeof ZChannelMembersChangeResponse>;

export const ZMessageListResponse = z.object({
  /** In sequence order. */
  data: z.array(ZChatMessage),
  /** With `after`: earlier messages edited or deleted since, to replace the copies held. */
  updates: z.array(ZChatMessage),
  /** The channel's latest sequence number now. */
  lastSeq: z.number().int(),
  /** Whether more messages lie beyond this page in its direction. */
  hasMore: z.boolean(),
});
export type TMessageListResponse = z.output<typeof ZMessageListResponse>;

export const ZChatMessageResponse = z.object({ data: ZChatMessage });
export type TChatMessageResponse = z.output<typeof ZChatMessageResponse>;

export const ZReadMarkerResponse = z.object({
  data: z.object({
    channelId: z.string(),
    lastReadSeq: z.number().int(),
    unreadCount: z.number().int(),
  }),
});
export type TReadMarkerResponse = z.output<typeof ZReadMarkerResponse>;

/** The earlier texts of an edited message, oldest first; its current text is the message's. */
export const ZMessageVersionsResponse = z.object({
  data: z.array(
    z.object({
      text: z.string(),
      /** When this text was written (the message's time for the first one). */
      writtenAt: ZIsoTime,
    }),
  ),
});
export type TMessageVersionsResponse = z.output<typeof ZMessageVersionsResponse>;

/** A conversation's pinned messages the caller can read, the latest pin first. */
export const ZPinnedMessagesResponse = z.object({ data: z.array(ZChatMessage) });
export type TPinnedMessagesResponse = z.output<typeof ZPinnedMessagesResponse>;

export const ZChatSettingsResponse = z.object({ data: ZChatSettings });
export type TChatSettingsResponse = z.output<typeof ZChatSettingsResponse>;

export const ZChatSearchHit = z
  .object({
    message: ZChatMessage,
    channel: z.object({ id: z.string(), type: z.enum(CHANNEL_TYPES), name: z.string() }),
    /** A short plain-text extract around the words found. */
    snippet: z.string(),
    /** Where the found words are in `snippet`: [start, end) in UTF-16 units. */
    highlights: z.array(z.object({ start: z.number().int(), end: z.number().int() })),
  })
  .meta({ id: 'ChatSearchHit' });
export type TChatSearchHit = z.output<typeof ZChatSearchHit>;

export const ZChatSearchResponse = z.object({ data: z.array(ZChatSearchHit) });
export type TChatSearchResponse = z.output<typeof ZChatSearchResponse>;

/** Someone a search may be filtered by (`from`), as the caller sees them. */
export const ZChatSearchPerson = z
  .object({
    /** An account's or a guest's id: the `from` to send. */
    id: z.string(),
    name: z.string(),
    kind: z.enum(['user', 'guest']),
    /** The name is a private group's form ("Maya L."). */
    isPrivateForm: z.boolean(),
  })
  .meta({ id: 'ChatSearchPerson' });
export type TChatSearchPerson = z.output<typeof ZChatSearchPerson>;

export const ZChatSearchPeopleResponse = z.object({ data: z.array(ZChatSearchPerson) });
export type TChatSearchPeopleResponse = z.output<typeof ZChatSearchPeopleResponse>;

export const ZChatContactsResponse = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      fullName: z.string(),
      email: z.string(),
      role: z.enum(ROLES),
      profileImage: z.string().nullable(),
    }),
  ),
});
export type TChatContactsResponse = z.output<typeof ZChatContactsResponse>;

export const ZPresenceResponse = z.object({
  /** The people of the caller's channels who have the app open now. */
  online: z.array(z.string()),
});
export type TPresenceResponse = z.output<typeof ZPresenceResponse>;

// ---------------------------------------------------------------------------------------------
// Socket events (registered in ../api/events.ts)

/**
 * Several new messages of one channel at once, in `seq` order: what a burst becomes (the server
 * gathers the messages it stored in one turn of its event loop into one packet per socket).
 * Handle each like a `chat:message`.
 */
export const ZChatMessagesEvent = z.object({
  channelId: z.string(),
  messages: z.array(ZChatMessage),
});
export type TChatMessagesEvent = z.output<typeof ZChatMessagesEvent>;

/** A channel changed: refetch it (GET /chat/channels/{id}) or drop it ('deleted', 'removed'). */
export const ZChatChannelEvent = z.object({
  action: z.enum(['created', 'updated', 'members-changed', 'deleted', 'removed']),
  channelId: z.string(),
  /** The group's name when the event carries it (created, renamed); null otherwise. */
  name: z.string().nullable(),
});
export type TChatChannelEvent = z.output<typeof ZChatChannelEvent>;

/**
 * The caller's own read marker moved (to its own tabs only): forward when it read, back when it
 * marked a message unread.
 */
export const ZChatReadEvent = z.object({
  channelId: z.string(),
  /** The member who read: an account's or a guest's id. */
  memberId: z.string(),
  seq: z.number().int(),
  /** The marker went back (Mark as unread): take it as it is, do not keep the larger one. */
  isMarkedUnread: z.boolean(),
  /** The caller's unread messages in the channel now. */
  unreadCount: z.number().int(),
});
export type TChatReadEvent = z.output<typeof ZChatReadEvent>;

/**
 * A member has seen the conversation up to `seq` (never back): to the other members whose read
 * receipts are on, when the reader's are on ("Seen", "Seen by 3").
 */
export const ZChatSeenEvent = z.object({
  channelId: z.string(),
  memberId: z.string(),
  seq: z.number().int(),
});
export type TChatSeenEvent = z.output<typeof ZChatSeenEvent>;

/**
 * A message's reactions changed (issue 36): its new reactions, to every member who has the
 * message, and what setReaction answers. Smaller than the message, which does not change.
 */
export const ZChatReactionsEvent = z
  .object({
    channelId: z.string(),
    messageId: z.string(),
    seq: z.number().int(),
    reactions: z.array(ZChatReaction),
  })
  .meta({ id: 'ChatReactionsEvent' });
export type TChatReactionsEvent = z.output<typeof ZChatReactionsEvent>;
export const ZChatReactionsResponse = z.object({ data: ZChatReactionsEvent });

export const ZChatTypingEvent = z.object({ channelId: z.string(), memberId: z.string() });
export type TChatTypingEvent = z.output<typeof ZChatTypingEvent>;

export const ZChatPresenceEvent = z.object({ userId: z.string(), isOnline: z.boolean() });
export type TChatPresenceEvent = z.output<typeof ZChatPresenceEvent>;

/** The channel open in a visible tab, or null: notifications skip what the user is reading. */
export const ZChannelFocusPayload = z.strictObject({ channelId: ZId.nullable() });
export type TChannelFocusPayload = z.input<typeof ZChannelFocusPayload>;

/** Client events: "I am typing here" (throttled), and "put this socket in the channel's room". */
export const ZChatChannelRef = z.strictObject({ channelId: ZId });
export type TChatChannelRef = z.input<typeof ZChatChannelRef>;
