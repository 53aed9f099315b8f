import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import type {
  TChatReaction,
  TPinsBy,
  TChannelType,
  TChatDocumentCard,
  TChatEncryptedBody,
  TChatSystemEvent,
  TClientPrivacy,
  TMessageFormat,
  TMessageKind,
} from '@portal/contracts';

import { users } from './accounts-schema.ts';

/**
 * Chat (issue 13), re-exported by schema.ts. Shaped for what comes next without a migration:
 * members and authors may be guests of the channel (issue 14: `guest_id`, pointing into
 * chat_guests), a message may be a system event or a document card (`kind`, `data`),
 * or a body the server cannot read (`encrypted`, for end-to-end encrypted channels).
 */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const chatChannels = pgTable(
  'chat_channels',
  {
    id: uuid('id').primaryKey(),
    type: text('type').$type<TChannelType>().notNull(),
    /** Groups only. */
    name: text('name'),
    /**
     * Groups: how clients see each other in it (chat/privacy.ts); null while the owner never
     * chose, until the group holds two clients.
     */
    clientPrivacy: text('client_privacy').$type<TClientPrivacy>(),
    /** Direct chats: '<smaller id>:<larger id>'. Its unique index makes one chat per pair, race-safe. */
    directKey: text('direct_key'),
    /**
     * The counter behind `seq`: raised by the same transaction that inserts the message, so the
     * row lock orders concurrent senders (on any process) and a failed insert leaves no gap.
     */
    lastSeq: integer('last_seq').notNull().default(0),
    /** Raised by every new message, edit and deletion: how catch-up finds the changes it missed. */
    lastRev: integer('last_rev').notNull().default(0),
    /** Groups: who may pin, 'members' or 'owner' (its owner chooses). */
    pinsBy: text('pins_by').$type<TPinsBy>().notNull().default('members'),
    /** 'none' now; end-to-end encrypted channels will say so here. */
    encryption: text('encryption').notNull().default('none'),
    createdAt: time('created_at').notNull().defaultNow(),
    /** The latest message's time (the list's order). */
    lastActivityAt: time('last_activity_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_channels_direct_key_unique').on(t.directKey),
    check('chat_channels_client_privacy', sql`${t.clientPrivacy} in ('full', 'private')`),
    check('chat_channels_pins_by', sql`${t.pinsBy} in ('members', 'owner')`),
  ],
);

export const chatMembers = pgTable(
  'chat_members',
  {
    /** Join order: a group's owner is its longest-standing account member (the lowest id). */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id').references(() => chatGuests.id, { onDelete: 'cascade' }),
    /** The member's private marker: its unread count (Mark as unread moves it back). */
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    /** How far it has ever read: what "Seen" and "Seen by" show; never goes back. */
    seenSeq: integer('seen_seq').notNull().default(0),
    /**
     * The member sees the messages after this sequence number: 0 for the whole history, the
     * channel's last one at its arrival for a newcomer the history was not shared with.
     */
    historyFromSeq: integer('history_from_seq').notNull().default(0),
    isMuted: boolean('is_muted').notNull().default(false),
    joinedAt: time('joined_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_members_user_unique').on(t.channelId, t.userId),
    uniqueIndex('chat_members_guest_unique').on(t.channelId, t.guestId),
    index('chat_members_user_idx').on(t.userId),
    check('chat_members_one_kind', sql`(${t.userId} is null) <> (${t.guestId} is null)`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** The channel's revision when the message was stored, and when it last changed. */
    createdRev: integer('created_rev').notNull(),
    rev: integer('rev').notNull(),
    clientId: uuid('client_id'),
    kind: text('kind').$type<TMessageKind>().notNull(),
    /** 'user' (author_user_id; null once the account is deleted), 'guest', or 'system'. */
    authorKind: text('author_kind').$type<'user' | 'guest' | 'system'>().notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorGuestId: uuid('author_guest_id').references(() => chatGuests.id, {
      onDelete: 'set null',
    }),
    /** As written; null once deleted, or when the body is encrypted. */
    text: text('text'),
    /**
     * How the text is read (issue 37): 'markdown' for every message since formatting came; the
     * migration made every older message 'plain', so its "*" stays a "*".
     */
    format: text('format').$type<TMessageFormat>().notNull().default('markdown'),
    encrypted: jsonb('encrypted').$type<TChatEncryptedBody>(),
    /** A system message's event; a document card's reference (documents issue). */
    data: jsonb('data').$type<TChatSystemEvent | TChatDocumentCard>(),
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachmentSize: integer('attachment_size'),
    createdAt: time('created_at').notNull().defaultNow(),
    editedAt: time('edited_at'),
    deletedAt: time('deleted_at'),
    /** The message this one replies to (same channel). */
    replyToId: uuid('reply_to_id'),
    /** Each emoji's reactors in first-use order; changed under the row's lock (chat/reactions.ts). */
    reactions: jsonb('reactions').$type<TChatReaction[]>().notNull().default([]),
    /** The ids the text mentions (`<@id>`), 'all' for everyone. */
    mentions: text('mentions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    pinnedAt: time('pinned_at'),
    pinnedBy: uuid('pinned_by').references(() => users.id, { onDelete: 'set null' }),
    /** Full-text search, language-neutral ('simple': no stemming, any language). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce("text", ''))`,
    ),
  },
  (t) => [
    uniqueIndex('chat_messages_seq_unique').on(t.channelId, t.seq),
    uniqueIndex('chat_messages_client_id_unique').on(t.channelId, t.clientId),
    index('chat_messages_rev_idx').on(t.channelId, t.rev),
    index('chat_messages_author_idx').on(t.authorUserId),
    index('chat_messages_search_idx').using('gin', t.searchVector),
    // A deleted message's replies are found by it (their quotes then say so).
    index('chat_messages_reply_idx')
      .on(t.replyToId)
      .where(sql`${t.replyToId} is not null`),
    index('chat_messages_pinned_idx')
      .on(t.channelId, t.pinnedAt)
      .where(sql`${t.pinnedAt} is not null`),
  ],
);

/** The earlier texts of edited messages (issue 36); deleting the message deletes them. */
export const chatMessageVersions = pgTable(
  'chat_message_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** When this text was written: the message's time, or the edit before. */
    writtenAt: time('written_at').notNull(),
  },
  (t) => [index('chat_message_versions_message_idx').on(t.messageId, t.id)],
);

/** An account's own chat settings; no row: the defaults. */
export const chatPreferences = pgTable('chat_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  readReceipts: boolean('read_receipts').notNull().default(true),
});

/**
 * Invitation links (issue 14). `id` is the link's own random id (128 bits, base64url), never the
 * channel's. A direct invitation has no channel until its first join creates one. A withdrawn
 * (revoked) invitation stays, so that its link can say so and its guests keep their names.
 */
export const chatInvitations = pgTable(
  'chat_invitations',
  {
    id: text('id').primaryKey(),
    type: text('type').$type<TChannelType>().notNull(),
    channelId: uuid('channel_id').references(() => chatChannels.id, { onDelete: 'cascade' }),
    /** The inviter; null once its account is deleted (its invitations then let nobody in). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Lower-case; only this address may join when set. */
    email: text('email'),
    expiresAt: time('expires_at').notNull(),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    /** Whether those who join by it read the conversation from its start (off: from their join). */
    sharesHistory: boolean('shares_history').notNull().default(false),
    revokedAt: time('revoked_at'),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('chat_invitations_channel_idx').on(t.channelId, t.createdAt),
    index('chat_invitations_creator_idx').on(t.createdBy, t.createdAt),
  ],
);

/**
 * A channel's guests: people without an account who joined by an invitation. One row per channel
 * and e-mail (a second join with the same e-mail is the same guest). Their membership is a
 * `chat_members` row with `guest_id`; removing or revoking deletes that row, this one stays with
 * the name their messages are signed with.
 */
export const chatGuests = pgTable(
  'chat_guests',
  {
    id: uuid('id').primaryKey(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    invitationId: text('invitation_id')
      .notNull()
      .references(() => chatInvitations.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    email: text('email').notNull(),
    /** When the "someone replied while you were away" e-mail went; cleared when the guest is back. */
    awayMailedAt: time('away_mailed_at'),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_guests_channel_email_unique').on(t.channelId, t.email),
    index('chat_guests_invitation_idx').on(t.invitationId),
  ],
);

export type ChatChannelRow = typeof chatChannels.$inferSelect;
export type ChatMemberRow = typeof chatMembers.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ChatInvitationRow = typeof chatInvitations.$inferSelect;
export type ChatGuestRow = typeof chatGuests.$inferSelect;
