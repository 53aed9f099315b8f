import os from 'node:os';

import pLimit from 'p-limit';

import { HttpError } from '../lib/http-error.ts';
import type { SealIdentity } from './seal-identity.ts';

/** What the document modules need beside the database: the seal, and a queue for sealing. */
export interface DocumentServices {
  seal: SealIdentity;
  /**
   * Runs CPU-heavy PDF work (filling and sealing, ~100 ms to a few seconds for a large file) a
   * few at a time, so that the rest of the API keeps a core; beyond the queue, 503.
   */
  pdfWork: <T>(task: () => Promise<T>) => Promise<T>;
}

const MAX_WAITING = 32;

export function createDocumentServices(seal: SealIdentity): DocumentServices {
  const limit = pLimit(Math.max(1, os.availableParallelism() - 1));
  return {
    seal,
    pdfWork: (task) => {
      if (limit.pendingCount >= MAX_WAITING) {
        throw new HttpError(
          503,
          'The server is busy sealing documents. Please try again shortly.',
          {
            headers: { 'retry-after': '5' },
          },
        );
      }
      return limit(task);
    },
  };
}
