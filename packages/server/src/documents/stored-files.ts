import { randomBytes } from 'node:crypto';

import type { FastifyReply } from 'fastify';

import type { AppContext } from '../context.ts';
import { badRequest, notFound } from '../lib/http-error.ts';

export const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** A new server-chosen key under the document's folder; never a name a caller sent. */
export const newFileKey = (documentId: string, type: string) =>
  `documents/${documentId}/${randomBytes(16).toString('base64url')}.${EXTENSIONS[type] ?? 'bin'}`;

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;
const NAME_MAX = 255;

/**
 * The file name to show: as the person's device sent it (never used as a path), checked. Browsers
 * send a `"` as `%22` (the HTML form encoding), so it is turned back.
 */
export function displayName(fileName: string, type: string): string {
  const name = fileName.replaceAll('%22', '"').trim();
  if (CONTROL_CHARACTERS.test(name)) {
    throw badRequest('The file name must not contain control characters.');
  }
  if (name.length > NAME_MAX) {
    throw badRequest(`The file name must be at most ${NAME_MAX} characters.`);
  }
  return name || `document.${EXTENSIONS[type] ?? 'bin'}`;
}

/** A stored file, whole (PDFs are read whole to fill, seal and check them). */
export async function readStored(ctx: AppContext, key: string): Promise<Buffer> {
  const file = await ctx.files.get(key);
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
 * never run as a page of this origin; private caching only (documents are personal).
 */
export async function sendStored(
  ctx: AppContext,
  reply: FastifyReply,
  file: { key: string; type: string; name: string },
): Promise<FastifyReply> {
  const stored = await ctx.files.get(file.key);
  if (!stored) throw notFound('This file is missing.');
  const kind = file.type.startsWith('image/') ? 'inline' : 'attachment';
  return reply
    .header('content-type', file.type)
    .header('content-length', String(stored.size))
    .header('content-disposition', contentDisposition(kind, file.name))
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('x-content-type-options', 'nosniff')
    .send(stored.stream);
}
