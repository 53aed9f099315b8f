import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';

import {
  COPY_EXPIRED_MESSAGE,
  OPEN_COPY_STATUSES,
  type TCopyActionResponse,
  type TCopyDetailResponse,
  type TCopyListResponse,
  type TCopyStatus,
  type TDocumentCopyDetail,
} from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { documentCopies, documentEvents } from '../db/schema.ts';
import type { Caller } from '../lib/caller.ts';
import { HttpError, forbidden, notFound } from '../lib/http-error.ts';
import { actorOf, eventValues, eventsOfCopy, recordEvent } from './audit.ts';
import { updateDocumentCard } from './chat-card.ts';
import { documentOf, type ReachedDocument } from './access.ts';
import { links, notifySafely } from './notices.ts';
import { prefillOf } from './prefill.ts';
import { toCopy, toCopyDetail } from './presenters.ts';
import { copiesOf, findCopy, type CopyView } from './queries.ts';
import { copyUploadsFor } from './uploads.ts';
import { sendStored } from '../files/stored-files.ts';

export const NO_COPY = 'No copy has this id.';

/**
 * A copy the caller may see: the document's owner sees every copy, a client its own; anyone else
 * (a party to the document through another copy) finds nothing.
 */
export async function copyFor(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
  copyId: string,
): Promise<{ document: ReachedDocument; copy: CopyView }> {
  const document = await documentOf(ctx, caller, documentId);
  const copy = await findCopy(ctx.db, documentId, copyId);
  if (!copy || (document.relation !== 'owner' && copy.row.clientId !== caller.id)) {
    throw notFound(NO_COPY);
  }
  return { document, copy };
}

export async function copyDetail(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
  copyId: string,
): Promise<TDocumentCopyDetail> {
  const { document, copy } = await copyFor(ctx, caller, documentId, copyId);
  // Once signed: what was sealed; before: the client's record as it is now.
  const prefill =
    caller.role === 'superadmin'
      ? {}
      : copy.row.status === 'signed'
        ? (copy.row.sealedPrefill ?? {})
        : await prefillOf(ctx.db, copy.row, document.row.ownerId);
  const extras = { prefill, uploads: await copyUploadsFor(ctx, caller, copy.row) };
  return toCopyDetail(
    document,
    copy,
    await eventsOfCopy(ctx.db, documentId, copyId),
    caller,
    extras,
  );
}

export async function getCopy(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
  copyId: string,
): Promise<TCopyDetailResponse> {
  return { data: await copyDetail(ctx, caller, documentId, copyId) };
}

export async function listCopies(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
): Promise<TCopyListResponse> {
  const document = await documentOf(ctx, caller, documentId);
  const isOwner = document.relation === 'owner';
  const copies = await copiesOf(ctx.db, [documentId], isOwner ? undefined : caller.id);
  return { data: copies.map((copy) => toCopy(copy, caller)) };
}

/** 409 to a client acting on a copy whose due date passed (expired, or about to be). */
export const expiredCopy = () => new HttpError(409, COPY_EXPIRED_MESSAGE);

/**
 * 409 with what happened to a copy that is no longer open. Its client acts on it (signs, declines,
 * attaches): an expired one says what to do next, ask for more time.
 */
export function closedCopy(status: TCopyStatus): HttpError {
  if (status === 'expired') return expiredCopy();
  return new HttpError(409, `This copy was already ${status}: it cannot change any more.`);
}

/** Whether a copy's due date has passed at `now`, whether or not the schedule expired it yet. */
export const isPastDue = (row: { dueAt: Date | null }, now: Date) =>
  row.dueAt !== null && row.dueAt.getTime() <= now.getTime();

/**
 * The condition, checked under the copy's row lock by the update that closes it, that its due date
 * has not passed: a signing or a decline after the due date is refused even before the schedule's
 * pass marked the copy expired.
 */
export const notPastDue = (now: Date) =>
  or(isNull(documentCopies.dueAt), gt(documentCopies.dueAt, now));

/**
 * Moves an open copy to a final status, only if it is still open when the update runs (a compare
 * and set: of a decline and a void racing, one wins and the other gets 409), with its event; its
 * reminders stop. A decline also needs the due date not passed (the client's answer to an expired
 * copy is to ask for more time); the provider may void a copy whatever its due date.
 */
async function closeCopy(
  ctx: AppContext,
  copy: CopyView,
  status: 'declined' | 'voided',
  reason: string | null,
  actor: ReturnType<typeof actorOf>,
): Promise<void> {
  const now = new Date();
  const closed = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(documentCopies)
      .set({ status, reason, closedAt: now, nextReminderAt: null })
      .where(
        and(
          eq(documentCopies.id, copy.row.id),
          inArray(documentCopies.status, [...OPEN_COPY_STATUSES]),
          status === 'declined' ? notPastDue(now) : undefined,
        ),
      )
      .returning({ id: documentCopies.id });
    if (rows.length === 0) return false;
    await tx
      .insert(documentEvents)
      .values(eventValues(copy.row.documentId, copy.row.id, status, actor));
    return true;
  });
  if (!closed) {
    const found = (await findCopy(ctx.db, copy.row.documentId, copy.row.id))?.row ?? copy.row;
    const isOpen = (OPEN_COPY_STATUSES as readonly TCopyStatus[]).includes(found.status);
    if (status === 'voided' && found.status === 'expired') {
      throw new HttpError(409, 'This copy expired unsigned: extend it, or send a new copy.');
    }
    if (status === 'declined' && isOpen && isPastDue(found, now)) throw expiredCopy();
    throw closedCopy(found.status);
  }
}

/** The client declines its copy, with a reason; the provider hears of it. */
export async function declineCopy(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
  copyId: string,
  reason: string,
  request: FastifyRequest,
): Promise<TCopyActionResponse> {
  const { document, copy } = await copyFor(ctx, caller, documentId, copyId);
  if (copy.row.clientId !== caller.id) {
    throw forbidden('Only the client it was sent to can decline it.');
  }
  await closeCopy(ctx, copy, 'declined', reason, actorOf(caller, request));
  await notifySafely(ctx, {
    recipientId: document.row.ownerId,
    type: 'document-declined',
    title: `${caller.user.fullName} declined a document`,
    message: `“${document.row.title}”: ${reason}`,
    link: links.provider(documentId),
    email: 'now',
  });
  await updateDocumentCard(ctx, copyId, {
    documentId,
    copyId,
    title: document.row.title,
    status: 'declined',
  });
  return { message: 'Document declined.', data: await copyDetail(ctx, caller, documentId, copyId) };
}

/** The owner voids an open copy (the client can no longer sign it); the client hears of it. */
export async function voidCopy(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
  copyId: string,
  reason: string | undefined,
  request: FastifyRequest,
): Promise<TCopyActionResponse> {
  const { document, copy } = await copyFor(ctx, caller, documentId, copyId);
  if (document.row.ownerId !== caller.id) {
    throw forbidden('Only the document’s owner can void a copy.');
  }
  await closeCopy(ctx, copy, 'voided', reason || null, actorOf(caller, request));
  if (copy.row.clientId) {
    await notifySafely(ctx, {
      recipientId: copy.row.clientId,
      type: 'document-voided',
      title: 'A document was withdrawn',
      message: `${caller.user.fullName} voided “${document.row.title}”: it no longer needs your signature.`,
      link: links.client(copyId),
    });
  }
  await updateDocumentCard(ctx, copyId, {
    documentId,
    copyId,
    title: document.row.title,
    status: 'voided',
  });
  return { message: 'Copy voided.', data: await copyDetail(ctx, caller, documentId, copyId) };
}

/**
 * The original file, to the parties. A client opening the file of a copy sent to it marks that
 * copy viewed (once: a compare and set from `sent`), with its event; the card follows.
 */
export async function downloadOriginal(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
  reply: FastifyReply,
  request: FastifyRequest,
): Promise<FastifyReply> {
  const document = await documentOf(ctx, caller, documentId);
  if (document.relation === 'copy-client') {
    const viewed = await ctx.db.transaction(async (tx) => {
      const rows = await tx
        .update(documentCopies)
        .set({ status: 'viewed', viewedAt: new Date() })
        .where(
          and(
            eq(documentCopies.documentId, documentId),
            eq(documentCopies.clientId, caller.id),
            eq(documentCopies.status, 'sent'),
          ),
        )
        .returning({ id: documentCopies.id });
      for (const row of rows) {
        await tx
          .insert(documentEvents)
          .values(eventValues(documentId, row.id, 'viewed', actorOf(caller, request)));
      }
      return rows;
    });
    for (const row of viewed) {
      await updateDocumentCard(ctx, row.id, {
        documentId,
        copyId: row.id,
        title: document.row.title,
        status: 'viewed',
      });
    }
  }
  return sendStored(ctx.files, reply, {
    key: document.row.fileKey,
    type: document.row.fileType,
    name: document.row.fileName,
  });
}

/** The sealed PDF of a signed copy, to its parties; each download is in the trail. */
export async function downloadSigned(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
  copyId: string,
  reply: FastifyReply,
  request: FastifyRequest,
): Promise<FastifyReply> {
  const { document, copy } = await copyFor(ctx, caller, documentId, copyId);
  if (copy.row.status !== 'signed' || !copy.row.sealedKey) {
    throw notFound('This copy has not been signed: there is no sealed PDF yet.');
  }
  await recordEvent(ctx.db, documentId, copyId, 'downloaded', actorOf(caller, request));
  const safeTitle = document.row.title.replace(/[\\/:*?"<>|]/g, '-');
  return sendStored(ctx.files, reply, {
    key: copy.row.sealedKey,
    type: 'application/pdf',
    name: `${safeTitle} (signed).pdf`,
  });
}
