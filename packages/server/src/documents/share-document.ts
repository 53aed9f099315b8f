import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import type { TEndpointInput, TShareResponse } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { documentCopies, documentEvents, type DocumentRow } from '../db/schema.ts';
import type { Caller } from '../lib/caller.ts';
import { HttpError, badRequest, forbidden } from '../lib/http-error.ts';
import { actorOf, eventValues, type EventActor } from './audit.ts';
import { postDocumentCard } from './chat-card.ts';
import { links, notifySafely } from './notices.ts';
import { toCopy } from './presenters.ts';
import { copiesOf } from './queries.ts';
import { clientsOfProvider, documentOf } from './access.ts';
import { checkedDueAt, dueDayText, practiceReminderSchedule, scheduleColumns } from './schedule.ts';

type ShareBody = TEndpointInput<'shareDocument'>['body'];

/**
 * The packet sending each client's copy joins (by client id), and the copy's place in it. A
 * packet's copies are announced once per client by the sending (./packet-sending.ts), not one
 * notification each.
 */
export interface SendingPlace {
  sendingIds: ReadonlyMap<string, string>;
  position: number;
}

/**
 * Sends a copy of a form to each client (its owner only): clients with an account whose record the
 * provider keeps. A client whose copy is still open keeps it; a race of two shares gives one copy
 * (the unique index on open copies). Each new copy is announced: a notification to the client and
 * a document card in their direct chat.
 */
export async function shareDocument(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
  body: ShareBody,
  request: FastifyRequest,
): Promise<TShareResponse> {
  const view = await documentOf(ctx, caller, documentId);
  if (view.row.kind === 'template') {
    throw badRequest('A template is not shared itself: send it, and a new form goes out.');
  }
  if (view.relation !== 'owner') throw forbidden('Only the document’s owner can share it.');
  if (view.row.kind !== 'form') {
    throw badRequest('A file a client shared cannot be sent on; share your own documents.');
  }
  return sendCopies(ctx, caller, view.row, body, actorOf(caller, request));
}

/**
 * The copies of a form `sender` owns, one per client, with the due date and reminder schedule
 * asked for (the practice's schedule when none is named): the share itself, for a form shared by
 * hand, a template sent, or a packet's sending (`place`).
 */
export async function sendCopies(
  ctx: AppContext,
  sender: Caller,
  document: DocumentRow,
  body: ShareBody,
  actor: EventActor,
  place?: SendingPlace,
): Promise<TShareResponse> {
  if (document.fields.length === 0) throw badRequest('Place at least one field before sharing.');
  const sentAt = new Date();
  const dueAt = checkedDueAt(body.dueAt, sentAt);
  const schedule =
    body.reminders === undefined
      ? await practiceReminderSchedule(ctx.db, ctx.config)
      : body.reminders;
  const unique = [...new Set(body.clientIds)];
  const clients = await clientsOfProvider(ctx.db, sender.id, unique);
  const stranger = unique.find((id) => !clients.has(id));
  if (stranger)
    throw new HttpError(404, `No client of yours with an account has the id ${stranger}.`);

  const documentId = document.id;
  const created = await ctx.db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const clientId of unique) {
      const id = randomUUID();
      const [row] = await tx
        .insert(documentCopies)
        .values({
          id,
          documentId,
          clientId,
          clientName: clients.get(clientId)?.fullName ?? '',
          fields: document.fields,
          sentAt,
          dueAt,
          ...scheduleColumns(schedule, sentAt),
          sendingId: place?.sendingIds.get(clientId) ?? null,
          sendingPosition: place ? place.position : null,
        })
        .onConflictDoNothing({
          target: [documentCopies.documentId, documentCopies.clientId],
          where: sql`status in ('sent', 'viewed')`,
        })
        .returning({ id: documentCopies.id });
      if (!row) continue;
      await tx.insert(documentEvents).values(eventValues(documentId, id, 'shared', actor));
      ids.push(id);
    }
    return ids;
  });
  const copies = (await copiesOf(ctx.db, [documentId])).filter((copy) =>
    created.includes(copy.row.id),
  );
  for (const copy of copies) {
    const clientId = copy.row.clientId;
    if (!clientId) continue;
    if (!place) {
      const message = `${sender.user.fullName} sent you “${document.title}” to complete and sign${byWhen(dueAt)}.`;
      await announceCopy(ctx, clientId, copy.row.id, message);
    }
    await postDocumentCard(ctx, sender, clientId, {
      documentId,
      copyId: copy.row.id,
      title: document.title,
      status: 'sent',
    });
  }
  const alreadyOpen = unique.filter((id) => !copies.some((copy) => copy.row.clientId === id));
  const sent = copies.length;
  return {
    message:
      sent === 0
        ? 'Every one of these clients already has an open copy.'
        : `Sent to ${sent} client${sent === 1 ? '' : 's'}.`,
    data: copies.map((copy) => toCopy(copy, sender)),
    alreadyOpen,
  };
}

/** " by 12 March 2026" when there is a due date, else nothing: the end of a notice's sentence. */
export const byWhen = (dueAt: Date | null) => (dueAt ? ` by ${dueDayText(dueAt)}` : '');

/** Tells a client that a document waits for its signature (in the app and by e-mail). */
export async function announceCopy(
  ctx: AppContext,
  clientId: string,
  copyId: string,
  message: string,
): Promise<void> {
  await notifySafely(ctx, {
    recipientId: clientId,
    type: 'document-shared',
    title: 'A document waits for your signature',
    message,
    link: links.client(copyId),
    email: 'now',
  });
}
