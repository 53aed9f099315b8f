import { createHash, randomUUID } from 'node:crypto';

import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import type { TDocumentResponse, TEndpointInput } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { documentEvents, documents } from '../db/schema.ts';
import { assertWithinStorage, attachmentBytes, pictureBytes } from '../files/storage-quota.ts';
import type { Caller } from '../lib/caller.ts';
import type { UploadedFile } from '../lib/uploaded-file.ts';
import { HttpError, badRequest, fieldError, forbidden } from '../lib/http-error.ts';
import { actorOf, eventValues } from './audit.ts';
import { links, notifySafely } from './notices.ts';
import { toDetail } from './presenters.ts';
import { findDocument } from './queries.ts';
import { providersOfClient, type Person } from './access.ts';
import { newFileKey, uploadedFileName } from '../files/stored-files.ts';
import { presentTemplate } from './template-view.ts';

type Fields = TEndpointInput<'createDocument'>['fields'];

/** The provider a client's file goes to: the one named, or its only one. */
async function providerFor(ctx: AppContext, caller: Caller, providerId?: string): Promise<Person> {
  const providers = await providersOfClient(ctx.db, caller);
  if (providerId) {
    const chosen = providers.find((provider) => provider.id === providerId);
    if (!chosen) throw new HttpError(404, 'No provider of yours has this id.');
    return chosen;
  }
  const [only, second] = providers;
  if (!only) {
    throw forbidden(
      'You have no provider to share files with yet: your provider must add you as a client first.',
    );
  }
  if (second) throw badRequest('You have several providers: choose one (providerId).');
  return only;
}

/** The bytes of the files a client shared (they count in its storage, as attachments do). */
async function sharedFileBytes(ctx: AppContext, clientId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ total: sql<string>`coalesce(sum(${documents.fileSize}), 0)` })
    .from(documents)
    .where(and(eq(documents.ownerId, clientId), eq(documents.kind, 'file')));
  return Number(row?.total ?? 0);
}

/**
 * Adds a document. A provider's is a PDF to complete and sign (fields next), or a template (sent
 * later as new forms); the superadmin adds the practice's templates only; a client's is a file
 * (PDF or image) for its provider. A PDF must be readable (./pdf-check.ts). Everything is checked
 * before the file is written, and the file is removed again if its row is not stored.
 */
export async function createDocument(
  ctx: AppContext,
  caller: Caller,
  fields: Fields,
  file: UploadedFile | undefined,
  request: FastifyRequest,
): Promise<TDocumentResponse> {
  if (caller.role === 'client' && fields.kind) {
    throw fieldError(400, 'kind', 'A client shares a file with its provider: leave out kind.');
  }
  if (caller.role === 'superadmin' && fields.kind !== 'template') {
    throw forbidden('The practice’s account adds templates only.');
  }
  if (!file) throw badRequest('Choose a file to upload: it is missing or empty.');
  // A provider's PDF (a form or a template) or the practice's template; a client's file.
  const isForm = caller.role !== 'client';
  const kind = isForm ? (fields.kind ?? 'form') : 'file';
  if (isForm && file.type !== 'application/pdf') {
    throw new HttpError(415, 'A document to complete and sign must be a PDF.');
  }
  if (fields.providerId && isForm) throw badRequest('providerId is for clients sharing a file.');
  const pageCount =
    file.type === 'application/pdf'
      ? (await ctx.documents.pdf.checkPdf(file.bytes)).pageCount
      : null;
  const name = uploadedFileName(file.fileName, file.type, 'document');
  const provider = isForm ? null : await providerFor(ctx, caller, fields.providerId);
  if (!isForm) {
    const [attachments, picture, shared] = await Promise.all([
      attachmentBytes(ctx.db, caller.id),
      pictureBytes(ctx, caller.user.profileImage),
      sharedFileBytes(ctx, caller.id),
    ]);
    assertWithinStorage(ctx, attachments + picture + shared + file.bytes.length);
  }
  const id = randomUUID();
  const key = newFileKey(`documents/${id}`, file.type);
  await ctx.files.put(key, file.bytes);
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(documents).values({
        id,
        kind,
        ownerId: caller.id,
        // The superadmin's templates are the practice's: every provider may send them.
        practiceWide: kind === 'template' && caller.role === 'superadmin',
        recipientId: provider?.id ?? null,
        recipientName: provider?.fullName ?? null,
        title: fields.title,
        fileKey: key,
        fileName: name,
        fileType: file.type,
        fileSize: file.bytes.length,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        pageCount,
      });
      await tx
        .insert(documentEvents)
        .values(eventValues(id, null, 'created', actorOf(caller, request)));
    });
  } catch (error) {
    await ctx.files.delete(key).catch(() => undefined);
    throw error;
  }
  if (provider) {
    await notifySafely(ctx, {
      recipientId: provider.id,
      type: 'document-file',
      title: `${caller.user.fullName} shared a file with you`,
      message: fields.title,
      link: links.provider(id),
    });
  }
  const view = await findDocument(ctx.db, id);
  if (!view) throw new Error('a new document vanished');
  return {
    message:
      kind === 'template'
        ? 'Template added. Place its fields, then send it.'
        : isForm
          ? 'Document added. Place its fields, then share it.'
          : 'File shared with your provider.',
    data: presentTemplate(toDetail(view, [], caller), view.row),
  };
}
