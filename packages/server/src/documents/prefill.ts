import { and, desc, eq, or, sql } from 'drizzle-orm';

import type { TDocumentField, TFieldPrefillSource } from '@portal/contracts';

import type { Db } from '../db/database.ts';
import { clients, users } from '../db/schema.ts';

/*
 * Prefilled fields (issue 34): a field with `prefill` starts with a value from the client's record
 * that the document's owner keeps, else from the client's own profile. A locked one keeps it.
 */

/** The values a client's record or profile holds, by prefill source. */
type Sources = Record<TFieldPrefillSource, string | null>;

/**
 * One line, as a value is sent back (values are single-line texts): an address kept on several
 * lines reads "12 Main St, Springfield".
 */
const oneLine = (value: string | number | null) =>
  value === null
    ? null
    : String(value)
        .trim()
        .replace(/\s*[\r\n]+\s*/g, ', ') || null;

const sourcesOf = (row: {
  fullName: string;
  email: string;
  contactNo: string | null;
  address: string | null;
  age: number | null;
}): Sources => ({
  name: oneLine(row.fullName),
  email: oneLine(row.email),
  phone: oneLine(row.contactNo),
  address: oneLine(row.address),
  age: oneLine(row.age),
});

/**
 * The record the provider keeps of this client account (linked by the license sign-up, or carrying
 * the account's e-mail: the same relation as clients/access.ts), the linked one first.
 */
async function recordOf(db: Db, providerId: string, account: { id: string; email: string }) {
  const [record] = await db
    .select({
      fullName: clients.fullName,
      email: clients.email,
      contactNo: clients.contactNo,
      address: clients.address,
      age: clients.age,
    })
    .from(clients)
    .where(
      and(
        eq(clients.providerId, providerId),
        or(eq(clients.userId, account.id), eq(clients.email, account.email)),
      ),
    )
    .orderBy(desc(sql`${clients.userId} is not null`))
    .limit(1);
  return record ?? null;
}

/**
 * The prefill values of a copy's fields, by field id: each source from the provider's record of
 * the client when it holds one, else from the client's profile; a field with nothing to show is
 * left out. Empty when the copy has no prefilled field or its client's account is gone.
 */
export async function prefillOf(
  db: Db,
  copy: { clientId: string | null; fields: readonly TDocumentField[] },
  providerId: string,
): Promise<Record<string, string>> {
  const prefilled = copy.fields.filter((field) => field.prefill);
  if (prefilled.length === 0 || !copy.clientId) return {};
  const [account] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      contactNo: users.contactNo,
      address: users.address,
      age: users.age,
    })
    .from(users)
    .where(eq(users.id, copy.clientId))
    .limit(1);
  if (!account) return {};
  const record = await recordOf(db, providerId, account);
  const profile = sourcesOf(account);
  const kept = record ? sourcesOf(record) : null;
  const values: Record<string, string> = {};
  for (const field of prefilled) {
    const source = field.prefill as TFieldPrefillSource;
    const value = kept?.[source] ?? profile[source];
    if (value) values[field.id] = value;
  }
  return values;
}
