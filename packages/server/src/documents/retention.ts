import { and, eq, inArray, notExists, sql } from 'drizzle-orm';

import { OPEN_COPY_STATUSES } from '@portal/contracts';

import type { Db } from '../db/database.ts';
import { rawQuery } from '../db/raw-query.ts';
import { documentCopies, documentEvents, documents, users } from '../db/schema.ts';
import { isClientOf } from '../clients/access.ts';
import { PLATFORM, eventValues } from './audit.ts';

/*
 * What the practice keeps when an account is deleted (docs/server.md, "What the practice keeps").
 * Called in the deletion's transaction, before the account's row goes: the database refuses to
 * delete an account that still owns documents (documents.owner_id restricts), so nothing is lost
 * by accident. Answers the stored files to remove once the transaction committed. A copy is never
 * deleted here: its files (the sealed PDF, and those its client attached to its upload fields,
 * issue 34) stay with it, signed or voided.
 */

const PROVIDER_GONE = 'The provider’s account was deleted.';
const CLIENT_GONE = 'The client’s account was deleted.';

/** Open copies of these documents (or of this client) end as voided, with why, in the trail. */
async function voidOpenCopies(
  tx: Db,
  where: ReturnType<typeof and>,
  reason: string,
): Promise<void> {
  const voided = await tx
    .update(documentCopies)
    .set({ status: 'voided', reason, closedAt: new Date() })
    .where(and(inArray(documentCopies.status, [...OPEN_COPY_STATUSES]), where))
    .returning({ id: documentCopies.id, documentId: documentCopies.documentId });
  if (voided.length === 0) return;
  await tx
    .insert(documentEvents)
    .values(voided.map((copy) => eventValues(copy.documentId, copy.id, 'voided', PLATFORM)));
}

/** The practice's account, which holds what a deleted provider leaves: the first superadmin. */
async function practiceAccount(tx: Db): Promise<string> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'superadmin'))
    .orderBy(users.createdAt)
    .limit(1);
  if (!row) throw new Error('the practice has no superadmin account to keep records with');
  return row.id;
}

/**
 * A provider's deletion: forms never sent are deleted; every form that was sent passes to the
 * practice (its signed copies readable by their clients and the superadmin), its open copies
 * voided. (Client records become unassigned and files clients shared lose their recipient by the
 * foreign keys' `set null`.)
 */
export async function keepProviderRecords(tx: Db, providerId: string): Promise<string[]> {
  const neverSent = await tx
    .delete(documents)
    .where(
      and(
        eq(documents.ownerId, providerId),
        eq(documents.kind, 'form'),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(documentCopies)
            .where(eq(documentCopies.documentId, documents.id)),
        ),
      ),
    )
    .returning({ fileKey: documents.fileKey });
  await voidOpenCopies(
    tx,
    inArray(
      documentCopies.documentId,
      tx.select({ id: documents.id }).from(documents).where(eq(documents.ownerId, providerId)),
    ),
    PROVIDER_GONE,
  );
  await tx
    .update(documents)
    .set({ ownerId: await practiceAccount(tx), updatedAt: new Date() })
    .where(eq(documents.ownerId, providerId));
  return neverSent.map((row) => row.fileKey);
}

/**
 * A client's deletion: the files it shared go with it; its copies of forms stay the provider's
 * (their client becomes null), the open ones voided.
 */
export async function keepClientRecords(tx: Db, clientId: string): Promise<string[]> {
  await voidOpenCopies(tx, eq(documentCopies.clientId, clientId), CLIENT_GONE);
  const files = await tx
    .delete(documents)
    .where(eq(documents.ownerId, clientId))
    .returning({ fileKey: documents.fileKey });
  return files.map((row) => row.fileKey);
}

/**
 * A client record given to a provider (the superadmin's reassignment): the files the client shared
 * with nobody left (their provider was deleted) go to the new provider, and the practice's forms
 * whose copies are all of this provider's clients pass to it.
 */
export async function handOverToProvider(
  tx: Db,
  clientUserId: string,
  provider: { id: string; fullName: string },
): Promise<void> {
  await tx
    .update(documents)
    .set({ recipientId: provider.id, recipientName: provider.fullName, updatedAt: new Date() })
    .where(
      and(
        eq(documents.ownerId, clientUserId),
        eq(documents.kind, 'file'),
        sql`${documents.recipientId} is null`,
      ),
    );
  await rawQuery(
    tx,
    sql`
    update documents d set owner_id = ${provider.id}, updated_at = now()
    where d.kind = 'form'
      and d.owner_id in (select u.id from users u where u.role = 'superadmin')
      and exists (select 1 from document_copies c
        where c.document_id = d.id and c.client_id = ${clientUserId})
      and not exists (select 1 from document_copies c left join users u on u.id = c.client_id
        where c.document_id = d.id and (u.id is null or not ${isClientOf(provider.id, sql`u`)}))`,
  );
}
