import {
  API_BASE,
  type TDocumentCopy,
  type TDocumentCopyDetail,
  type TDocumentDetail,
  type TDocumentField,
  type TDocumentSummary,
} from '@portal/contracts';

import type { DocumentEventRow } from '../db/schema.ts';
import type { Caller } from '../lib/caller.ts';
import { toAuditEvent } from './audit.ts';
import type { CopyView, DocumentView } from './queries.ts';

export const fileUrl = (documentId: string) => `${API_BASE}/documents/${documentId}/file`;
export const signedUrl = (documentId: string, copyId: string) =>
  `${API_BASE}/documents/${documentId}/shares/${copyId}/signed`;

/** The superadmin oversees: titles, parties and statuses, never contents, files or reasons. */
const oversees = (caller: Caller) => caller.role === 'superadmin';

export function toCopy(view: CopyView, caller: Caller): TDocumentCopy {
  const { row } = view;
  const isSigned = row.status === 'signed' && row.sealedKey !== null;
  const hidden = oversees(caller);
  return {
    id: row.id,
    documentId: row.documentId,
    client: { id: row.clientId, fullName: view.clientName },
    status: row.status,
    reason: hidden ? null : row.reason,
    sentAt: row.sentAt.toISOString(),
    viewedAt: row.viewedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    sealedSha256: hidden ? null : row.sealedSha256,
    signedUrl: isSigned && !hidden ? signedUrl(row.documentId, row.id) : null,
    dueAt: row.dueAt?.toISOString() ?? null,
    reminders:
      row.reminderEveryDays !== null && row.reminderMaxCount !== null
        ? {
            everyDays: row.reminderEveryDays,
            maxCount: row.reminderMaxCount,
            sent: row.remindersSent,
            nextAt: row.nextReminderAt?.toISOString() ?? null,
          }
        : null,
    sending:
      row.sendingId !== null && view.sendingTitle !== null
        ? {
            id: row.sendingId,
            title: view.sendingTitle,
            position: row.sendingPosition ?? 1,
            count: view.sendingCount ?? 1,
          }
        : null,
  };
}

export function toSummary(
  document: DocumentView,
  copies: readonly CopyView[],
  caller: Caller,
): TDocumentSummary {
  const { row } = document;
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    owner: { id: row.ownerId, fullName: document.ownerName },
    recipient:
      row.kind === 'file'
        ? { id: row.recipientId, fullName: document.recipientName ?? 'Deleted user' }
        : null,
    fileName: row.fileName,
    fileType: row.fileType as TDocumentSummary['fileType'],
    fileSize: row.fileSize,
    pageCount: row.pageCount,
    sha256: row.sha256,
    fieldCount: row.fields.length,
    practiceWide: row.practiceWide,
    templateId: row.templateId,
    fileUrl: oversees(caller) ? null : fileUrl(row.id),
    copies: copies.map((copy) => toCopy(copy, caller)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toDetail(
  document: DocumentView,
  copies: readonly CopyView[],
  caller: Caller,
): TDocumentDetail {
  // The owner edits the document's fields; a client sees those of the copy it was sent.
  const fields: TDocumentField[] =
    document.row.ownerId === caller.id ? document.row.fields : (copies.at(-1)?.row.fields ?? []);
  return { ...toSummary(document, copies, caller), fields };
}

export function toCopyDetail(
  document: DocumentView,
  copy: CopyView,
  events: readonly DocumentEventRow[],
  caller: Caller,
  extras: Pick<TDocumentCopyDetail, 'prefill' | 'uploads'>,
): TDocumentCopyDetail {
  return {
    ...toCopy(copy, caller),
    title: document.row.title,
    provider: { id: document.row.ownerId, fullName: document.ownerName },
    fields: copy.row.fields,
    fileUrl: fileUrl(document.row.id),
    pageCount: document.row.pageCount,
    events: events.map(toAuditEvent),
    ...extras,
  };
}
