import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';

import type { TChatMessage } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { chatMessages } from '../db/schema.ts';
import type { Caller } from '../lib/caller.ts';
import { assertWithinStorage, attachmentBytes, pictureBytes } from '../files/storage-quota.ts';
import { newFileKey, sendStored, uploadedFileName } from '../files/stored-files.ts';
import type { UploadedFile } from '../lib/uploaded-file.ts';
import { badRequest, notFound } from '../lib/http-error.ts';
import { readingWindow } from './history.ts';
import { asRetry, findByClientId, postMessage } from './messages.ts';
import { assertMayPost } from './posting.ts';

/**
 * A message with one file (its type already checked on the bytes by the multipart reader). The
 * file is stored under a server-chosen random key first; if the message is not stored after all,
 * the file goes again. A retry of a stored clientId answers the message without storing the file.
 */
export async function sendAttachment(
  ctx: AppContext,
  caller: Caller,
  channelId: string,
  fields: { clientId: string; text?: string | undefined; replyToId?: string | undefined },
  file: UploadedFile | undefined,
): Promise<{ isNew: boolean; data: TChatMessage }> {
  ctx.chat.sendLimit.take(caller.id);
  if (!file) throw badRequest('Attach a file: a PDF or an image.');
  const name = uploadedFileName(file.fileName, file.type, 'attachment');
  await assertMayPost(ctx.db, channelId, caller.id);
  const stored = await findByClientId(ctx, channelId, fields.clientId);
  if (stored) return { isNew: false, data: await asRetry(ctx, stored, caller.id) };
  // The sender's files (picture and attachments) stay within USER_STORAGE_MAX_BYTES. Checked
  // before the write; two uploads at the same instant may pass together, by one file at most each.
  const [used, picture] = await Promise.all([
    attachmentBytes(ctx.db, caller.id),
    pictureBytes(ctx, caller.user.profileImage),
  ]);
  assertWithinStorage(ctx, used + picture + file.bytes.length);
  const key = newFileKey(`chat/${channelId}`, file.type);
  await ctx.files.put(key, file.bytes);
  try {
    const posted = await postMessage(
      ctx,
      { kind: 'user', userId: caller.id },
      {
        channelId,
        clientId: fields.clientId,
        text: fields.text ?? '',
        replyToId: fields.replyToId ?? null,
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

/**
 * Sends a message's file to a member (the resource rule checked membership): with the type found
 * at upload, nosniff and a sandboxing CSP so that it can never run as a page of this origin.
 * Images are shown inline, PDFs downloaded.
 */
export async function downloadAttachment(
  ctx: AppContext,
  caller: Caller,
  channelId: string,
  messageId: string,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { historyFromSeq } = await readingWindow(ctx.db, channelId, caller);
  const [row] = await ctx.db
    .select({
      key: chatMessages.attachmentKey,
      name: chatMessages.attachmentName,
      type: chatMessages.attachmentType,
    })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.channelId, channelId),
        eq(chatMessages.id, messageId),
        // A file sent before the caller's history starts is not its to open (./history.ts).
        gt(chatMessages.seq, historyFromSeq),
      ),
    )
    .limit(1);
  if (!row) throw notFound('No message has this id.');
  if (!row.key || !row.type) throw notFound('This message has no file.');
  // An attachment never changes: the browser may keep it for an hour.
  return sendStored(
    ctx.files,
    reply,
    { key: row.key, type: row.type, name: row.name ?? 'attachment' },
    'private, max-age=3600',
  );
}
