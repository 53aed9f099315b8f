import { workerData } from 'node:worker_threads';

import type { TDocumentField } from '@portal/contracts';

import { HttpError } from '../../lib/http-error.ts';
import type { SealIdentity } from '../seal-identity.ts';
import { checkPdf as readPdf, type PdfFacts } from './pdf-check.ts';
import { checkReadonlyFit } from './readonly-fit.ts';
import { checkSeal as readSeal, type SealFacts } from './seal-check.ts';
import { sealDocument, type SealInput } from './seal.ts';

/*
 * The PDF work, as it runs in a worker thread of the pool (pool.ts): one exported function per
 * job. Parsing, filling and sealing a large PDF take the CPU for up to seconds; here they take a
 * worker's, and the server's event loop answers everyone else meanwhile.
 */

/**
 * A job's answer across the thread boundary: an error loses its class there, so a refusal
 * (HttpError: a damaged PDF, a value too long for its box) comes back as data and is thrown again
 * as an HttpError on the server's side.
 */
export type JobOutcome<T> =
  { ok: true; value: T } | { ok: false; refusal: { statusCode: number; message: string } };

async function outcome<T>(work: () => Promise<T>): Promise<JobOutcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { ok: false, refusal: { statusCode: error.statusCode, message: error.message } };
  }
}

/** The seal's certificate and key, handed to each worker once, when it starts. */
const identity = (workerData as { identity: SealIdentity } | null)?.identity;

export const seal = (input: SealInput): Promise<JobOutcome<Buffer>> =>
  outcome(() => {
    if (!identity) throw new Error('the PDF worker has no seal identity');
    return sealDocument({ ...input, identity });
  });

export const checkSeal = (bytes: Uint8Array): Promise<JobOutcome<SealFacts>> =>
  outcome(() => readSeal(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)));

export const checkPdf = (bytes: Uint8Array): Promise<JobOutcome<PdfFacts>> =>
  outcome(() => readPdf(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)));

/** The original PDF and the fields being saved: which read-only texts cannot be printed. */
export interface ReadonlyFitInput {
  original: Uint8Array;
  fields: readonly TDocumentField[];
}

export const readonlyFit = (input: ReadonlyFitInput): Promise<JobOutcome<number[]>> =>
  outcome(() => checkReadonlyFit(input.original, input.fields));
