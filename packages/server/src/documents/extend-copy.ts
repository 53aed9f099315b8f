import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import type { TCopyActionResponse, TCopyStatus } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { documentCopies, documentEvents } from '../db/schema.ts';
import type { Caller } from '../lib/caller.ts';
import { HttpError, forbidden } from '../lib/http-error.ts';
import { actorOf, eventValues } from './audit.ts';
import { updateDocumentCard } from './chat-card.ts';
import { copyDetail, copyFor } from './copies.ts';
import { links, notifySafely } from './notices.ts';
import { checkedDueAt, dueDayText, nextReminderAfter } from './schedule.ts';

export const COPY_CLOSED_FOR_EXTEND = 'This copy is closed: send a new copy instead.';
export const NEWER_OPEN_COPY = 'This client already has a newer open copy of this document.';

/** Refused before anything changes; thrown inside the transaction, which then rolls back. */
class Refused extends HttpError {}

/**
 * The document's owner gives an open or expired copy a new due date (issue 35). An expired copy
 * opens again, as `viewed` if its client had opened it, else `sent`; it cannot when the client got
 * a newer open copy of the document since (the unique index on open copies says so): 409 and
 * nothing changed. Signed, declined and voided copies never change.
 */
export async function extendCopy(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
  copyId: string,
  dueAtText: string,
  request: FastifyRequest,
): Promise<TCopyActionResponse> {
  const { document, copy } = await copyFor(ctx, caller, documentId, copyId);
  if (document.row.ownerId !== caller.id) {
    throw forbidden('Only the document’s owner can give a copy more time.');
  }
  const now = new Date();
  const dueAt = checkedDueAt(dueAtText, now);
  if (!dueAt) throw new HttpError(400, 'Give the new due date (dueAt).');
  let status: TCopyStatus;
  let reopened: boolean;
  try {
    ({ status, reopened } = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(documentCopies)
        .where(eq(documentCopies.id, copy.row.id))
        .for('update');
      const isOpen = row?.status === 'sent' || row?.status === 'viewed';
      if (!row || !row.clientId || !(isOpen || row.status === 'expired')) {
        throw new Refused(409, COPY_CLOSED_FOR_EXTEND);
      }
      const next: TCopyStatus = isOpen ? row.status : row.viewedAt ? 'viewed' : 'sent';
      if (isOpen) {
        // Still open: only the date moves; its reminders keep their course.
        await tx.update(documentCopies).set({ dueAt }).where(eq(documentCopies.id, row.id));
      } else {
        // Expired: it opens again, and its reminders resume from now, `everyDays` apart, while
        // any of its schedule is left (those sent before it expired still count).
        await tx
          .update(documentCopies)
          .set({
            dueAt,
            status: next,
            closedAt: null,
            nextReminderAt: nextReminderAfter(row, row.remindersSent, now),
          })
          .where(eq(documentCopies.id, row.id));
      }
      await tx
        .insert(documentEvents)
        .values(
          eventValues(
            documentId,
            row.id,
            'extended',
            actorOf(caller, request),
            now,
            dueAt.toISOString(),
          ),
        );
      return { status: next, reopened: !isOpen };
    }));
  } catch (error) {
    if (error instanceof Refused) throw error;
    if (isUniqueViolation(error)) {
      throw new HttpError(409, NEWER_OPEN_COPY);
    }
    throw error;
  }
  const clientId = copy.row.clientId;
  if (clientId) {
    // 'document-shared': to the client, an extended copy is a document waiting for its signature
    // again, and it reaches them as a new share does (the reminder type is for the schedule's own
    // nudges). A copy that had expired opened again: e-mail at once, as a share; a later date for
    // a copy still open is no news to act on: in the app only.
    await notifySafely(ctx, {
      recipientId: clientId,
      type: 'document-shared',
      title: reopened ? 'A document is open again for your signature' : 'A document has more time',
      message: `“${document.row.title}” is due on ${dueDayText(dueAt)} now.`,
      link: links.client(copy.row.id),
      ...(reopened ? { email: 'now' as const } : {}),
    });
  }
  // The card shows the copy open again; a copy that stayed open keeps its card as it is.
  if (reopened) {
    await updateDocumentCard(ctx, copy.row.id, {
      documentId,
      copyId: copy.row.id,
      title: document.row.title,
      status,
    });
  }
  return {
    message: `Due date moved to ${dueDayText(dueAt)}.`,
    data: await copyDetail(ctx, caller, documentId, copyId),
  };
}
