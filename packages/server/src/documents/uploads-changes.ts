import { createHash, randomUUID } from 'node:crypto';

import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import {
  OPEN_COPY_STATUSES,
  UPLOADS_PER_COPY_MAX,
  type TCopyStatus,
  type TCopyUploadResponse,
  type TMessageResponse,
} from '@portal/contracts';

import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { documentCopies, documentCopyUploads, documentEvents } from '../db/schema.ts';
import type { Caller } from '../lib/caller.ts';
import { HttpError, badRequest, fieldError, forbidden, notFound } from '../lib/http-error.ts';
import type { UploadedFile } from '../lib/uploaded-file.ts';
import { newFileKey, uploadedFileName } from '../files/stored-files.ts';
import { actorOf, eventValues } from './audit.ts';
import { closedCopy, copyFor, NO_COPY } from './copies.ts';
import {
  NO_UPLOAD,
  removeUploadFiles,
  toCopyUpload,
  uploadFolder,
  uploadOfCopy,
} from './uploads.ts';

/*
 * The client attaches files to the upload fields of its open copy, and removes them. The copy's
 * row is locked while its files change, so that two uploads cannot pass the limit together and a
 * signing closing the copy waits for (or refuses) a change in progress.
 */

type Ids = { documentId: string; copyId: string };

const isOpen = (status: TCopyStatus) =>
  (OPEN_COPY_STATUSES as readonly TCopyStatus[]).includes(status);

/** The caller's open copy, as its client may change it: 404, 403 or 409 otherwise. */
async function openCopyOfClient(ctx: AppContext, caller: Caller, ids: Ids, act: string) {
  const { copy } = await copyFor(ctx, caller, ids.documentId, ids.copyId);
  if (copy.row.clientId !== caller.id) {
    throw forbidden(`Only the client it was sent to can ${act}.`);
  }
  if (!isOpen(copy.row.status)) throw closedCopy(copy.row.status);
  return copy;
}

/** Locks the copy's row for this transaction; 409 when it closed meanwhile. */
async function lockOpenCopy(tx: Db, copyId: string): Promise<void> {
  const [row] = await tx
    .select({ status: documentCopies.status })
    .from(documentCopies)
    .where(eq(documentCopies.id, copyId))
    .for('update');
  if (!row) throw notFound(NO_COPY);
  if (!isOpen(row.status)) throw closedCopy(row.status);
}

/**
 * 409 when the copy has no room for another file for this field: the limit counts after the
 * replacement (a new file for a field that has one is no extra).
 */
async function assertRoom(db: Db, copyId: string, fieldId: string): Promise<void> {
  const others = await db
    .select({ id: documentCopyUploads.id })
    .from(documentCopyUploads)
    .where(and(eq(documentCopyUploads.copyId, copyId), ne(documentCopyUploads.fieldId, fieldId)));
  if (others.length + 1 > UPLOADS_PER_COPY_MAX) {
    throw new HttpError(
      409,
      `A copy holds at most ${UPLOADS_PER_COPY_MAX} files: remove one before attaching another.`,
    );
  }
}

/**
 * Attaches a file to an upload field of the caller's open copy; a file already attached to that
 * field is replaced (and its stored file removed). The type was found from the bytes and images
 * were bounded by their header (http/multipart.ts, the endpoint's `types` and `imageBounds`); the
 * file is stored, never parsed.
 */
export async function attachUpload(
  ctx: AppContext,
  caller: Caller,
  ids: Ids,
  fieldId: string,
  file: UploadedFile | undefined,
  request: FastifyRequest,
): Promise<TCopyUploadResponse> {
  const copy = await openCopyOfClient(ctx, caller, ids, 'attach files');
  const field = copy.row.fields.find((candidate) => candidate.id === fieldId);
  if (field?.type !== 'upload') {
    throw fieldError(400, 'fieldId', 'fieldId must be an upload field of this copy.');
  }
  if (!file) throw badRequest('Choose a file to attach: it is missing or empty.');
  const fileName = uploadedFileName(file.fileName, file.type, 'upload');
  // Checked again under the copy's lock; here, so that a refused file is not written first.
  await assertRoom(ctx.db, ids.copyId, fieldId);
  const id = randomUUID();
  const key = newFileKey(uploadFolder(ids.copyId), file.type);
  await ctx.files.put(key, file.bytes);
  let replaced: string[];
  try {
    replaced = await ctx.db.transaction(async (tx) => {
      await lockOpenCopy(tx, ids.copyId);
      await assertRoom(tx, ids.copyId, fieldId);
      const gone = await tx
        .delete(documentCopyUploads)
        .where(
          and(eq(documentCopyUploads.copyId, ids.copyId), eq(documentCopyUploads.fieldId, fieldId)),
        )
        .returning({ key: documentCopyUploads.fileKey });
      const sha256 = createHash('sha256').update(file.bytes).digest('hex');
      await tx.insert(documentCopyUploads).values({
        id,
        copyId: ids.copyId,
        fieldId,
        fileKey: key,
        fileName,
        fileType: file.type,
        size: file.bytes.length,
        sha256,
      });
      const detail = `${field.label}: ${fileName} (${file.type}, ${file.bytes.length} bytes), SHA-256 ${sha256}`;
      await tx
        .insert(documentEvents)
        .values(
          eventValues(
            ids.documentId,
            ids.copyId,
            'attached',
            actorOf(caller, request),
            undefined,
            detail,
          ),
        );
      return gone.map((row) => row.key);
    });
  } catch (error) {
    await ctx.files.delete(key).catch(() => undefined);
    throw error;
  }
  await removeUploadFiles(ctx, replaced);
  const row = await uploadOfCopy(ctx.db, ids.copyId, id);
  return {
    message: replaced.length ? 'File replaced.' : 'File attached.',
    data: toCopyUpload(ids.documentId, row),
  };
}

/** Removes a file from the caller's open copy, with its stored file. */
export async function removeUpload(
  ctx: AppContext,
  caller: Caller,
  ids: Ids,
  uploadId: string,
  request: FastifyRequest,
): Promise<TMessageResponse> {
  const copy = await openCopyOfClient(ctx, caller, ids, 'remove its files');
  const removed = await ctx.db.transaction(async (tx) => {
    await lockOpenCopy(tx, ids.copyId);
    const rows = await tx
      .delete(documentCopyUploads)
      .where(and(eq(documentCopyUploads.id, uploadId), eq(documentCopyUploads.copyId, ids.copyId)))
      .returning({
        key: documentCopyUploads.fileKey,
        fieldId: documentCopyUploads.fieldId,
        fileName: documentCopyUploads.fileName,
      });
    for (const row of rows) {
      const label = copy.row.fields.find((field) => field.id === row.fieldId)?.label ?? 'File';
      await tx
        .insert(documentEvents)
        .values(
          eventValues(
            ids.documentId,
            ids.copyId,
            'detached',
            actorOf(caller, request),
            undefined,
            `${label}: ${row.fileName}`,
          ),
        );
    }
    return rows;
  });
  if (removed.length === 0) throw notFound(NO_UPLOAD);
  await removeUploadFiles(
    ctx,
    removed.map((row) => row.key),
  );
  return { message: 'File removed.' };
}
