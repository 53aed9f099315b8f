import { randomBytes } from 'node:crypto';
import path from 'node:path';

import type { FastifyReply } from 'fastify';

import type { AppContext } from '../context.ts';
import type { FileStore } from '../files/file-store.ts';
import type { UploadedFile } from '../lib/uploaded-file.ts';
import { notFound } from '../lib/http-error.ts';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const CONTENT_TYPES: Record<string, string> = Object.fromEntries(
  Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type]),
);

const keyOf = (fileName: string) => `profile/${path.basename(fileName)}`;

/**
 * Stores a picture (its type already detected from the bytes by the multipart reader) under a
 * server-chosen random name, and answers that name.
 */
export async function storeProfilePicture(
  files: FileStore,
  picture: UploadedFile,
): Promise<string> {
  const extension = EXTENSIONS[picture.type];
  if (!extension) throw new Error(`not a profile picture type: ${picture.type}`);
  const name = `${randomBytes(16).toString('base64url')}.${extension}`;
  await files.put(keyOf(name), picture.bytes);
  return name;
}

/** Removing a picture that is already gone is fine. */
export async function removeProfilePicture(files: FileStore, name: string | null): Promise<void> {
  if (name) await files.delete(keyOf(name));
}

/**
 * Sends a picture. Public so that an <img> can load it without a token: the 128-bit random name is
 * the secret. The type is the one detected at upload; nosniff and a sandboxing CSP stop it being
 * run as HTML.
 */
export async function sendProfilePicture(
  ctx: AppContext,
  fileName: string,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const type = CONTENT_TYPES[path.extname(fileName).slice(1)];
  const file = type ? await ctx.files.get(keyOf(fileName)) : null;
  if (!file || !type) throw notFound('No picture has this name.');
  return reply
    .header('content-type', type)
    .header('content-length', String(file.size))
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('x-content-type-options', 'nosniff')
    .send(file.stream);
}
