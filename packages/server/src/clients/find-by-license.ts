import { and, eq, or, sql } from 'drizzle-orm';

import type { Db } from '../db/database.ts';
import { clients, users, type ClientRow, type UserRow } from '../db/schema.ts';

/**
 * The client record with this license number (case-insensitive), its provider's name, and its
 * client account if any: the linked one, or a client account made earlier with the record's
 * e-mail. Only client accounts count, so a record can never point at a provider or the superadmin.
 */
export async function findClientByLicense(
  db: Db,
  licenseNo: string,
): Promise<{ record: ClientRow; providerName: string; account: UserRow | undefined } | undefined> {
  const [found] = await db
    .select({ record: clients, providerName: users.fullName })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.providerId))
    .where(sql`lower(${clients.licenseNo}) = lower(${licenseNo})`)
    .limit(1);
  if (!found) return undefined;
  const { record, providerName } = found;
  const sameAccount = record.userId
    ? or(eq(users.id, record.userId), eq(users.email, record.email))
    : eq(users.email, record.email);
  const [account] = await db
    .select()
    .from(users)
    .where(and(sameAccount, eq(users.role, 'client')))
    .limit(1);
  return { record, providerName, account };
}
