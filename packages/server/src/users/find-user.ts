import { eq } from 'drizzle-orm';

import type { Db } from '../db/database.ts';
import { users, type UserRow } from '../db/schema.ts';
import { forbidden, notFound } from '../lib/http-error.ts';

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export const NO_USER = 'No user has this id.';

export async function requireUser(db: Db, id: string): Promise<UserRow> {
  const row = await findUserById(db, id);
  if (!row) throw notFound(NO_USER);
  return row;
}

/** The target of a superadmin action: it must exist and must not be a superadmin account. */
export async function requireAdminTarget(db: Db, id: string): Promise<UserRow> {
  const row = await requireUser(db, id);
  if (row.role === 'superadmin')
    throw forbidden('A superadmin account cannot be changed this way.');
  return row;
}
