import fs from 'node:fs';
import path from 'node:path';

import type { FastifyBaseLogger } from 'fastify';

import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createDatabaseFileStore } from './database-store.ts';
import { createDiskFileStore, type FileStore } from './file-store.ts';
import { createS3FileStore } from './s3-store.ts';

export type FileStoreKind = 'disk' | 'database' | 's3';

/**
 * Where the files live (FILE_STORE): an S3-compatible bucket when S3 settings are given; else in
 * PostgreSQL with DATABASE_URL, so that several processes share every file with nothing else to
 * run; else under DATA_DIR/uploads (PGlite: one process owns the folder, and large values in
 * PGlite are slow and hold memory).
 */
export function fileStoreKind(config: Config, database: Database['kind']): FileStoreKind {
  if (config.files.store !== 'auto') return config.files.store;
  if (config.files.s3) return 's3';
  return database === 'postgres' ? 'database' : 'disk';
}

/** The folders of the store: what a move from the disk copies. */
const FOLDERS = ['profile', 'chat', 'documents'];

/**
 * Files a disk store left under DATA_DIR/uploads (a server that ran before on the disk) are copied
 * into the new store once, so that pictures and attachments keep working after the switch. The
 * disk copies stay where they were (nothing is lost if the move is interrupted; it resumes).
 */
async function copyDiskFiles(
  diskRoot: string,
  target: FileStore,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!fs.existsSync(diskRoot)) return;
  const disk = createDiskFileStore(diskRoot);
  let copied = 0;
  for (const folder of FOLDERS) {
    for (const file of await disk.list(folder)) {
      if (file.key.endsWith('.tmp') || (await target.stat(file.key))) continue;
      const stored = await disk.get(file.key);
      if (!stored) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
      await target.put(file.key, Buffer.concat(chunks));
      copied += 1;
    }
  }
  if (copied)
    log.info({ files: copied }, 'copied the files of DATA_DIR/uploads into the file store');
}

export async function openFileStore(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
): Promise<{ files: FileStore; kind: FileStoreKind; close: () => void }> {
  const kind = fileStoreKind(config, database.kind);
  const diskRoot = path.join(config.dataDir, 'uploads');
  if (kind === 'disk') return { files: createDiskFileStore(diskRoot), kind, close: () => {} };
  if (kind === 's3') {
    if (!config.files.s3) throw new Error('FILE_STORE=s3 needs S3_BUCKET');
    const store = createS3FileStore(config.files.s3);
    try {
      await store.check();
      await copyDiskFiles(diskRoot, store, log);
    } catch (error) {
      store.close();
      throw error;
    }
    return { files: store, kind, close: store.close };
  }
  const store = createDatabaseFileStore(database.db);
  await copyDiskFiles(diskRoot, store, log);
  return { files: store, kind, close: () => {} };
}
