import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A stored file, read as a stream. */
export interface StoredFile {
  stream: Readable;
  size: number;
}

/** What the store knows of a file without reading it. */
export interface FileInfo {
  key: string;
  size: number;
  modifiedAt: Date;
}

/**
 * Where every file of the service lives (profile pictures now; attachments, documents and sealed
 * PDFs next), by key: `<folder>/<name>`, e.g. `profile/3q2-....png`. Keys are chosen by the
 * server, never by a caller; anything else is refused before it can reach the disk.
 */
export interface FileStore {
  /** Stores the bytes under the key; once it resolves, the file survives a crash. */
  put: (key: string, bytes: Buffer) => Promise<void>;
  /** The file, or null when there is none. */
  get: (key: string) => Promise<StoredFile | null>;
  /** Removing a file that is already gone is fine. */
  delete: (key: string) => Promise<void>;
  /** Size and time of a file, or null when there is none. */
  stat: (key: string) => Promise<FileInfo | null>;
  /**
   * Every file under a folder (`profile`, `chat`), at any depth, including the temporary files of
   * writes that never finished: the orphan sweep's view of the store.
   */
  list: (folder: string) => Promise<FileInfo[]>;
}

const KEY = /^[a-z][a-z0-9-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)+$/;

export function assertFileKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`not a file key: ${JSON.stringify(key)}`);
  }
}

/**
 * The file store on disk, under DATA_DIR (one process owns it): folders 0700, files 0600. A put
 * writes a temporary file, flushes it to disk and renames it, so a reader never sees half a file.
 */
export function createDiskFileStore(rootDir: string): FileStore {
  const pathOf = (key: string) => {
    assertFileKey(key);
    return path.join(rootDir, ...key.split('/'));
  };
  return {
    put: async (key, bytes) => {
      const file = pathOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      const handle = await fs.promises.open(temporary, 'wx', 0o600);
      try {
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.promises.rename(temporary, file);
      } catch (error) {
        // A write cut short (a full disk) leaves no partial file behind for the hourly sweep.
        await fs.promises.rm(temporary, { force: true });
        throw error;
      }
    },
    get: async (key) => {
      const file = pathOf(key);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      return { stream: fs.createReadStream(file), size: stat.size };
    },
    delete: async (key) => {
      await fs.promises.rm(pathOf(key), { force: true });
    },
    stat: async (key) => {
      const stat = await fs.promises.stat(pathOf(key)).catch(() => null);
      return stat?.isFile() ? { key, size: stat.size, modifiedAt: stat.mtime } : null;
    },
    list: async (folder) => {
      const base = path.dirname(pathOf(`${folder}/_`));
      const entries = await fs.promises
        .readdir(base, { recursive: true, withFileTypes: true })
        .catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        });
      const found: FileInfo[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const stat = await fs.promises.stat(file).catch(() => null);
        if (!stat) continue; // removed meanwhile
        const key = path.relative(rootDir, file).split(path.sep).join('/');
        found.push({ key, size: stat.size, modifiedAt: stat.mtime });
      }
      return found;
    },
  };
}
