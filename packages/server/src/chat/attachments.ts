import { randomBytes } from 'node:crypto';

import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';

import type { TChatMessage } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { chatMessages } from '../db/schema.ts';
import type { Caller } from '../http/authenticate.ts';
import { assertWithinStorage, attachmentBytes, pictureBytes } from '../files/storage-quota.ts';
import type { UploadedFile } from '../http/multipart.ts';
import { badRequest, notFound } from '../lib/http-error.ts';
import { asRetry, findByClientId, postMessage } from './messages.ts';
import { assertMayPost } from './posting.ts';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;
const NAME_MAX = 255;

/**
 * The name shown for the file: as sent (people's names for their files), checked, never a path.
 * Browsers send a `"` in a file name as `%22` (the HTML form encoding), so it is turned back.
 */
function displayName(file: UploadedFile): string {
  const name = file.fileName.replaceAll('%22', '"').trim();
  if (CONTROL_CHARACTERS.test(name)) {
    throw badRequest('The file name must not contain control characters.');
  }
  if (name.length > NAME_MAX) {
    throw badRequest(`The file name must be at most ${NAME_MAX} characters.`);
  }
  return name || `attachment.${EXTENSIONS[file.type] ?? 'bin'}`;
}

/**
 * A message with one file (its type already checked on the bytes by the multipart reader). The
 * file is stored under a server-chosen random key first; if the message is not stored after all,
 * the file goes again. A retry of a stored clientId answers the message without storing the file.
 */
export async function sendAttachment(
  ctx: AppContext,
  caller: Caller,
  channelId: string,
  fields: { clientId: string; text?: string | undefined },
  file: UploadedFile | undefined,
): Promise<{ isNew: boolean; data: TChatMessage }> {
  ctx.chat.sendLimit.take(caller.id);
  if (!file) throw badRequest('Attach a file: a PDF or an image.');
  const name = displayName(file);
  await assertMayPost(ctx.db, channelId, caller.id);
  const stored = await findByClientId(ctx, channelId, fields.clientId);
  if (stored) return { isNew: false, data: asRetry(stored, caller.id) };
  // The sender's files (picture and attachments) stay within USER_STORAGE_MAX_BYTES. Checked
  // before the write; two uploads at the same instant may pass together, by one file at most each.
  const [used, picture] = await Promise.all([
    attachmentBytes(ctx.db, caller.id),
    pictureBytes(ctx, caller.user.profileImage),
  ]);
  assertWithinStorage(ctx, used + picture + file.bytes.length);
  const key = `chat/${channelId}/${randomBytes(16).toString('base64url')}.${EXTENSIONS[file.type] ?? 'bin'}`;
  await ctx.files.put(key, file.bytes);
  try {
    const posted = await postMessage(
      ctx,
      { kind: 'user', userId: caller.id },
      {
        channelId,
        clientId: fields.clientId,
        text: fields.text ?? '',
        attachment: { key, name, type: file.type, size: file.bytes.length },
      },
    );
    if (!posted.isNew) await ctx.files.delete(key);
    return posted;
  } catch (error) {
    await ctx.files.delete(key).catch(() => undefined);
    throw error;
  }
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
 * Sends a message's file to a member (the resource rule checked membership): with the type found
 * at upload, nosniff and a sandboxing CSP so that it can never run as a page of this origin.
 * Images are shown inline, PDFs downloaded.
 */
export async function downloadAttachment(
  ctx: AppContext,
  channelId: string,
  messageId: string,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const [row] = await ctx.db
    .select({
      key: chatMessages.attachmentKey,
      name: chatMessages.attachmentName,
      type: chatMessages.attachmentType,
    })
    .from(chatMessages)
    .where(and(eq(chatMessages.channelId, channelId), eq(chatMessages.id, messageId)))
    .limit(1);
  if (!row) throw notFound('No message has this id.');
  const file = row.key ? await ctx.files.get(row.key) : null;
  if (!file || !row.type) throw notFound('This message has no file.');
  const kind = row.type.startsWith('image/') ? 'inline' : 'attachment';
  return reply
    .header('content-type', row.type)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(kind, row.name ?? 'attachment'))
    .header('cache-control', 'private, max-age=3600')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('x-content-type-options', 'nosniff')
    .send(file.stream);
}
