import { Readable } from 'node:stream';

import { and, asc, eq } from 'drizzle-orm';

import type { Db } from '../db/database.ts';
import { storedFileChunks, storedFiles, underFolder } from '../db/schema.ts';
import { assertFileKey, type FileStore } from './file-store.ts';

/** 256 KB: small values for PostgreSQL's TOAST, few rows for a 20 MB document (80). */
export const CHUNK_BYTES = 256 * 1024;
/** Chunks inserted per statement: a few MB per round trip. */
const CHUNKS_PER_INSERT = 8;

/**
 * The file store in PostgreSQL: a row per file and its bytes in chunks, written in one
 * transaction (a reader never sees half a file, a crash leaves none), read chunk by chunk as a
 * stream so that a download never holds the whole file in memory. Every process on the database
 * shares every file. (Not for PGlite: large values there are slow and hold memory.)
 */
export function createDatabaseFileStore(db: Db): FileStore {
  const readChunks = (key: string, chunkCount: number): Readable => {
    let next = 0;
    return new Readable({
      // One chunk per read; `highWaterMark` in bytes keeps at most about one chunk buffered.
      highWaterMark: CHUNK_BYTES,
      read() {
        if (next >= chunkCount) {
          this.push(null);
          return;
        }
        const seq = next;
        next += 1;
        db.select({ data: storedFileChunks.data })
          .from(storedFileChunks)
          .where(and(eq(storedFileChunks.key, key), eq(storedFileChunks.seq, seq)))
          .then(([row]) => {
            if (!row) throw new Error(`file ${key}: chunk ${seq} is missing`);
            this.push(row.data);
          })
          .catch((error: unknown) => this.destroy(error as Error));
      },
    });
  };

  return {
    put: async (key, bytes) => {
      assertFileKey(key);
      const chunkCount = Math.ceil(bytes.length / CHUNK_BYTES);
      await db.transaction(async (tx) => {
        // A put replaces: the old chunks go with the old row.
        await tx.delete(storedFiles).where(eq(storedFiles.key, key));
        await tx.insert(storedFiles).values({ key, size: bytes.length, chunkCount });
        for (let first = 0; first < chunkCount; first += CHUNKS_PER_INSERT) {
          const rows = [];
          for (let seq = first; seq < Math.min(chunkCount, first + CHUNKS_PER_INSERT); seq += 1) {
            rows.push({
              key,
              seq,
              data: bytes.subarray(seq * CHUNK_BYTES, (seq + 1) * CHUNK_BYTES),
            });
          }
          await tx.insert(storedFileChunks).values(rows);
        }
      });
    },
    get: async (key) => {
      assertFileKey(key);
      const [row] = await db
        .select({ size: storedFiles.size, chunkCount: storedFiles.chunkCount })
        .from(storedFiles)
        .where(eq(storedFiles.key, key))
        .limit(1);
      if (!row) return null;
      return { stream: readChunks(key, row.chunkCount), size: row.size };
    },
    delete: async (key) => {
      assertFileKey(key);
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
    stat: async (key) => {
      assertFileKey(key);
      const [row] = await db
        .select({ size: storedFiles.size, createdAt: storedFiles.createdAt })
        .from(storedFiles)
        .where(eq(storedFiles.key, key))
        .limit(1);
      return row ? { key, size: row.size, modifiedAt: row.createdAt } : null;
    },
    list: async (folder) => {
      const rows = await db
        .select({ key: storedFiles.key, size: storedFiles.size, createdAt: storedFiles.createdAt })
        .from(storedFiles)
        .where(underFolder(folder))
        .orderBy(asc(storedFiles.key));
      return rows.map((row) => ({ key: row.key, size: row.size, modifiedAt: row.createdAt }));
    },
  };
}
