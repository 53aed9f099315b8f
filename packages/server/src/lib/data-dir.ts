import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import lockfile from 'proper-lockfile';

/** A start-up problem with DATA_DIR, said in one line that names the folder and the cause. */
export class DataDirError extends Error {
  override readonly name = 'DataDirError';
}

/** The errno numbers of the embedded database's file system (Emscripten), by name. */
const EMSCRIPTEN_ERRNO: Record<number, string> = {
  2: 'EACCES',
  19: 'EDQUOT',
  51: 'ENOSPC',
  63: 'EPERM',
  69: 'EROFS',
};

const CAUSES: Record<string, string> = {
  EACCES: 'permission denied for the user running the server',
  EPERM: 'permission denied for the user running the server',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is exceeded',
  ENOTDIR: 'a part of the path is a file, not a folder',
};

/** The cause of a file-system error in words, e.g. "no space left on the device (ENOSPC)". */
export function describeFsError(error: unknown): string {
  const errno = (error as { name?: unknown; errno?: unknown } | undefined) ?? {};
  const code =
    (error as NodeJS.ErrnoException | undefined)?.code ??
    (errno.name === 'ErrnoError' && typeof errno.errno === 'number'
      ? EMSCRIPTEN_ERRNO[errno.errno]
      : undefined);
  if (code && CAUSES[code]) return `${CAUSES[code]} (${code})`;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : JSON.stringify(error);
}

/**
 * Makes DATA_DIR usable and private: creates it, proves it can be written (a read-only or full
 * disk is named here, not as a database crash later), makes every folder 0700 and every file 0600
 * (the database's WAL holds password hashes), and makes the files the process creates from now on
 * private too (umask). Answers how many modes it corrected.
 */
export function preparePrivateDataDir(dataDir: string): { corrected: number } {
  try {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const probe = path.join(dataDir, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, 'ok', { mode: 0o600 });
    fs.rmSync(probe);
  } catch (error) {
    throw new DataDirError(`DATA_DIR ${dataDir} cannot be used: ${describeFsError(error)}.`);
  }
  process.umask(0o077);
  return { corrected: makePrivate(dataDir) };
}

/**
 * Sets every folder under `target` to 0700 and every file to 0600; answers how many it changed.
 * The embedded database sets its own files' modes (0666) whatever the umask, so this runs again
 * once it is open and when it closes; in between, its 0700 folders keep others out.
 */
export function makePrivate(target: string): number {
  const stat = fs.lstatSync(target);
  if (stat.isSymbolicLink()) return 0;
  const wanted = stat.isDirectory() ? 0o700 : 0o600;
  let corrected = 0;
  if ((stat.mode & 0o777) !== wanted) {
    fs.chmodSync(target, wanted);
    corrected += 1;
  }
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(target)) corrected += makePrivate(path.join(target, entry));
  }
  return corrected;
}

/** Who holds a DATA_DIR, written beside the lock so that a refused start can name it. */
interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

const LOCK_NAME = 'server.lock';
const OWNER_NAME = 'server.lock.owner.json';
/** A live owner touches the lock this often... */
const REFRESH_MS = 2_000;
/** ...so a lock untouched this long belongs to a process that died (kill -9, power loss). */
const STALE_MS = 12_000;

export interface DataDirLock {
  release: () => Promise<void>;
}

/**
 * Takes the exclusive lock on DATA_DIR before the embedded database opens it: one process per data
 * folder. proper-lockfile keeps the lock fresh while this process lives. When the lock is held:
 * if its owner is alive (the lock is refreshed while we watch), the start stops at once naming the
 * folder and the owner; if not (the owner was killed), the lock is taken over once it is stale.
 */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void,
): Promise<DataDirLock> {
  const options = {
    lockfilePath: path.join(dataDir, LOCK_NAME),
    realpath: false,
    stale: STALE_MS,
    update: REFRESH_MS,
    onCompromised,
  };
  const inUse = () =>
    new DataDirError(
      `DATA_DIR ${dataDir} is in use by another server (${describeOwner(dataDir)}). ` +
        'Stop it first, or give this one its own DATA_DIR.',
    );
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, { ...options, retries: 0 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') {
      throw new DataDirError(`DATA_DIR ${dataDir} cannot be locked: ${describeFsError(error)}.`);
    }
    if (await isHeldByLiveServer(dataDir, options.lockfilePath)) throw inUse();
    // The owner stopped refreshing the lock and is not running here: it is gone. Take the lock
    // over once it is stale; should another server take it first, this one is refused the same.
    try {
      release = await lockfile.lock(dataDir, {
        ...options,
        retries: { retries: Math.ceil(STALE_MS / 1000) + 2, minTimeout: 1000, maxTimeout: 1000 },
      });
    } catch (takeover) {
      if ((takeover as NodeJS.ErrnoException).code === 'ELOCKED') throw inUse();
      throw new DataDirError(`DATA_DIR ${dataDir} cannot be locked: ${describeFsError(takeover)}.`);
    }
  }
  const owner: LockOwner = {
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date().toISOString(),
  };
  fs.writeFileSync(path.join(dataDir, OWNER_NAME), JSON.stringify(owner), { mode: 0o600 });
  return { release };
}

/**
 * Whether a live server holds the lock: its owner, named beside the lock, is a running process on
 * this machine, or the lock's time moves while we watch a little longer than one refresh. Both are
 * asked: a server that has just started (two started at the same moment) may not refresh in time
 * while its database opens, and one on another machine sharing the folder has no process here.
 */
async function isHeldByLiveServer(dataDir: string, lockPath: string): Promise<boolean> {
  const mtime = () => fs.statSync(lockPath, { throwIfNoEntry: false })?.mtimeMs ?? null;
  const before = mtime();
  const until = Date.now() + REFRESH_MS + 500;
  while (Date.now() < until) {
    if (isOwnerRunningHere(dataDir)) return true;
    await sleep(100);
    const now = mtime();
    if (before !== null && now !== null && now !== before) return true;
  }
  return false;
}

function isOwnerRunningHere(dataDir: string): boolean {
  const owner = readOwner(dataDir);
  if (!owner || owner.host !== os.hostname() || owner.pid === process.pid) return false;
  try {
    // Its command line names node: a pid reused by another program since is not an owner.
    return fs.readFileSync(`/proc/${owner.pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return false;
  }
}

function readOwner(dataDir: string): LockOwner | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, OWNER_NAME), 'utf8')) as LockOwner;
  } catch {
    return null;
  }
}

function describeOwner(dataDir: string): string {
  const owner = readOwner(dataDir);
  return owner
    ? `process ${owner.pid} on ${owner.host}, started ${owner.startedAt}`
    : 'process unknown';
}
