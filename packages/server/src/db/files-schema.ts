import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/*
 * The file store in PostgreSQL (re-exported by schema.ts): one row per file and its bytes in
 * chunks, so that several server processes share every file with nothing else to run. Chunks of
 * 256 KB keep each value small (a 20 MB document is 80 rows) and let a download stream.
 */

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  size: bigint('size', { mode: 'number' }).notNull(),
  chunkCount: integer('chunk_count').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    key: text('key')
      .notNull()
      .references(() => storedFiles.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.seq] })],
);

/** Keys under a folder: `folder/...` (the LIKE prefix, with the folder's own characters escaped). */
export const underFolder = (folder: string) =>
  sql`${storedFiles.key} like ${`${folder.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`}`;
