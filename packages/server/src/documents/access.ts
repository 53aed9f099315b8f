import { and, eq, sql } from 'drizzle-orm';

import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { rawQuery } from '../db/raw-query.ts';
import { documentCopies } from '../db/schema.ts';
import { isClientOf, providersOf } from '../clients/access.ts';
import type { ResourceCheck } from '../http/resources.ts';
import type { Caller } from '../lib/caller.ts';
import { notFound } from '../lib/http-error.ts';
import { findDocument, type DocumentView } from './queries.ts';

/*
 * Who reaches what, for documents. Who works with whom: the same relation as chat's
 * (src/chat/rules.ts): a client belongs to a provider that keeps its client record, linked to the
 * account by the license sign-up or with the same e-mail; only approved, active accounts take
 * part. Who reaches a document: its parties (reachDocument), decided once per request.
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
      and ${isClientOf(providerId, sql`u`)}`,
  );
  return new Map(result.rows.map((row) => [row.id, row]));
}

/** The providers that keep the client's record (approved, active), by name. */
export async function providersOfClient(db: Db, client: Caller): Promise<Person[]> {
  const result = await rawQuery<Person[]>(
    db,
    sql`
    select u.id as "id", u.full_name as "fullName" from users u
    where u.role = 'provider' and ${ACTIVE} and u.id in ${providersOf(client)}
    order by u.full_name, u.id`,
  );
  return result.rows;
}

export const NO_DOCUMENT = 'No document has this id.';

/**
 * How the caller stands to a document: who added it, the provider a client's file is for, a
 * client with a copy, or a provider reading (and sending) a practice template.
 */
export type DocumentRelation = 'owner' | 'recipient' | 'copy-client' | 'template-reader';

/** A document as one of its parties reaches it. */
export interface ReachedDocument extends DocumentView {
  relation: DocumentRelation;
}

async function relationTo(
  db: Db,
  view: DocumentView,
  caller: Caller,
): Promise<DocumentRelation | null> {
  const callerId = caller.id;
  if (view.row.kind === 'template') {
    // A template has no copies and no recipient: its owner, and every provider for a practice
    // template (a caller is an approved, active account: http/authenticate.ts). Clients and the
    // superadmin reach no one else's template.
    if (view.row.ownerId === callerId) return 'owner';
    return view.row.practiceWide && caller.role === 'provider' ? 'template-reader' : null;
  }
  if (view.row.ownerId === callerId) return 'owner';
  if (view.row.recipientId === callerId) return 'recipient';
  const [copy] = await db
    .select({ id: documentCopies.id })
    .from(documentCopies)
    .where(and(eq(documentCopies.documentId, view.row.id), eq(documentCopies.clientId, callerId)))
    .limit(1);
  return copy ? 'copy-client' : null;
}

/*
 * Decided once per request: the endpoint's `document-party` rule asks first, the domain function
 * asks again for the document and the caller's relation and gets the same answer, unread. The
 * caller object lives for one request, so the answers go with it.
 */
const decided = new WeakMap<Caller, Map<string, Promise<ReachedDocument | null>>>();

/**
 * The document with the caller's relation to it, or null when the caller is not a party to it:
 * its owner, the provider a client's file is for, or the client of one of its copies; a practice
 * template reaches every provider too. Everyone else (the superadmin included) finds nothing.
 */
export function reachDocument(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
): Promise<ReachedDocument | null> {
  const answers = decided.get(caller) ?? new Map<string, Promise<ReachedDocument | null>>();
  decided.set(caller, answers);
  let answer = answers.get(documentId);
  if (!answer) {
    answer = (async () => {
      const view = await findDocument(ctx.db, documentId);
      const relation = view && (await relationTo(ctx.db, view, caller));
      return view && relation ? { ...view, relation } : null;
    })();
    answers.set(documentId, answer);
  }
  return answer;
}

/** The document the caller is a party to; 404 otherwise, as if it did not exist. */
export async function documentOf(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
): Promise<ReachedDocument> {
  const reached = await reachDocument(ctx, caller, documentId);
  if (!reached) throw notFound(NO_DOCUMENT);
  return reached;
}

/**
 * `document-party`: a document reaches its parties only. The superadmin oversees through the list
 * only: documents' contents are the parties'.
 */
export const documentParty: ResourceCheck = {
  notFound: NO_DOCUMENT,
  allows: async (ctx, caller, { id }) =>
    caller.kind === 'account' &&
    Boolean(id) &&
    (await reachDocument(ctx, caller, id ?? '')) !== null,
};
