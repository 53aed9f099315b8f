/**
 * `npm run bench:documents` (issue 16; issue 34's field types): sealing a 10-page PDF with twenty
 * fields of every type that takes no file (signature, initials, text, date, checkbox, dropdown,
 * radio, number, e-mail, phone, name, read-only text; spread over the pages) on a real server,
 * and the client's time to the first drawn page of that PDF in Chromium.
 *
 * Server: a provider shares the document with its client, the client signs the copy through the
 * HTTP API (typed signature, values filled), again and again (a signed copy closes, so the next
 * share makes a new copy). The seal is made inside the sign request (fill, certificate page, one
 * CAdES signature) in a thread of the PDF worker pool (src/documents/pdf/pool.ts), so each figure
 * is that request with the worker hop in it, sent → answer received: median, p95, min, max,
 * after 2 untimed signs. PGlite first; PostgreSQL too when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set. BENCH_SIGNS (default 30) sets the timed signs.
 *
 * Client: the app built for production (into a temporary folder, so that a build of
 * packages/app/dist by another run is left alone; BENCH_SKIP_BUILD=1 serves packages/app/dist as
 * it is) and served by the same server; the client, signed in, opens /documents?copy=<id>, which
 * opens the complete-document dialog. Each figure runs from navigation start until pdfjs has drawn
 * page 1 into its canvas (react-pdf shows the canvas once its render task is done), in a fresh
 * browser context (nothing cached), 1 untimed run then BENCH_PAGE_RUNS (default 5).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

import { PDFDocument, StandardFonts } from 'pdf-lib';

import type {
  TCopyActionResponse,
  TCopyUploadResponse,
  TDocumentField,
  TDocumentFieldInput,
  TDocumentResponse,
  TLoginResponse,
  TShareResponse,
} from '@portal/contracts';

import { loadConfig } from '../src/config.ts';
import { buildServer } from '../src/server.ts';
import { makePdf, uploadForm } from '../test/support/documents.ts';
import { tinyPng } from '../test/support/images.ts';
import {
  BENCH_SUPERADMIN,
  benchDatabaseUrl,
  freshPostgres,
  signInSuperadmin,
  withSealForPostgres,
} from './support.ts';
import {
  apiOf,
  type Api,
  acceptSigningConsent,
  approvedAccount,
  buildApp,
  launchChromium,
  must,
  sessionScript,
  stats,
  withTimeout,
} from './web-support.ts';

const PAGES = 10;
const SIGNS = Number(process.env.BENCH_SIGNS ?? 30);
const WARMUP = 2;
const PAGE_RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 5);

/** A box on a page, in fractions (top-left origin): row `n` of the page's rows. */
const at = (page: number, n: number, width = 0.35, height = 0.035) => ({
  page,
  x: 0.1 + (n % 2) * 0.45,
  y: 0.15 + Math.floor(n / 2) * 0.12,
  width,
  height,
});

/**
 * Twenty fields of every type (issue 34), two to a page over the ten pages. The upload's file is
 * attached before each timed signing; the seal prints its name and lists its hash.
 */
const FIELDS: TDocumentFieldInput[] = [
  { type: 'name', label: 'Full name', required: true, ...at(1, 0) },
  { type: 'date', label: 'Date', required: true, ...at(1, 1, 0.25) },
  { type: 'email', label: 'E-mail', required: true, ...at(2, 0) },
  { type: 'phone', label: 'Phone', required: true, ...at(2, 1, 0.25) },
  { type: 'text', label: 'Address', required: true, ...at(3, 0, 0.6) },
  { type: 'number', label: 'Age', required: true, min: 0, max: 130, ...at(3, 3, 0.15) },
  {
    type: 'dropdown',
    label: 'Insurance',
    required: true,
    options: ['None', 'Public', 'Private', 'Other'],
    ...at(4, 0, 0.3),
  },
  { type: 'radio', label: 'Smoker', required: true, options: ['Yes', 'No'], ...at(4, 1, 0.15) },
  {
    type: 'readonly',
    label: 'Notice',
    required: false,
    text: 'The practice keeps these details for the care it provides and for no other purpose. You may ask for a copy of them at any time.',
    ...at(5, 0, 0.8, 0.08),
  },
  { type: 'checkbox', label: 'Consent to treatment', required: true, ...at(5, 3, 0.04, 0.03) },
  { type: 'text', label: 'Medication', required: false, ...at(6, 0, 0.6) },
  { type: 'upload', label: 'Referral letter', required: false, ...at(6, 1, 0.35) },
  {
    type: 'dropdown',
    label: 'Referred by',
    required: false,
    options: ['A doctor', 'A friend', 'The web'],
    ...at(7, 0, 0.3),
  },
  { type: 'checkbox', label: 'Reminders by e-mail', required: false, ...at(7, 1, 0.04, 0.03) },
  { type: 'name', label: 'Emergency contact', required: true, ...at(8, 0) },
  { type: 'phone', label: 'Emergency phone', required: true, ...at(8, 1, 0.25) },
  {
    type: 'readonly',
    label: 'Fees',
    required: false,
    text: 'Missed appointments without a day’s notice are charged.',
    ...at(9, 0, 0.8, 0.05),
  },
  { type: 'initials', label: 'Initials', required: true, ...at(9, 3, 0.1, 0.04) },
  { type: 'initials', label: 'Initials, last page', required: true, ...at(PAGES, 0, 0.1, 0.04) },
  { type: 'signature', label: 'Signature', required: true, ...at(PAGES, 1, 0.4, 0.08) },
];

/** What the client types, by field type; a choice takes its last option. */
const VALUES: Partial<Record<TDocumentFieldInput['type'], string | boolean>> = {
  name: 'Jane Q. Client',
  email: 'jane.client@example.com',
  phone: '+44 20 7946 0958',
  text: '12 Main Street, Springfield',
  number: '42',
  checkbox: true,
};

/**
 * The signing's body: a value for every field that takes one (an upload field: the id of the file
 * attached, when one was), a typed signature and initials.
 */
function benchSignForm(
  fields: readonly TDocumentField[],
  uploads: Record<string, string> = {},
): FormData {
  const form = new FormData();
  const values = Object.fromEntries(
    fields.flatMap((field) => {
      const value = field.options
        ? field.options.at(-1)
        : (uploads[field.id] ?? VALUES[field.type]);
      return value === undefined ? [] : [[field.id, value] as const];
    }),
  );
  form.append('values', JSON.stringify(values));
  form.append('signatureText', 'Jane Q. Client');
  form.append('initialsText', 'JQC');
  return form;
}

/** A 10-page A4 form with a heading and a few paragraphs of text on each page. */
async function makeForm(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const line =
    'The client agrees that the practice keeps these details for the care it provides and for no other purpose.';
  for (let n = 1; n <= PAGES; n += 1) {
    const page = document.addPage([595.28, 841.89]);
    page.drawText(`Intake form, section ${n} of ${PAGES}`, { x: 50, y: 780, size: 16, font: bold });
    for (let row = 0; row < 30; row += 1) {
      page.drawText(`${row + 1}. ${line}`.slice(0, 95), {
        x: 50,
        y: 740 - row * 20,
        size: 10,
        font,
      });
    }
  }
  return Buffer.from(await document.save());
}

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Runs in the page before the app: the session as the app keeps it, and `window.__benchFirstPage`,
 * a promise of the milestones (ms from navigation start) once page 1's canvas turns visible again
 * after react-pdf hid it for drawing, i.e. when its render task is done: that moment, and when the
 * app's HTML was parsed, the PDF and pdfjs's worker had arrived.
 */
function pageScript(session: TLoginResponse): string {
  return `
    ${sessionScript(session)}
    (() => {
      let drawn;
      window.__benchFirstPage = new Promise((resolve) => { drawn = resolve; });
      const hidden = new WeakSet();
      const observer = new MutationObserver(() => {
        const canvas = document.querySelector('section[aria-label="Page 1 of ${PAGES}"] canvas');
        if (!canvas) return;
        if (canvas.style.visibility === 'hidden') hidden.add(canvas);
        else if (hidden.has(canvas)) {
          const at = performance.now();
          const end = (pattern) =>
            performance.getEntriesByType('resource').find((entry) => pattern.test(entry.name))
              ?.responseEnd ?? NaN;
          drawn({
            html: performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? NaN,
            pdf: end(/\\/documents\\/[^/]+\\/file$/),
            worker: end(/\\/pdf\\.worker[^/]*$/),
            drawn: at,
          });
          observer.disconnect();
        }
      });
      observer.observe(document, {
        subtree: true, childList: true, attributes: true, attributeFilter: ['style'],
      });
    })();
  `;
}

/** Milestones of opening the document, in ms from navigation start. */
interface Milestones {
  html: number;
  pdf: number;
  worker: number;
  drawn: number;
}

/** Navigation start → page 1 drawn, in a fresh context each run; the first run is not counted. */
async function firstPageTimes(origin: string, session: TLoginResponse, copyId: string) {
  const browser = await launchChromium();
  const runs: Milestones[] = [];
  try {
    for (let run = 0; run <= PAGE_RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        await context.addInitScript({ content: pageScript(session) });
        const page = await context.newPage();
        await page.goto(`${origin}/documents?copy=${copyId}`);
        // A function, not a string (the app's CSP allows no eval), and an unnamed one (tsx
        // would wrap a named one in its own helper, unknown in the page).
        const drawn = page.evaluate(
          () =>
            (globalThis as unknown as { __benchFirstPage: Promise<Milestones> }).__benchFirstPage,
        );
        const milestones = await withTimeout(drawn, 60_000, 'Page 1 was not drawn in 60 s.');
        if (run > 0) runs.push(milestones);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return runs;
}

/** Pages of the long PDF uploaded while copies are signed. */
const LONG_PAGES = 1000;
const CONCURRENT_SIGNS = 5;

/**
 * The event loop's delay (perf_hooks.monitorEventLoopDelay, 10 ms resolution) while a
 * 1,000-page PDF is uploaded and five copies are signed at the same time: the PDF work runs in
 * worker threads (src/documents/pdf/pool.ts), so the loop stays free for every other request.
 */
async function eventLoopWhileBusy(
  api: Api,
  url: string,
  admin: string,
  providerToken: string,
  documentId: string,
  document: TDocumentResponse['data'],
): Promise<void> {
  const long = await makePdf(LONG_PAGES);
  // One copy is open per client at a time: five clients, each with a copy to sign.
  const signers: { token: string; copyId: string }[] = [];
  for (let i = 0; i < CONCURRENT_SIGNS; i += 1) {
    const client = await approvedAccount(api, admin, 'client');
    must(
      await api('POST', '/clients', {
        token: providerToken,
        json: { fullName: client.fullName, email: client.email, licenseNo: `L-BUSY-${i}` },
      }),
      201,
      'client record',
    );
    const shared = must(
      await api<TShareResponse>('POST', `/documents/${documentId}/shares`, {
        token: providerToken,
        json: { clientIds: [client.user.userId] },
      }),
      201,
      'share',
    );
    await acceptSigningConsent(api, client.token);
    signers.push({ token: client.token, copyId: shared.data[0]?.id ?? '' });
  }
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const answers = await Promise.all([
    fetch(`${url}/api/v1/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${providerToken}` },
      body: uploadForm(long, { title: 'Bench long form' }, 'long.pdf'),
    }),
    ...signers.map(({ token, copyId }) =>
      fetch(`${url}/api/v1/documents/${documentId}/shares/${copyId}/sign`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: benchSignForm(document.fields),
      }),
    ),
  ]);
  delay.disable();
  const statuses = answers.map((answer) => answer.status);
  if (statuses.some((status) => status >= 300)) throw new Error(`busy: ${statuses.join(', ')}`);
  const p99 = delay.percentile(99) / 1e6;
  console.log(
    `  event loop while a ${LONG_PAGES.toLocaleString('en')}-page PDF is uploaded and ${CONCURRENT_SIGNS} copies are signed at once: delay p99 ${ms(p99)}   max ${ms(delay.max / 1e6)}`,
  );
  console.log(`  goal: event-loop delay p99 under 50 ms: ${p99 < 50 ? 'met' : 'NOT met'}`);
}

async function bench(databaseUrl: string | undefined, webDir: string | null): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-documents-'));
  const config = {
    ...loadConfig({ ...process.env, RATE_LIMITS: 'off' }),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    ...BENCH_SUPERADMIN,
    logLevel: 'silent' as const,
    notifyEmailAfterMs: null,
    ...(webDir ? { webDir } : {}),
  };
  const server = await buildServer(withSealForPostgres(config));
  try {
    const url = (await server.listen()).replace('localhost', '127.0.0.1');
    const api = apiOf(url);
    const admin = (await signInSuperadmin(url, config)).token;
    const provider = await approvedAccount(api, admin, 'provider');
    const client = await approvedAccount(api, admin, 'client');
    await acceptSigningConsent(api, client.token);
    // The provider keeps a client record with the client account's e-mail: they work together.
    must(
      await api('POST', '/clients', {
        token: provider.token,
        json: { fullName: client.fullName, email: client.email, licenseNo: 'L-BENCH-1' },
      }),
      201,
      'client record',
    );

    const pdf = await makeForm();
    const created = must(
      await api<TDocumentResponse>('POST', '/documents', {
        token: provider.token,
        body: uploadForm(pdf, { title: 'Bench intake form' }, 'intake.pdf'),
      }),
      201,
      'add document',
    );
    const documentId = created.data.id;
    const placed = must(
      await api<TDocumentResponse>('PATCH', `/documents/${documentId}`, {
        token: provider.token,
        json: { fields: FIELDS },
      }),
      200,
      'place fields',
    );
    const share = async () => {
      const shared = must(
        await api<TShareResponse>('POST', `/documents/${documentId}/shares`, {
          token: provider.token,
          json: { clientIds: [client.user.userId] },
        }),
        201,
        'share',
      );
      const copy = shared.data[0];
      if (!copy) throw new Error('share: no new copy');
      return copy.id;
    };

    /** The client attaches a scan to each upload field of the copy: their ids, by field id. */
    const attach = async (copyId: string) => {
      const uploads: Record<string, string> = {};
      for (const field of placed.data.fields.filter((candidate) => candidate.type === 'upload')) {
        const form = new FormData();
        form.append('fieldId', field.id);
        form.append(
          'upload',
          new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }),
          'referral-letter.png',
        );
        const attached = must(
          await api<TCopyUploadResponse>(
            'POST',
            `/documents/${documentId}/shares/${copyId}/uploads`,
            {
              token: client.token,
              body: form,
            },
          ),
          201,
          'upload',
        );
        uploads[field.id] = attached.data.id;
      }
      return uploads;
    };

    const times: number[] = [];
    let last: TCopyActionResponse['data'] | undefined;
    for (let i = 0; i < WARMUP + SIGNS; i += 1) {
      const copyId = await share();
      const body = benchSignForm(placed.data.fields, await attach(copyId));
      const start = performance.now();
      const response = await fetch(`${url}/api/v1/documents/${documentId}/shares/${copyId}/sign`, {
        method: 'POST',
        headers: { authorization: `Bearer ${client.token}` },
        body,
      });
      const text = await response.text();
      const elapsed = performance.now() - start;
      if (response.status !== 200) throw new Error(`sign: ${response.status} ${text}`);
      if (i >= WARMUP) times.push(elapsed);
      last = (JSON.parse(text) as TCopyActionResponse).data;
    }
    const signedUrl = last?.signedUrl;
    if (!signedUrl) throw new Error('The signed copy has no sealed PDF.');
    const sealedAnswer = await fetch(new URL(signedUrl, url), {
      headers: { authorization: `Bearer ${client.token}` },
    });
    const sealed = Buffer.from(await sealedAnswer.arrayBuffer());
    const sealedPages = (await PDFDocument.load(sealed)).getPageCount();

    const s = stats(times);
    console.log(
      `documents, ${server.database.kind}: sealing a ${PAGES}-page PDF with ${FIELDS.length} fields (${[...new Set(FIELDS.map((field) => field.type))].join(', ')}), POST .../sign, ${SIGNS} signs after ${WARMUP} warm-ups`,
    );
    console.log(
      `  sign and seal (the request whole, the PDF worker pool's hop included):  median ${ms(s.median)}   p95 ${ms(s.p95)}   min ${ms(s.min)}   max ${ms(s.max)}`,
    );
    console.log(`  goal: median under 300 ms: ${s.median < 300 ? 'met' : 'NOT met'}`);
    console.log(
      `  original ${kb(pdf.length)} → sealed ${kb(sealed.length)} (${sealedPages} pages: ${PAGES} + the certificate)`,
    );

    await eventLoopWhileBusy(api, url, admin, provider.token, documentId, placed.data);

    if (webDir) {
      const copyId = await share();
      const runs = await firstPageTimes(url, client, copyId);
      const median = (key: keyof Milestones) => stats(runs.map((run) => run[key])).median;
      const p = stats(runs.map((run) => run.drawn));
      console.log(
        `  client in Chromium, /documents?copy=… (the complete-document dialog), a fresh context each run, ${runs.length} runs after 1:`,
      );
      console.log(
        `    first page drawn (navigation start → page 1 of ${PAGES} on its canvas): median ${ms(p.median)}   min ${ms(p.min)}   max ${ms(p.max)}`,
      );
      console.log(
        `    on the way (medians): app HTML parsed ${ms(median('html'))}, PDF received ${ms(median('pdf'))}, pdfjs worker received ${ms(median('worker'))}`,
      );
      if (process.env.BENCH_VERBOSE) {
        console.log(`    per run: ${runs.map((run) => run.drawn.toFixed(1)).join(', ')} ms`);
      }
    }
    console.log('');
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const web = buildApp();
  if (!web) {
    console.error(
      'The production build failed: run `npm run build -w @portal/app` to see why. Measuring the server alone.',
    );
  }
  try {
    await bench(undefined, web?.dir ?? null);
  } finally {
    web?.remove();
  }
  const adminUrl = benchDatabaseUrl();
  if (adminUrl) {
    const database = await freshPostgres(adminUrl);
    try {
      await bench(database.url, null);
    } finally {
      await database.drop();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
