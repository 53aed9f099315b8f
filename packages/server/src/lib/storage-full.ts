import { HttpError } from './http-error.ts';

/** PostgreSQL's SQLSTATE for a full disk (class 53: insufficient resources). */
const PG_DISK_FULL = '53100';
/** The file system's codes for no room left, from Node or from PGlite's Emscripten file system. */
const FS_FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);
const EMSCRIPTEN_FULL_ERRNOS = new Set([51, 19]);
const PG_FULL_TEXT = /no space left on device|disk quota exceeded/i;

/**
 * Whether an error says the server's storage is full: a file write (ENOSPC, EDQUOT), PGlite's file
 * system (its errno) or PostgreSQL (disk_full, or its "No space left on device"), directly or as
 * the cause of a wrapping error (the ORM wraps the driver's).
 */
export function isStorageFull(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as {
      code?: unknown;
      errno?: unknown;
      name?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof candidate.code === 'string' && FS_FULL_CODES.has(candidate.code)) return true;
    if (candidate.code === PG_DISK_FULL) return true;
    if (candidate.name === 'ErrnoError' && EMSCRIPTEN_FULL_ERRNOS.has(Number(candidate.errno))) {
      return true;
    }
    if (typeof candidate.message === 'string' && PG_FULL_TEXT.test(candidate.message)) return true;
    current = candidate.cause;
  }
  return false;
}

/**
 * What a request that met a full disk is answered: 507 Insufficient Storage, naming the cause, so
 * that a person knows it is not their input and that retrying now will not help.
 */
export const storageFull = () =>
  new HttpError(
    507,
    'The server’s storage is full, so nothing was saved. Please tell the practice’s administrator; what was saved before can still be read.',
  );
