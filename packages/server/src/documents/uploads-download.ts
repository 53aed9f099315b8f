import type { FastifyReply } from 'fastify';

import type { AppContext } from '../context.ts';
import type { Caller } from '../lib/caller.ts';
import { notFound } from '../lib/http-error.ts';
import { sendMadeFile } from '../files/stored-files.ts';
import { copyFor } from './copies.ts';
import { NO_UPLOAD, uploadOfCopy } from './uploads.ts';

/**
 * A file attached to a copy, to its parties: the client and the document's owner (copyFor). The
 * superadmin oversees through the lists only and finds nothing here, even on a form the practice
 * keeps. Always a download (never shown inline), with the type found at upload, nosniff and the
 * sandboxing CSP of every stored file.
 */
export async function downloadUpload(
  ctx: AppContext,
  caller: Caller,
  ids: { documentId: string; copyId: string; uploadId: string },
  reply: FastifyReply,
): Promise<FastifyReply> {
  if (caller.role === 'superadmin') throw notFound(NO_UPLOAD);
  await copyFor(ctx, caller, ids.documentId, ids.copyId);
  const upload = await uploadOfCopy(ctx.db, ids.copyId, ids.uploadId);
  const stored = await ctx.files.get(upload.fileKey);
  if (!stored) throw notFound('This file is missing.');
  reply.header('content-length', String(stored.size));
  return sendMadeFile(reply, { type: upload.fileType, name: upload.fileName }, stored.stream);
}
