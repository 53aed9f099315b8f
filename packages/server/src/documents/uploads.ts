import { and, asc, eq } from 'drizzle-orm';

import { API_BASE, type TCopyUpload } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { documentCopyUploads, type DocumentCopyUploadRow } from '../db/schema.ts';
import type { Caller } from '../lib/caller.ts';
import { notFound } from '../lib/http-error.ts';

/*
 * The files a client attaches to the upload fields of its copy (issue 34): what every part of the
 * upload field shares (./uploads-changes.ts attaches and removes, ./uploads-download.ts sends,
 * ./uploads-signing.ts settles them at signing). They are part of the copy: they go with it.
 */

export const NO_UPLOAD = 'No file has this id.';

/**
 * The store's folder of a copy's files: not under `documents/`, whose files the orphan sweep keeps
 * only when a document or a sealed copy names them.
 */
export const uploadFolder = (copyId: string) => `copy-uploads/${copyId}`;

export const uploadUrl = (documentId: string, copyId: string, uploadId: string) =>
  `${API_BASE}/documents/${documentId}/shares/${copyId}/uploads/${uploadId}`;

export function toCopyUpload(documentId: string, row: DocumentCopyUploadRow): TCopyUpload {
  return {
    id: row.id,
    fieldId: row.fieldId,
    fileName: row.fileName,
    fileType: row.fileType as TCopyUpload['fileType'],
    size: row.size,
    sha256: row.sha256,
    url: uploadUrl(documentId, row.copyId, row.id),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A copy's files, oldest first. */
export function uploadsOfCopy(db: Db, copyId: string): Promise<DocumentCopyUploadRow[]> {
  return db
    .select()
    .from(documentCopyUploads)
    .where(eq(documentCopyUploads.copyId, copyId))
    .orderBy(asc(documentCopyUploads.createdAt), asc(documentCopyUploads.id));
}

/** One file of a copy; 404 when the copy has none with this id. */
export async function uploadOfCopy(
  db: Db,
  copyId: string,
  uploadId: string,
): Promise<DocumentCopyUploadRow> {
  const [row] = await db
    .select()
    .from(documentCopyUploads)
    .where(and(eq(documentCopyUploads.id, uploadId), eq(documentCopyUploads.copyId, copyId)))
    .limit(1);
  if (!row) throw notFound(NO_UPLOAD);
  return row;
}

/**
 * The files of a copy's detail: the parties see them; the superadmin, who oversees without
 * contents (even of the forms the practice keeps), sees none.
 */
export async function copyUploadsFor(
  ctx: AppContext,
  caller: Caller,
  copy: { documentId: string; id: string },
): Promise<TCopyUpload[]> {
  if (caller.role === 'superadmin') return [];
  const rows = await uploadsOfCopy(ctx.db, copy.id);
  return rows.map((row) => toCopyUpload(copy.documentId, row));
}

/** Removes stored files whose rows are gone; a file left behind is logged, never an error. */
export async function removeUploadFiles(ctx: AppContext, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await ctx.files.delete(key).catch((error: unknown) => {
      ctx.log.warn({ err: error, key }, 'the file of a removed copy upload was not removed');
    });
  }
}
