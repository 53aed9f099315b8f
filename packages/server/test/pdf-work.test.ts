import { afterAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config.ts';
import type { SealIdentity } from '../src/documents/seal-identity.ts';
import { BUSY_MESSAGE, TOO_COMPLEX_MESSAGE, createPdfWork } from '../src/documents/pdf/pool.ts';
import { createApproved } from './support/accounts.ts';
import { makePdf, uploadForm } from './support/documents.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/*
 * The PDF work runs in worker threads (src/documents/pdf/pool.ts): a large PDF never holds the
 * event loop, a job past its time budget is refused as too complex, and a full queue says busy.
 */
/** Reading a PDF needs no seal. */
const NO_SEAL = {} as SealIdentity;

describe('PDF work off the event loop', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  it('seals a 3,000-page PDF in a worker: the event loop stays free for everyone else', async () => {
    const t = await startTestServer('pglite');
    servers.push(t);
    const work = t.server.ctx.documents.pdf;
    const original = await makePdf(3000);
    // How much of the time the event loop was busy rather than waiting for work: about half when
    // this thread seals the file itself (pdf-lib yields now and then), and the rest waits.
    const before = performance.eventLoopUtilization();
    const sealed = await work.seal({
      original,
      fill: { fields: [], values: {}, signature: null, initials: null, date: '2026-11-27' },
      certificate: {
        title: 'Long form',
        documentId: 'd',
        copyId: 'c',
        provider: 'Provider',
        client: 'Client',
        originalSha256: 'sha',
        pageCount: 3000,
        events: [],
        sealedAt: new Date(),
        certificateSubject: 'CN=test',
        certificateSha256: 'sha',
        verifyUrl: 'https://example.com/verify',
      },
      practiceName: 'Test practice',
    });
    const busy = performance.eventLoopUtilization(before).utilization;
    expect(sealed.subarray(0, 5).toString()).toBe('%PDF-');
    expect(busy).toBeLessThan(0.3);
  }, 60_000);

  it('answers 503 with Retry-After when more jobs wait than the queue holds', async () => {
    const identity = NO_SEAL;
    const work = createPdfWork({ identity, jobMaxMs: 60_000 });
    try {
      const pdf = await makePdf(50);
      const answers = await Promise.allSettled(
        Array.from({ length: 60 }, () => work.checkPdf(pdf)),
      );
      const refused = answers.flatMap((answer) =>
        answer.status === 'rejected' ? [answer.reason as Error & { statusCode?: number }] : [],
      );
      expect(refused.length).toBeGreaterThan(0);
      expect(answers.filter((answer) => answer.status === 'fulfilled').length).toBeGreaterThan(30);
      for (const error of refused) {
        expect(error).toMatchObject({ statusCode: 503, message: BUSY_MESSAGE });
        expect((error as { headers?: Record<string, string> }).headers).toEqual({
          'retry-after': '5',
        });
      }
    } finally {
      await work.close();
    }
  }, 60_000);

  it('refuses an upload whose reading passes PDF_JOB_MAX_SECONDS with 422, and stores nothing', async () => {
    const { documents } = loadConfig({});
    const t = await startTestServer('pglite', { documents: { ...documents, pdfJobMaxMs: 1 } });
    servers.push(t);
    const provider = await createApproved(t, 'provider');
    const answer = await t.api<{ message: string }>('POST', '/documents', {
      token: provider.token,
      body: uploadForm(await makePdf(200), { title: 'Too slow' }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(TOO_COMPLEX_MESSAGE);
    const list = await t.api<{ data: unknown[] }>('GET', '/documents', { token: provider.token });
    expect(list.body.data).toEqual([]);
  }, 60_000);
});
