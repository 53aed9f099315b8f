import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  primaryKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

import type {
  TCopyStatus,
  TDocumentEvent,
  TDocumentField,
  TDocumentKind,
  TSendingTrigger,
} from '@portal/contracts';

import { users } from './accounts-schema.ts';

/*
 * Documents (issue 16), re-exported by schema.ts. A document is the original file and, for a form,
 * its fields; each client it is shared with gets a copy (its own status, the fields as sent, and
 * once signed the sealed PDF and its SHA-256). The audit trail outlives accounts (no foreign key
 * on the actor; the name of the time is kept).
 */

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').$type<TDocumentKind>().notNull(),
    /**
     * Who added it: the provider of a form, the client of a file; the practice's account (the
     * superadmin) for a deleted provider's forms. Never deleted with an account by the database
     * (restrict): users/delete-account.ts decides what is kept and what goes, files included.
     */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** A file's provider; null for a form, or once that account is deleted. */
    recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'set null' }),
    recipientName: text('recipient_name'),
    title: text('title').notNull(),
    /** The original in the file store; never changes. */
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    sha256: text('sha256').notNull(),
    pageCount: integer('page_count'),
    fields: jsonb('fields').$type<TDocumentField[]>().notNull().default([]),
    /** A template of the practice (the superadmin's): every provider may send it (issue 35). */
    practiceWide: boolean('practice_wide').notNull().default(false),
    /** A form made by sending a template: that template, while it exists. */
    templateId: uuid('template_id').references((): AnyPgColumn => documents.id, {
      onDelete: 'set null',
    }),
    createdAt: time('created_at').notNull().defaultNow(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('documents_owner_idx').on(t.ownerId, t.createdAt),
    index('documents_recipient_idx').on(t.recipientId),
    index('documents_template_idx').on(t.templateId),
  ],
);

/**
 * An intake packet (issue 35): a provider's ordered set of templates, sent together. At most one
 * of a provider's packets is sent on the approval of its clients' accounts.
 */
export const documentPackets = pgTable(
  'document_packets',
  {
    id: uuid('id').primaryKey(),
    /** Not a record the practice keeps: it goes with its provider. */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sendOnApproval: boolean('send_on_approval').notNull().default(false),
    createdAt: time('created_at').notNull().defaultNow(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('document_packets_owner_idx').on(t.ownerId, t.createdAt),
    uniqueIndex('document_packets_on_approval_unique')
      .on(t.ownerId)
      .where(sql`${t.sendOnApproval}`),
  ],
);

/** A packet's templates, in order; a deleted template leaves the packets that listed it. */
export const documentPacketTemplates = pgTable(
  'document_packet_templates',
  {
    packetId: uuid('packet_id')
      .notNull()
      .references(() => documentPackets.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** 1 = the first the client completes. */
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.packetId, t.templateId] }),
    index('document_packet_templates_template_idx').on(t.templateId),
  ],
);

/**
 * One delivery of a packet to one client: its copies carry its id, and the client sees them as
 * one task. A sending on approval happens once per packet and client (the unique index).
 */
export const documentSendings = pgTable(
  'document_sendings',
  {
    id: uuid('id').primaryKey(),
    packetId: uuid('packet_id').references(() => documentPackets.id, { onDelete: 'set null' }),
    providerId: uuid('provider_id').references(() => users.id, { onDelete: 'set null' }),
    clientId: uuid('client_id').references(() => users.id, { onDelete: 'set null' }),
    /** The packet's title when it was sent. */
    title: text('title').notNull(),
    trigger: text('trigger').$type<TSendingTrigger>().notNull(),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('document_sendings_client_idx').on(t.clientId),
    uniqueIndex('document_sendings_approval_unique')
      .on(t.packetId, t.clientId)
      .where(sql`${t.trigger} = 'approval'`),
  ],
);

export const documentCopies = pgTable(
  'document_copies',
  {
    id: uuid('id').primaryKey(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** The client; null once its account is deleted (the copy stays the provider's record). */
    clientId: uuid('client_id').references(() => users.id, { onDelete: 'set null' }),
    clientName: text('client_name').notNull(),
    status: text('status').$type<TCopyStatus>().notNull().default('sent'),
    /** The fields as they were when the copy was sent. */
    fields: jsonb('fields').$type<TDocumentField[]>().notNull(),
    /** The client's reason to decline, or the provider's note when voiding. */
    reason: text('reason'),
    sentAt: time('sent_at').notNull().defaultNow(),
    viewedAt: time('viewed_at'),
    closedAt: time('closed_at'),
    sealedKey: text('sealed_key'),
    sealedSize: integer('sealed_size'),
    sealedSha256: text('sealed_sha256'),
    /** SHA-256 of the certificate that sealed it (the verify page compares the signer's). */
    sealCertSha256: text('seal_cert_sha256'),
    /**
     * The values sealed in the prefilled fields, by field id: what the copy's detail shows once
     * signed (the client's record may change later; the sealed PDF does not).
     */
    sealedPrefill: jsonb('sealed_prefill').$type<Record<string, string>>(),
    /** The document card in the direct chat of provider and client, kept up to date. */
    chatChannelId: uuid('chat_channel_id'),
    chatMessageId: uuid('chat_message_id'),
    /** When it expires unsigned (issue 35); null: never. */
    dueAt: time('due_at'),
    /** Its reminder schedule (null: none): every so many days, at most so many times. */
    reminderEveryDays: integer('reminder_every_days'),
    reminderMaxCount: integer('reminder_max_count'),
    remindersSent: integer('reminders_sent').notNull().default(0),
    /** When the next reminder is due; null once none is left or the copy closed. */
    nextReminderAt: time('next_reminder_at'),
    /** The packet delivery it belongs to, and its place there (1 = first). */
    sendingId: uuid('sending_id').references(() => documentSendings.id, { onDelete: 'set null' }),
    sendingPosition: integer('sending_position'),
  },
  (t) => [
    index('document_copies_document_idx').on(t.documentId, t.sentAt),
    index('document_copies_client_idx').on(t.clientId),
    index('document_copies_sealed_sha256_idx').on(t.sealedSha256),
    // One open copy per client and document: a race of two shares gives one.
    uniqueIndex('document_copies_open_unique')
      .on(t.documentId, t.clientId)
      .where(sql`${t.status} in ('sent', 'viewed')`),
    index('document_copies_next_reminder_idx')
      .on(t.nextReminderAt)
      .where(sql`${t.status} in ('sent', 'viewed') and ${t.nextReminderAt} is not null`),
    index('document_copies_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} in ('sent', 'viewed') and ${t.dueAt} is not null`),
    index('document_copies_sending_idx').on(t.sendingId),
  ],
);

export const documentEvents = pgTable(
  'document_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** Null for the document's own events (created); a copy's otherwise. */
    copyId: uuid('copy_id').references(() => documentCopies.id, { onDelete: 'cascade' }),
    action: text('action').$type<TDocumentEvent>().notNull(),
    /** No foreign key: the trail outlives the account. Null for the platform's own acts. */
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** What more the event records (a consent: the disclosure's version and when accepted). */
    detail: text('detail'),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('document_events_document_idx').on(t.documentId, t.id),
    index('document_events_copy_idx').on(t.copyId, t.id),
  ],
);

/**
 * The files a client attached to the upload fields of its copy (issue 34): one per field (a new
 * one replaces it), a few per copy. They go with their copy; the bytes are in the file store.
 */
export const documentCopyUploads = pgTable(
  'document_copy_uploads',
  {
    id: uuid('id').primaryKey(),
    copyId: uuid('copy_id')
      .notNull()
      .references(() => documentCopies.id, { onDelete: 'cascade' }),
    fieldId: text('field_id').notNull(),
    fileKey: text('file_key').notNull(),
    /** The name as the client's device gave it, checked (shown, never used as a path). */
    fileName: text('file_name').notNull(),
    /** Detected from the bytes, never the declared type. */
    fileType: text('file_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (t) => [
    // One file per field of a copy: a race of two uploads for one field keeps one.
    uniqueIndex('document_copy_uploads_field_unique').on(t.copyId, t.fieldId),
    index('document_copy_uploads_file_key_idx').on(t.fileKey),
  ],
);

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentCopyRow = typeof documentCopies.$inferSelect;
export type DocumentEventRow = typeof documentEvents.$inferSelect;
export type DocumentPacketRow = typeof documentPackets.$inferSelect;
export type DocumentSendingRow = typeof documentSendings.$inferSelect;
export type DocumentCopyUploadRow = typeof documentCopyUploads.$inferSelect;
