import os from 'node:os';

import { Piscina } from 'piscina';

import type { TDocumentField } from '@portal/contracts';

import { HttpError } from '../../lib/http-error.ts';
import type { SealIdentity } from '../seal-identity.ts';
import type { JobOutcome } from './jobs.ts';
import type { PdfFacts } from './pdf-check.ts';
import type { SealFacts } from './seal-check.ts';
import type { SealInput } from './seal.ts';

/** The PDF work of the documents, done in worker threads (jobs.ts) so that it never holds the event loop. */
export interface PdfWork {
  /** Fills, adds the certificate page and seals a completed copy. */
  seal: (input: SealInput) => Promise<Buffer>;
  /** Reads an uploaded PDF whole (400 when it is not a usable PDF). */
  checkPdf: (bytes: Buffer) => Promise<PdfFacts>;
  /** Reads and checks a PDF's signature (the verify page). */
  checkSeal: (bytes: Buffer) => Promise<SealFacts>;
  /** The indexes of the read-only fields whose text fits their box at no readable size. */
  readonlyOverflows: (original: Buffer, fields: readonly TDocumentField[]) => Promise<number[]>;
  close: () => Promise<void>;
}

/** Jobs waiting for a thread beyond which the server says it is busy (503). */
const MAX_WAITING = 32;

export const BUSY_MESSAGE = 'The server is busy with other documents. Please try again shortly.';
export const TOO_COMPLEX_MESSAGE =
  'This document is too complex to process. Print or export it to a simpler PDF and try again.';

/**
 * A pool of worker threads, one fewer than the cores (at least one), created on the first job
 * and given the seal once. A job past `jobMaxMs` from its request (its worker is stopped) is a 422;
 * a full queue is a 503 with Retry-After.
 */
export function createPdfWork(options: { identity: SealIdentity; jobMaxMs: number }): PdfWork {
  const threads = Math.max(1, os.availableParallelism() - 1);
  let pool: Piscina | null = null;
  const poolOf = () =>
    (pool ??= new Piscina({
      filename: new URL('./jobs-worker.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: 60_000,
      workerData: { identity: options.identity },
    }));
  /** Jobs running or waiting: counted here, since piscina's own bound skips jobs with a signal. */
  let inFlight = 0;

  async function run<T>(name: string, task: unknown, transfer: ArrayBuffer[] = []): Promise<T> {
    if (inFlight >= threads + MAX_WAITING) {
      throw new HttpError(503, BUSY_MESSAGE, { headers: { 'retry-after': '5' } });
    }
    inFlight += 1;
    let outcome: JobOutcome<T>;
    try {
      outcome = (await poolOf().run(task, {
        name,
        signal: AbortSignal.timeout(options.jobMaxMs),
        transferList: transfer,
      })) as JobOutcome<T>;
    } catch (error) {
      if ((error as { name?: string }).name === 'AbortError') {
        throw new HttpError(422, TOO_COMPLEX_MESSAGE);
      }
      throw error;
    } finally {
      inFlight -= 1;
    }
    if (!outcome.ok) throw new HttpError(outcome.refusal.statusCode, outcome.refusal.message);
    return outcome.value;
  }

  /** A copy of the bytes the worker may take over (the caller keeps its own). */
  const movable = (bytes: Buffer) => {
    const copy = new Uint8Array(bytes);
    return { copy, transfer: [copy.buffer] };
  };
  const asBuffer = (bytes: Uint8Array) =>
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

  return {
    seal: async (input) => asBuffer(await run<Uint8Array>('seal', input)),
    checkPdf: (bytes) => {
      const { copy, transfer } = movable(bytes);
      return run<PdfFacts>('checkPdf', copy, transfer);
    },
    checkSeal: (bytes) => {
      const { copy, transfer } = movable(bytes);
      return run<SealFacts>('checkSeal', copy, transfer);
    },
    readonlyOverflows: (original, fields) => {
      const { copy, transfer } = movable(original);
      return run<number[]>('readonlyFit', { original: copy, fields }, transfer);
    },
    close: async () => {
      await pool?.destroy();
      pool = null;
    },
  };
}
