import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

import type { FastifyReply } from 'fastify';

import { CONTROL_CHARACTERS } from '@portal/contracts';

import { badRequest, notFound } from '../lib/http-error.ts';
import type { FileStore } from './file-store.ts';

/*
 * Files people upload and download, for every domain (chat attachments, documents, sealed
 * copies): their keys, their names, and how they are sent back.
 */

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const extensionOf = (type: string) => EXTENSIONS[type] ?? 'bin';

/** A new server-chosen key in a folder (`chat/<channel>`); never a name a caller sent. */
export const newFileKey = (folder: string, type: string) =>
  `${folder}/${randomBytes(16).toString('base64url')}.${extensionOf(type)}`;

const NAME_MAX = 255;

/**
 * The file name to show: as the person's device sent it (never used as a path), checked; `base`
 * and the type's extension when it sent none. Browsers send a `"` as `%22` (the HTML form
 * encoding), so it is turned back.
 */
export function uploadedFileName(fileName: string, type: string, base: string): string {
  const name = fileName.replaceAll('%22', '"').trim();
  if (CONTROL_CHARACTERS.test(name)) {
    throw badRequest('The file name must not contain control characters.');
  }
  if (name.length > NAME_MAX) {
    throw badRequest(`The file name must be at most ${NAME_MAX} characters.`);
  }
  return name || `${base}.${extensionOf(type)}`;
}

/** A stored file, whole (PDFs are read whole to fill, seal and check them). */
export async function readStored(files: FileStore, key: string): Promise<Buffer> {
  const file = await files.get(key);
  if (!file) throw new Error(`the stored file ${key} is missing`);
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** RFC 6266 / 5987: an ASCII fallback and the exact UTF-8 name. */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7E]|["\\%]/g, '_');
  const exact = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16)}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

/**
 * Sends a stored file with the type found at upload, nosniff and a sandboxing CSP, so that it can
 * never run as a page of this origin. Images are shown inline, other files downloaded. Private
 * caching only: `cache` says for how long (a chat attachment never changes; a document's file is
 * not kept at all).
 */
export async function sendStored(
  files: FileStore,
  reply: FastifyReply,
  file: { key: string; type: string; name: string },
  cache: 'private, max-age=3600' | 'private, no-store' = 'private, no-store',
): Promise<FastifyReply> {
  const stored = await files.get(file.key);
  if (!stored) throw notFound('This file is missing.');
  const kind = file.type.startsWith('image/') ? 'inline' : 'attachment';
  return reply
    .header('content-type', file.type)
    .header('content-length', String(stored.size))
    .header('content-disposition', contentDisposition(kind, file.name))
    .header('cache-control', cache)
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('x-content-type-options', 'nosniff')
    .send(stored.stream);
}

/**
 * Sends a file made for this answer (the audit log's CSV export) as a download, with the headers
 * of a stored one: its type, its name, no caching, nosniff and the sandboxing CSP.
 */
export function sendMadeFile(
  reply: FastifyReply,
  file: { type: string; name: string },
  body: Readable,
): FastifyReply {
  return reply
    .header('content-type', file.type)
    .header('content-disposition', contentDisposition('attachment', file.name))
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('x-content-type-options', 'nosniff')
    .send(body);
}
