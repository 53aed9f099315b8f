import {
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import { users } from './accounts-schema.ts';

/*
 * The practice's own settings (practice/settings.ts), re-exported by schema.ts: one row per
 * setting, the signing disclosure's versions, each kept as it was written, and the clients'
 * acceptances of them (documents/signing-consent.ts).
 */

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const practiceSettings = pgTable('practice_settings', {
  /** The setting's name, e.g. 'attachSignedPdf'. */
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: time('updated_at').notNull().defaultNow(),
  /** No foreign key: the setting outlives the account that changed it (the audit log says who). */
  updatedBy: uuid('updated_by'),
});

export const signingDisclosures = pgTable('signing_disclosures', {
  /** 1, 2, 3, ...: a new text is a new version; none is ever changed. */
  version: serial('version').primaryKey(),
  text: text('text').notNull(),
  createdAt: time('created_at').notNull().defaultNow(),
  createdBy: uuid('created_by'),
});

/**
 * Each client's acceptance of a disclosure version: once per client and version, with where it
 * came from. Gone with the account; each copy it signed keeps the consent in its own trail.
 */
export const signingConsents = pgTable(
  'signing_consents',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version')
      .notNull()
      .references(() => signingDisclosures.version),
    acceptedAt: time('accepted_at').notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.version] })],
);
