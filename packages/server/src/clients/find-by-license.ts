import { eq, or, sql } from 'drizzle-orm';

import type { Db } from '../db/database.ts';
import { clients, users, type ClientRow, type UserRow } from '../db/schema.ts';

/** The client record with this licence number (case-insensitive), and its account if any. */
export async function findClientByLicense(
  db: Db,
  licenseNo: string,
): Promise<{ record: ClientRow; account: UserRow | undefined } | undefined> {
  const [record] = await db
    .select()
    .from(clients)
    .where(sql`lower(${clients.licenseNo}) = lower(${licenseNo})`)
    .limit(1);
  if (!record) return undefined;
  // The account is the linked one, or one made earlier with the record's e-mail.
  const condition = record.userId
    ? or(eq(users.id, record.userId), eq(users.email, record.email))
    : eq(users.email, record.email);
  const [account] = await db.select().from(users).where(condition).limit(1);
  return { record, account };
}
