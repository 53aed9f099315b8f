import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import type {
  TApproveState,
  TClientStatus,
  TGender,
  TNotificationPreferences,
  TNotificationType,
  TRole,
  TUserStatus,
} from '@portal/contracts';

/** The accounts and what hangs on them: users, client records, blocks, resets, codes, audit, notifications. */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    // Stored lower-case; the unique index makes sign-up races safe.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<TRole>().notNull(),
    isApprove: text('is_approve').$type<TApproveState>().notNull().default('pending'),
    status: text('status').$type<TUserStatus>().notNull().default('active'),
    fullName: text('full_name').notNull(),
    gender: text('gender').$type<TGender>(),
    age: integer('age'),
    contactNo: text('contact_no'),
    address: text('address'),
    country: text('country'),
    state: text('state'),
    licenseNo: text('license_no'),
    department: text('department'),
    eSignature: text('e_signature'),
    // Server-chosen file name under DATA_DIR/uploads/profile.
    profileImage: text('profile_image'),
    isAccountCreatedByOwnClient: boolean('is_account_created_by_own_client')
      .notNull()
      .default(false),
    rejectionReason: text('rejection_reason'),
    // Part of every JWT; raising it revokes every token issued before.
    tokenVersion: integer('token_version').notNull().default(0),
    // The authenticator app (issue 33): its secret, sealed (lib/secret-box.ts); when it was
    // confirmed; the last 30-second step a code was accepted for (a code works once); and a
    // secret being set up, until a code confirms it.
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true, mode: 'date' }),
    totpLastStep: integer('totp_last_step'),
    totpPendingSecret: text('totp_pending_secret'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey(),
    // What the practice keeps (docs/server.md): a provider's deletion leaves its records
    // unassigned (null) for the superadmin to give to another provider.
    providerId: uuid('provider_id').references(() => users.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    licenseNo: text('license_no').notNull(),
    gender: text('gender').$type<TGender>(),
    age: integer('age'),
    contactNo: text('contact_no'),
    address: text('address'),
    country: text('country'),
    state: text('state'),
    status: text('status').$type<TClientStatus>().notNull().default('active'),
    isAccountCreatedByOwnClient: boolean('is_account_created_by_own_client')
      .notNull()
      .default(false),
    ...timestamps,
  },
  (t) => [
    // License numbers compare without regard to case, as people type them.
    uniqueIndex('clients_license_no_unique').on(sql`lower(${t.licenseNo})`),
    uniqueIndex('clients_email_unique').on(t.email),
    uniqueIndex('clients_user_id_unique').on(t.userId),
    index('clients_provider_idx').on(t.providerId, t.createdAt),
  ],
);

/** Member blocking for chat: `userId` blocked `memberId`. */
export const blockedMembers = pgTable(
  'blocked_members',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.memberId] })],
);

/** Password reset tokens, stored as SHA-256 hashes; single use. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_resets_token_hash_unique').on(t.tokenHash)],
);

/**
 * One-time codes that prove a person owns a client record's e-mail (license sign-up). Stored as a
 * salted SHA-256: a 6-digit code hashes quickly, but it lives 10 minutes, allows a few tries and is
 * spent once, so a leaked row is worth little. `email` is the address it was sent to: a code stops
 * counting if the provider changes the record's e-mail.
 */
export const licenseCodes = pgTable(
  'license_codes',
  {
    id: uuid('id').primaryKey(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('license_codes_client_idx').on(t.clientId, t.createdAt)],
);

/** Admin actions and sign-ins. No foreign keys: the trail outlives deleted accounts. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    targetId: uuid('target_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The names of the time: a row outlives renames and deletions, and says who it was. */
    actorName: text('actor_name'),
    targetName: text('target_name'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt),
    // The sign-in limits ask whether an account signed in from an address lately.
    index('audit_log_actor_action_idx').on(t.actorId, t.action, t.createdAt),
    // The audit log's filters: a person is the actor or the target of a row; one action.
    index('audit_log_target_idx').on(t.targetId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);

/**
 * Notifications, stored before they are sent. `groupKey` gathers repeated events into one unread
 * notification (a conversation's new messages: one per conversation until it is read). `emailAfter`
 * is when an unread one is mailed; `emailedAt` marks the one process that took it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<TNotificationType>().notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    link: text('link'),
    groupKey: text('group_key'),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    emailAfter: timestamp('email_after', { withTimezone: true, mode: 'date' }),
    emailedAt: timestamp('emailed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_recipient_idx').on(t.recipientId, t.createdAt, t.id),
    uniqueIndex('notifications_unread_group_unique')
      .on(t.recipientId, t.groupKey)
      .where(sql`${t.readAt} is null and ${t.groupKey} is not null`),
    index('notifications_email_due_idx')
      .on(t.emailAfter)
      .where(sql`${t.readAt} is null and ${t.emailedAt} is null and ${t.emailAfter} is not null`),
  ],
);

/** Each person's switches per notification type; absent types use the defaults of contracts. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').$type<Partial<TNotificationPreferences>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
export type ClientRow = typeof clients.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Each sign-in (sessions/sessions.ts): the token names its session (`sid`); a request of an ended
 * session, or of one idle for longer than the practice allows, is refused. Ended sessions are kept
 * (ended_at, why) for the new-device check; they go with the account.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    endedReason: text('ended_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** "Chrome on Linux"; browser family and system apart, for the new-device check. */
    label: text('label').notNull(),
    browser: text('browser'),
    os: text('os'),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.createdAt)],
);
export type SessionRow = typeof sessions.$inferSelect;
