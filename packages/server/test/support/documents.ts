import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { PDFDocument, StandardFonts, type PDFPage } from 'pdf-lib';

import type {
  TCopyActionResponse,
  TSigningConsentResponse,
  TDocumentFieldInput,
  TDocumentResponse,
  TPacketResponse,
  TShareResponse,
} from '@portal/contracts';

import type { TestAccount } from './accounts.ts';
import type { TestServer } from './server.ts';

/**
 * A readable PDF of `pages` A4 pages, each with a line of text; `reshape` may then change a page
 * (its boxes, say).
 */
export async function makePdf(
  pages = 1,
  options: { rotate?: number; reshape?: (page: PDFPage, number: number) => void } = {},
): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n += 1) {
    const page = document.addPage([595.28, 841.89]);
    if (options.rotate) page.setRotation({ type: 'degrees', angle: options.rotate } as never);
    page.drawText(`Intake form, page ${n}`, { x: 50, y: 780, size: 14, font });
    options.reshape?.(page, n);
  }
  return Buffer.from(await document.save());
}

/** The multipart body of an upload: the file part `file` and the text parts. */
export function uploadForm(
  bytes: Uint8Array,
  fields: Record<string, string>,
  name = 'intake.pdf',
  type = 'application/pdf',
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

/** One field of each kind on page 1 (fractions of the page, top-left origin). */
export const FIELDS: TDocumentFieldInput[] = [
  {
    type: 'text',
    label: 'Full name',
    required: true,
    page: 1,
    x: 0.1,
    y: 0.2,
    width: 0.4,
    height: 0.04,
  },
  {
    type: 'date',
    label: 'Date',
    required: true,
    page: 1,
    x: 0.6,
    y: 0.2,
    width: 0.25,
    height: 0.04,
  },
  {
    type: 'checkbox',
    label: 'I agree',
    required: true,
    page: 1,
    x: 0.1,
    y: 0.3,
    width: 0.04,
    height: 0.03,
  },
  {
    type: 'initials',
    label: 'Initials',
    required: false,
    page: 1,
    x: 0.6,
    y: 0.3,
    width: 0.1,
    height: 0.04,
  },
  {
    type: 'signature',
    label: 'Signature',
    required: true,
    page: 1,
    x: 0.1,
    y: 0.8,
    width: 0.4,
    height: 0.08,
  },
];

/** The provider keeps a client record with the client account's e-mail: they work together. */
export async function linkClient(t: TestServer, provider: TestAccount, client: TestAccount) {
  const answer = await t.api('POST', '/clients', {
    token: provider.token,
    json: {
      fullName: client.fullName,
      email: client.email,
      licenseNo: `L-${randomBytes(6).toString('hex')}`,
    },
  });
  if (answer.status !== 201) throw new Error(`link client: ${answer.status} ${answer.text}`);
}

/** A provider's document with the fields placed: its detail. */
export async function addDocument(
  t: TestServer,
  provider: TestAccount,
  options: { pages?: number; fields?: TDocumentFieldInput[]; title?: string } = {},
): Promise<TDocumentResponse['data']> {
  const pdf = await makePdf(options.pages ?? 1);
  const created = await t.api<TDocumentResponse>('POST', '/documents', {
    token: provider.token,
    body: uploadForm(pdf, { title: options.title ?? 'Intake form' }),
  });
  if (created.status !== 201) throw new Error(`add: ${created.status} ${created.text}`);
  const placed = await t.api<TDocumentResponse>('PATCH', `/documents/${created.body.data.id}`, {
    token: provider.token,
    json: { fields: options.fields ?? FIELDS },
  });
  if (placed.status !== 200) throw new Error(`fields: ${placed.status} ${placed.text}`);
  return placed.body.data;
}

/** Shares a document with one client: the new copy. */
export async function shareWith(
  t: TestServer,
  provider: TestAccount,
  documentId: string,
  clientId: string,
): Promise<TShareResponse['data'][number]> {
  const shared = await t.api<TShareResponse>('POST', `/documents/${documentId}/shares`, {
    token: provider.token,
    json: { clientIds: [clientId] },
  });
  const [copy] = shared.body.data;
  if (shared.status !== 201 || !copy) throw new Error(`share: ${shared.status} ${shared.text}`);
  return copy;
}

/** What a client sends to sign a copy with FIELDS: values, and a typed signature. */
export function signForm(
  fields: { id: string; type: string }[],
  extra: Record<string, string> = {},
): FormData {
  const form = new FormData();
  const values: Record<string, string | boolean> = {};
  for (const field of fields) {
    if (field.type === 'text') values[field.id] = 'Jane Q. Client';
    if (field.type === 'checkbox') values[field.id] = true;
  }
  form.append('values', JSON.stringify(values));
  if (!('useSavedSignature' in extra)) form.append('signatureText', 'Jane Q. Client');
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  return form;
}

/** The client accepts the disclosure in force (once per version; again changes nothing). */
export async function acceptConsent(t: TestServer, client: TestAccount): Promise<void> {
  const current = await t.api<TSigningConsentResponse>('GET', '/documents/signing-consent', {
    token: client.token,
  });
  const version = current.body.data.disclosure.version;
  const accepted = await t.api('POST', '/documents/signing-consent', {
    token: client.token,
    json: { version },
  });
  if (accepted.status !== 200) throw new Error(`consent: ${accepted.status} ${accepted.text}`);
}

/** The client signs its copy (having accepted the disclosure first). */
export async function signCopy(
  t: TestServer,
  client: TestAccount,
  documentId: string,
  copyId: string,
  fields: { id: string; type: string }[],
): Promise<TCopyActionResponse['data']> {
  await acceptConsent(t, client);
  const signed = await t.api<TCopyActionResponse>(
    'POST',
    `/documents/${documentId}/shares/${copyId}/sign`,
    { token: client.token, body: signForm(fields) },
  );
  if (signed.status !== 200) throw new Error(`sign: ${signed.status} ${signed.text}`);
  return signed.body.data;
}

/** Downloads a file of the API as bytes. */
export async function download(t: TestServer, url: string, token: string): Promise<Buffer> {
  const answer = await fetch(new URL(url, t.url), {
    headers: { authorization: `Bearer ${token}` },
  });
  if (answer.status !== 200) throw new Error(`download ${url}: ${answer.status}`);
  return Buffer.from(await answer.arrayBuffer());
}

/** Debian's poppler-utils (pdfsig) and qpdf, installed when missing and we may (as root). */
export function ensurePdfTools(): void {
  const missing = ['/usr/bin/pdfsig', '/usr/bin/qpdf'].filter((tool) => !fs.existsSync(tool));
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${missing.join(' and ')} missing: sudo apt-get install -y poppler-utils qpdf`);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'poppler-utils', 'qpdf'], {
    stdio: 'inherit',
    env,
  });
  if (install.status !== 0) throw new Error('poppler-utils and qpdf could not be installed');
}

/** Runs a tool on a PDF written to a temporary file: its exit code and output. */
export function runOnPdf(
  tool: string,
  args: string[],
  bytes: Buffer,
  after: string[] = [],
): { code: number; out: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pdf-'));
  const file = path.join(dir, 'file.pdf');
  fs.writeFileSync(file, bytes);
  try {
    const run = spawnSync(tool, [...args, file, ...after], { encoding: 'utf8' });
    return { code: run.status ?? -1, out: `${run.stdout}${run.stderr}` };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Templates and intake packets (issue 35)

/**
 * A template added by this token's account (a provider's own, or the superadmin's: the practice's),
 * with `fields` placed (none when the list is empty): its detail.
 */
export async function addTemplate(
  t: TestServer,
  token: string,
  options: { fields?: TDocumentFieldInput[]; title?: string } = {},
): Promise<TDocumentResponse['data']> {
  const created = await t.api<TDocumentResponse>('POST', '/documents', {
    token,
    body: uploadForm(await makePdf(1), {
      title: options.title ?? 'Intake template',
      kind: 'template',
    }),
  });
  if (created.status !== 201) throw new Error(`add template: ${created.status} ${created.text}`);
  const fields = options.fields ?? FIELDS;
  if (fields.length === 0) return created.body.data;
  const placed = await t.api<TDocumentResponse>('PATCH', `/documents/${created.body.data.id}`, {
    token,
    json: { fields },
  });
  if (placed.status !== 200) throw new Error(`template fields: ${placed.status} ${placed.text}`);
  return placed.body.data;
}

/** A provider's packet of these templates, in order: its answer. */
export async function addPacket(
  t: TestServer,
  provider: TestAccount,
  templateIds: string[],
  options: { title?: string; sendOnApproval?: boolean } = {},
): Promise<TPacketResponse['data']> {
  const created = await t.api<TPacketResponse>('POST', '/packets', {
    token: provider.token,
    json: { title: options.title ?? 'New client intake', templateIds, ...options },
  });
  if (created.status !== 201) throw new Error(`add packet: ${created.status} ${created.text}`);
  return created.body.data;
}
