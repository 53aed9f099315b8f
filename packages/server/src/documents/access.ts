import { sql } from 'drizzle-orm';

import type { Db } from '../db/database.ts';
import type { ResourceCheck } from '../http/resources.ts';
import type { Caller } from '../lib/caller.ts';
import { rawQuery } from '../db/raw-query.ts';

/*
 * Who works with whom, for documents: the same relation as chat's (src/chat/rules.ts). A client
 * belongs to a provider that keeps its client record: linked to the account by the license
 * sign-up, or with the same e-mail. Only approved, active accounts take part.
 */

export interface Person {
  id: string;
  fullName: string;
}

const ACTIVE = sql`u.is_approve = 'approve' and u.status = 'active'`;

/** Which of these ids are client accounts of the provider (approved, active); by id. */
export async function clientsOfProvider(
  db: Db,
  providerId: string,
  clientIds: readonly string[],
): Promise<Map<string, Person>> {
  if (clientIds.length === 0) return new Map();
  const result = await rawQuery<Person[]>(
    db,
    sql`
    select u.id as "id", u.full_name as "fullName" from users u
    where u.id in (${sql.join(
      clientIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and u.role = 'client' and ${ACTIVE}
      and exists (select 1 from clients c
        where c.provider_id = ${providerId} and (c.user_id = u.id or c.email = u.email))`,
  );
  return new Map(result.rows.map((row) => [row.id, row]));
}

/** The providers that keep the client's record (approved, active), by name. */
export async function providersOfClient(db: Db, client: Caller): Promise<Person[]> {
  const result = await rawQuery<Person[]>(
    db,
    sql`
    select u.id as "id", u.full_name as "fullName" from users u
    where u.role = 'provider' and ${ACTIVE} and u.id in (
      select c.provider_id from clients c where c.user_id = ${client.id} or c.email = ${client.user.email})
    order by u.full_name, u.id`,
  );
  return result.rows;
}

/**
 * Whether the caller is a party to the document: its owner, the provider a client's file is for,
 * or the client of one of its copies. Everyone else (the superadmin included) finds nothing.
 */
export async function isDocumentParty(
  db: Db,
  documentId: string,
  userId: string,
): Promise<boolean> {
  const result = await rawQuery<unknown[]>(
    db,
    sql`
    select 1 as "one" from documents d
    where d.id = ${documentId} and (d.owner_id = ${userId} or d.recipient_id = ${userId}
      or exists (select 1 from document_copies c where c.document_id = d.id and c.client_id = ${userId}))
    limit 1`,
  );
  return result.rows.length > 0;
}

/**
 * `document-party`: a document reaches its parties only. The superadmin oversees through the list
 * only: documents' contents are the parties'.
 */
export const documentParty: ResourceCheck = {
  notFound: 'No document has this id.',
  allows: async (ctx, caller, { id }) =>
    caller.kind === 'account' && Boolean(id) && isDocumentParty(ctx.db, id ?? '', caller.id),
};
