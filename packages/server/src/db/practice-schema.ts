import { jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/*
 * The practice's own settings (practice/settings.ts), re-exported by schema.ts: one row per
 * setting, and the signing disclosure's versions, each kept as it was written.
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
