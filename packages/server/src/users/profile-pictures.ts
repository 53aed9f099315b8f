import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import { fileTypeFromBuffer } from 'file-type';

import { PROFILE_IMAGE_TYPES } from '@portal/contracts';

import { HttpError } from '../lib/http-error.ts';

const EXTENSIONS: Record<(typeof PROFILE_IMAGE_TYPES)[number], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export const CONTENT_TYPES: Record<string, string> = Object.fromEntries(
  Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type]),
);

const isAllowed = (mime: string): mime is (typeof PROFILE_IMAGE_TYPES)[number] =>
  (PROFILE_IMAGE_TYPES as readonly string[]).includes(mime);

/**
 * Stores a picture under a server-chosen random name. The type comes from the bytes themselves
 * (magic numbers), never from the file name or the part's declared type.
 */
export async function storeProfilePicture(dir: string, bytes: Buffer): Promise<string> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !isAllowed(detected.mime)) {
    throw new HttpError(415, 'The picture must be a PNG, JPEG, WebP or GIF image.');
  }
  const name = `${randomBytes(16).toString('base64url')}.${EXTENSIONS[detected.mime]}`;
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), bytes, { mode: 0o600 });
  return name;
}

/** Removing a picture that is already gone is fine. */
export async function removeProfilePicture(dir: string, name: string | null): Promise<void> {
  if (!name) return;
  await fs.rm(path.join(dir, path.basename(name)), { force: true });
}
