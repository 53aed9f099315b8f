import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '../db/database.ts';
import {
  documentCopies,
  documentSendings,
  documents,
  users,
  type DocumentCopyRow,
  type DocumentRow,
} from '../db/schema.ts';

/** A document with the names of its owner and (a file's) provider. */
export interface DocumentView {
  row: DocumentRow;
  ownerName: string;
  recipientName: string | null;
}

/**
 * A copy with its client's name (the account's now, or the one kept once it is deleted) and, when
 * it is part of a packet's sending, the sending's title and size.
 */
export interface CopyView {
  row: DocumentCopyRow;
  clientName: string;
  sendingTitle: string | null;
  sendingCount: number | null;
}

const copyColumns = {
  row: documentCopies,
  clientName: sql<string>`coalesce(${users.fullName}, ${documentCopies.clientName})`,
  sendingTitle: documentSendings.title,
  sendingCount: sql<number | null>`(select count(*)::int from document_copies sent_together
    where sent_together.sending_id = ${documentCopies.sendingId})`,
};

/** Select copies with their client's name and sending; add where and order. */
const selectCopies = (db: Db) =>
  db
    .select(copyColumns)
    .from(documentCopies)
    .leftJoin(users, eq(users.id, documentCopies.clientId))
    .leftJoin(documentSendings, eq(documentSendings.id, documentCopies.sendingId));

const owner = alias(users, 'owner');
const recipient = alias(users, 'recipient');

/** Select documents with their parties' names; add where and order. */
export const selectDocuments = (db: Db) =>
  db
    .select({
      row: documents,
      ownerName: owner.fullName,
      recipientName: sql<
        string | null
      >`coalesce(${recipient.fullName}, ${documents.recipientName})`,
    })
    .from(documents)
    .innerJoin(owner, eq(owner.id, documents.ownerId))
    .leftJoin(recipient, eq(recipient.id, documents.recipientId));

export async function findDocument(db: Db, id: string): Promise<DocumentView | null> {
  const [found] = await selectDocuments(db).where(eq(documents.id, id)).limit(1);
  return found ?? null;
}

/** The copies of these documents, oldest first; only one client's when `clientId` is given. */
export async function copiesOf(
  db: Db,
  documentIds: readonly string[],
  clientId?: string,
): Promise<CopyView[]> {
  if (documentIds.length === 0) return [];
  const rows = await selectCopies(db)
    .where(
      and(
        inArray(documentCopies.documentId, [...documentIds]),
        clientId ? eq(documentCopies.clientId, clientId) : undefined,
      ),
    )
    .orderBy(asc(documentCopies.sentAt), asc(documentCopies.id));
  return rows;
}

export async function findCopy(
  db: Db,
  documentId: string,
  copyId: string,
): Promise<CopyView | null> {
  const [found] = await selectCopies(db)
    .where(and(eq(documentCopies.id, copyId), eq(documentCopies.documentId, documentId)))
    .limit(1);
  return found ?? null;
}
