import fs from 'node:fs';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

import { describeFsError } from '../lib/data-dir.ts';
import * as schema from './schema.ts';

/** The one database type the domain code sees, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL, used by the benchmark to compare with the API. */
  query: (text: string) => Promise<unknown[]>;
  close: () => Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * Opens PostgreSQL when a URL is given, else PGlite persisted in `<dataDir>/db`, and applies the
 * committed migrations before anything else touches the schema.
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Errors of idle pooled connections (server restart, network): logged, never a crash. */
  onConnectionError?: (error: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener an idle client's error (e.g. the server terminated it) is an uncaught
    // exception; the pool replaces the client by itself.
    pool.on('error', (error) => options.onConnectionError?.(error));
    const db = drizzleNodePg({ client: pool, schema });
    await migrateNodePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      query: async (text) => (await pool.query(text)).rows,
      close: () => pool.end(),
    };
  }
  const dir = path.join(options.dataDir, 'db');
  let client: PGlite | undefined;
  let db: ReturnType<typeof drizzlePglite<typeof schema>>;
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    client = await PGlite.create(dir);
    db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client?.close().catch(() => undefined);
    // PGlite can throw values that are not Errors (a full disk printed "[object Object]").
    throw new Error(`The database in ${dir} cannot be opened: ${describeFsError(error)}.`, {
      cause: error,
    });
  }
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    query: async (text) => (await client.query(text)).rows,
    close: () => client.close(),
  };
}

/** A cheap round trip, for the health check. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
