import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import type { TShareResponse } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { documentCopies, documentEvents } from '../db/schema.ts';
import type { Caller } from '../lib/caller.ts';
import { HttpError, badRequest, forbidden } from '../lib/http-error.ts';
import { actorOf, eventValues } from './audit.ts';
import { postDocumentCard } from './chat-card.ts';
import { links, notifySafely } from './notices.ts';
import { toCopy } from './presenters.ts';
import { copiesOf } from './queries.ts';
import { clientsOfProvider, documentOf } from './access.ts';

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
  clientIds: readonly string[],
  request: FastifyRequest,
): Promise<TShareResponse> {
  const view = await documentOf(ctx, caller, documentId);
  const document = view.row;
  if (view.relation !== 'owner') throw forbidden('Only the document’s owner can share it.');
  if (document.kind !== 'form') {
    throw badRequest('A file a client shared cannot be sent on; share your own documents.');
  }
  if (document.fields.length === 0) throw badRequest('Place at least one field before sharing.');
  const unique = [...new Set(clientIds)];
  const clients = await clientsOfProvider(ctx.db, caller.id, unique);
  const stranger = unique.find((id) => !clients.has(id));
  if (stranger)
    throw new HttpError(404, `No client of yours with an account has the id ${stranger}.`);

  const actor = actorOf(caller, request);
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
    await notifySafely(ctx, {
      recipientId: clientId,
      type: 'document-shared',
      title: 'A document waits for your signature',
      message: `${caller.user.fullName} sent you “${document.title}” to complete and sign.`,
      link: links.client(copy.row.id),
      email: 'now',
    });
    await postDocumentCard(ctx, caller, clientId, {
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
    data: copies.map((copy) => toCopy(copy, caller)),
    alreadyOpen,
  };
}
