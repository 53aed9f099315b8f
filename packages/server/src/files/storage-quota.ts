import { and, eq, isNotNull, sql } from 'drizzle-orm';

import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { chatMessages } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';

/**
 * The files an account keeps: its profile picture and the chat attachments it sent (those go when
 * their message or channel is deleted). USER_STORAGE_MAX_BYTES bounds their sum, so one account
 * cannot fill the disk.
 */
export async function attachmentBytes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${chatMessages.attachmentSize}), 0)` })
    .from(chatMessages)
    .where(and(eq(chatMessages.authorUserId, userId), isNotNull(chatMessages.attachmentKey)));
  return Number(row?.total ?? 0);
}

/** The bytes of a stored profile picture (0 for none, or one already gone). */
export async function pictureBytes(ctx: AppContext, name: string | null): Promise<number> {
  if (!name) return 0;
  return (await ctx.files.stat(`profile/${name}`))?.size ?? 0;
}

/** 413 when an account's files would take more than the limit with `total` bytes. */
export function assertWithinStorage(ctx: AppContext, total: number): void {
  const limit = ctx.config.userStorageMaxBytes;
  if (total <= limit) return;
  const megabytes = Math.floor(limit / (1024 * 1024));
  const amount = megabytes >= 1 ? `${megabytes} MB` : `${Math.floor(limit / 1024)} KB`;
  throw new HttpError(
    413,
    `There is no room for this file: an account may keep at most ${amount} of files. Delete some files and try again.`,
  );
}
