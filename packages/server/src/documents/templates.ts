import { randomUUID } from 'node:crypto';

import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import type { TEndpointInput, TMessageResponse, TShareResponse } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { documentEvents, documents, type DocumentRow } from '../db/schema.ts';
import { newFileKey, readStored } from '../files/stored-files.ts';
import type { Caller } from '../lib/caller.ts';
import { HttpError, badRequest, forbidden } from '../lib/http-error.ts';
import { actorOf, eventValues, type EventActor } from './audit.ts';
import { clientsOfProvider, documentOf } from './access.ts';
import { checkedDueAt } from './schedule.ts';
import { sendCopies, type SendingPlace } from './share-document.ts';

type SendBody = TEndpointInput<'sendTemplate'>['body'];

/*
 * Templates (issue 35): a PDF with its fields that is never shared itself. Sending one makes a
 * form of the sender's from the template as it is now (its own copy of the file, the fields, the
 * title), so that a later edit of the template changes nothing sent; a form made from it and
 * unchanged since is used again.
 */

/** A template with no fields cannot be sent: it says which. */
export function assertHasFields(template: DocumentRow): void {
  if (template.fields.length === 0) {
    throw badRequest(
      `The template “${template.title}” has no fields yet: place at least one, then send it.`,
    );
  }
}

/**
 * What `sendCopies` would refuse, checked before anything is written (a form made, a sending
 * stored): the due date, and clients that are not the sender's.
 */
export async function assertSendable(
  ctx: AppContext,
  sender: Caller,
  body: SendBody,
): Promise<void> {
  checkedDueAt(body.dueAt, new Date());
  const unique = [...new Set(body.clientIds)];
  const clients = await clientsOfProvider(ctx.db, sender.id, unique);
  const stranger = unique.find((id) => !clients.has(id));
  if (stranger) {
    throw new HttpError(404, `No client of yours with an account has the id ${stranger}.`);
  }
}

/**
 * The sender's form of the template as it is now: its latest form made from the template whose
 * title, fields and file are still the template's, or else a new one (a copy of the file under a
 * key of its own, so that deleting the template leaves it whole), with its `created` event.
 */
export async function formFromTemplate(
  ctx: AppContext,
  sender: Caller,
  template: DocumentRow,
  actor: EventActor,
): Promise<DocumentRow> {
  const [kept] = await ctx.db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.ownerId, sender.id),
        eq(documents.kind, 'form'),
        eq(documents.templateId, template.id),
        eq(documents.title, template.title),
        eq(documents.sha256, template.sha256),
        sql`${documents.fields} = ${JSON.stringify(template.fields)}::jsonb`,
      ),
    )
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(1);
  if (kept) return kept;

  const bytes = await readStored(ctx.files, template.fileKey);
  const id = randomUUID();
  const key = newFileKey(`documents/${id}`, template.fileType);
  await ctx.files.put(key, bytes);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(documents)
        .values({
          id,
          kind: 'form',
          ownerId: sender.id,
          title: template.title,
          fileKey: key,
          fileName: template.fileName,
          fileType: template.fileType,
          fileSize: template.fileSize,
          sha256: template.sha256,
          pageCount: template.pageCount,
          fields: template.fields,
          templateId: template.id,
        })
        .returning();
      if (!row) throw new Error('a new form was not stored');
      await tx.insert(documentEvents).values(eventValues(id, null, 'created', actor));
      return row;
    });
  } catch (error) {
    await ctx.files.delete(key).catch(() => undefined);
    throw error;
  }
}

/** The template the caller may send: its own, or (a provider) the practice's. */
async function sendableTemplate(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
): Promise<DocumentRow> {
  const view = await documentOf(ctx, caller, documentId);
  if (view.row.kind !== 'template') {
    throw badRequest('Only a template is sent this way: share a form with its clients instead.');
  }
  if (caller.role !== 'provider') {
    throw forbidden('A provider sends templates to its clients: the practice’s account has none.');
  }
  return view.row;
}

/** POST /documents/:id/send: a form made from the template, shared with these clients. */
export async function sendTemplate(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
  body: SendBody,
  request: FastifyRequest,
  place?: SendingPlace,
): Promise<TShareResponse> {
  const template = await sendableTemplate(ctx, caller, documentId);
  assertHasFields(template);
  await assertSendable(ctx, caller, body);
  const actor = actorOf(caller, request);
  const form = await formFromTemplate(ctx, caller, template, actor);
  return sendCopies(ctx, caller, form, body, actor, place);
}

/**
 * DELETE /documents/:id: a template, by its owner. Forms made from it keep their own file (their
 * `templateId` becomes null) and packets lose it (the foreign keys); its file goes once its row
 * is gone.
 */
export async function deleteTemplate(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
): Promise<TMessageResponse> {
  const view = await documentOf(ctx, caller, documentId);
  if (view.row.kind !== 'template') {
    throw badRequest(
      'Only a template can be deleted: forms and files are records the practice keeps.',
    );
  }
  if (view.relation !== 'owner') {
    throw forbidden('Only the practice’s account can delete a practice template.');
  }
  await ctx.db.delete(documents).where(eq(documents.id, documentId));
  await ctx.files.delete(view.row.fileKey).catch((error: unknown) => {
    ctx.log.warn({ err: error, key: view.row.fileKey }, 'the file of a deleted template stayed');
  });
  return {
    message: 'Template deleted. Forms already sent from it stay as they are.',
  };
}
