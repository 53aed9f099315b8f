import type { SQL } from 'drizzle-orm';

/** A database or a transaction: what runs a raw statement. */
interface Executes {
  execute: (query: SQL) => PromiseLike<unknown>;
}

/**
 * A raw SQL statement's result, its rows typed as the statement names its columns. The one place
 * where the drivers' untyped answer is cast: PGlite and node-postgres both answer `{ rows }`.
 */
export async function rawQuery<Rows extends unknown[]>(
  db: Executes,
  query: SQL,
): Promise<{ rows: Rows }> {
  return (await db.execute(query)) as { rows: Rows };
}
