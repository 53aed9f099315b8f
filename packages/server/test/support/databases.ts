import { randomBytes } from 'node:crypto';

import pg from 'pg';

/**
 * The databases every suite runs against: PGlite always, PostgreSQL too when TEST_DATABASE_URL is
 * set (npm test starts one for its run). Each suite gets a fresh PostgreSQL database, dropped afterwards.
 */
export type DatabaseKind = 'pglite' | 'postgres';

export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * For the suites whose outcome is decided before or beside the SQL (validation of bad and fuzzed
 * input, passwords, tokens, files, the socket handshake): PGlite alone. PGlite is PostgreSQL's own
 * engine; what differs on a PostgreSQL server is the driver, the pool and concurrent connections,
 * which the suites on databaseKinds (access rules, chat, documents, accounts) go through.
 */
export const pgliteOnly: DatabaseKind[] = ['pglite'];

export interface FreshDatabase {
  url: string | undefined;
  drop: () => Promise<void>;
}

export async function freshDatabase(kind: DatabaseKind): Promise<FreshDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (kind === 'pglite' || !adminUrl) return { url: undefined, drop: async () => {} };
  const name = `app_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
