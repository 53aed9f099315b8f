import { inArray } from 'drizzle-orm';

import type { AppContext } from '../context.ts';
import {
  chatMessages,
  documentCopies,
  documentCopyUploads,
  documents,
  users,
} from '../db/schema.ts';
import { assertFileKey } from './file-store.ts';

/**
 * Files are written before the row that names them (so a bad upload changes nothing), and the
 * uploads remove what they replace or abandon. Only a crash between the two can leave a file that
 * no row names; this sweep removes such files (and temporary files of unfinished writes) at start
 * and every hour. Files younger than the grace period are left alone: their row may be on its way.
 */
export const ORPHAN_GRACE_MS = 10 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;
const BATCH = 500;

/** A file put there by hand under a name the store would never choose is not the sweep's. */
function isFileKey(key: string): boolean {
  try {
    assertFileKey(key);
    return true;
  } catch {
    return false;
  }
}

/** The folders whose files rows name, and the keys among `keys` that rows still name. */
const FOLDERS: Record<string, (ctx: AppContext, keys: string[]) => Promise<Set<string>>> = {
  profile: async (ctx, keys) => {
    const names = keys.map((key) => key.slice('profile/'.length));
    const rows = await ctx.db
      .select({ name: users.profileImage })
      .from(users)
      .where(inArray(users.profileImage, names));
    return new Set(rows.map((row) => `profile/${row.name ?? ''}`));
  },
  documents: async (ctx, keys) => {
    const [originals, sealed] = await Promise.all([
      ctx.db
        .select({ key: documents.fileKey })
        .from(documents)
        .where(inArray(documents.fileKey, keys)),
      ctx.db
        .select({ key: documentCopies.sealedKey })
        .from(documentCopies)
        .where(inArray(documentCopies.sealedKey, keys)),
    ]);
    return new Set([...originals, ...sealed].map((row) => row.key ?? ''));
  },
  'copy-uploads': async (ctx, keys) => {
    const rows = await ctx.db
      .select({ key: documentCopyUploads.fileKey })
      .from(documentCopyUploads)
      .where(inArray(documentCopyUploads.fileKey, keys));
    return new Set(rows.map((row) => row.key));
  },
  chat: async (ctx, keys) => {
    const rows = await ctx.db
      .select({ key: chatMessages.attachmentKey })
      .from(chatMessages)
      .where(inArray(chatMessages.attachmentKey, keys));
    return new Set(rows.map((row) => row.key ?? ''));
  },
};

/** Removes the files no row names that are older than the grace period; answers their keys. */
export async function sweepOrphanFiles(ctx: AppContext, now = Date.now()): Promise<string[]> {
  const removed: string[] = [];
  for (const [folder, named] of Object.entries(FOLDERS)) {
    const old = (await ctx.files.list(folder)).filter(
      (file) => now - file.modifiedAt.getTime() > ORPHAN_GRACE_MS && isFileKey(file.key),
    );
    for (let i = 0; i < old.length; i += BATCH) {
      const keys = old.slice(i, i + BATCH).map((file) => file.key);
      const kept = await named(ctx, keys);
      for (const key of keys) {
        if (kept.has(key)) continue;
        await ctx.files.delete(key);
        removed.push(key);
      }
    }
  }
  if (removed.length) ctx.log.warn({ files: removed.length }, 'removed files that no row names');
  return removed;
}

/** Sweeps once now and then every hour; the answer stops it (and waits for a running sweep). */
export function startOrphanSweep(ctx: AppContext): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = running
      .then(() => sweepOrphanFiles(ctx))
      .catch((error: unknown) => ctx.log.error({ err: error }, 'orphan file sweep failed'));
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
