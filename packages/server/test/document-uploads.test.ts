import { createHash } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  UPLOAD_MAX_BYTES,
  UPLOADS_PER_COPY_MAX,
  type TCopyActionResponse,
  type TCopyDetailResponse,
  type TCopyUploadResponse,
  type TDocumentFieldInput,
} from '@portal/contracts';

import { documentCopyUploads } from '../src/db/schema.ts';
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from '../src/files/orphan-sweep.ts';
import { createApproved, superadminToken, type TestAccount } from './support/accounts.ts';
import { databaseKinds } from './support/databases.ts';
import {
  acceptConsent,
  addDocument,
  download,
  ensurePdfTools,
  linkClient,
  makePdf,
  runOnPdf,
  shareWith,
} from './support/documents.ts';
import { declaredPng, tinyPng } from './support/images.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/** A field on page 1, one row per index. */
const field = (
  type: TDocumentFieldInput['type'],
  label: string,
  row: number,
  required = false,
): TDocumentFieldInput => ({
  type,
  label,
  required,
  page: 1,
  x: 0.1,
  y: 0.1 + row * 0.07,
  width: 0.5,
  height: 0.05,
});

/** Six upload fields (one more than a copy may hold), a signature and a text field. */
const FIELDS: TDocumentFieldInput[] = [
  field('upload', 'Insurance card', 0, true),
  ...[1, 2, 3, 4, 5].map((n) => field('upload', `Scan ${n}`, n)),
  field('text', 'Full name', 6),
  field('signature', 'Signature', 8, true),
];

/** The multipart body of an upload to a copy. */
function uploadBody(fieldId: string, bytes: Uint8Array, name = 'card.png', type = 'image/png') {
  const form = new FormData();
  form.append('fieldId', fieldId);
  form.append('upload', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * The upload field (issue 34) on a real server: the copy's client attaches, replaces and removes
 * files of its open copy, both parties download them and nobody else finds them, bad files are
 * refused by their bytes and sizes, and a signing seals the files it names, listed with their
 * SHA-256 on the certificate page (read back with poppler's pdftotext).
 */
describe.each(databaseKinds)('copy uploads (%s)', (kind) => {
  let t: TestServer;
  let provider: TestAccount;
  let otherProvider: TestAccount;
  let client: TestAccount;
  let otherClient: TestAccount;
  let admin: string;

  beforeAll(async () => {
    ensurePdfTools();
    t = await startTestServer(kind);
    [provider, otherProvider, client, otherClient] = await Promise.all([
      createApproved(t, 'provider', 'up-provider'),
      createApproved(t, 'provider', 'up-other-provider'),
      createApproved(t, 'client', 'up-client'),
      createApproved(t, 'client', 'up-other-client'),
    ]);
    await linkClient(t, provider, client);
    await linkClient(t, provider, otherClient);
    admin = await superadminToken(t);
  });
  afterAll(() => t.close());

  /** A fresh form with FIELDS shared with the client: paths and field ids by label. */
  async function freshCopy(to: TestAccount = client) {
    const document = await addDocument(t, provider, {
      title: 'Intake with uploads',
      fields: FIELDS,
    });
    const copy = await shareWith(t, provider, document.id, to.id);
    const ids = Object.fromEntries(document.fields.map((f) => [f.label, f.id]));
    const base = `/documents/${document.id}/shares/${copy.id}`;
    return { documentId: document.id, copyId: copy.id, base, uploads: `${base}/uploads`, ids };
  }
  type Copy = Awaited<ReturnType<typeof freshCopy>>;

  const attach = (
    copy: Copy,
    label: string,
    bytes: Uint8Array,
    name?: string,
    type?: string,
    token = client.token,
  ) =>
    t.api<TCopyUploadResponse>('POST', copy.uploads, {
      token,
      body: uploadBody(copy.ids[label] ?? '', bytes, name, type),
    });

  const detail = async (copy: Copy, token = client.token) =>
    (await t.api<TCopyDetailResponse>('GET', copy.base, { token })).body.data;

  const storedUploads = async () => ({
    rows: (await t.server.ctx.db.select().from(documentCopyUploads)).length,
    files: (await t.server.ctx.files.list('copy-uploads')).length,
  });

  it('attaches a file, replaces it, lists it on the copy and lets both parties download it', async () => {
    const copy = await freshCopy();
    const png = tinyPng();
    const first = await attach(copy, 'Insurance card', png, 'card.png');
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      fieldId: copy.ids['Insurance card'],
      fileName: 'card.png',
      fileType: 'image/png',
      size: png.length,
      sha256: sha256(png),
      url: `/api/v1${copy.uploads}/${first.body.data.id}`,
    });

    const pdf = await makePdf(1);
    const second = await attach(copy, 'Insurance card', pdf, 'card scan.pdf', 'application/pdf');
    expect(second.status).toBe(201);
    expect(second.body.message).toBe('File replaced.');
    const [upload, ...rest] = (await detail(copy)).uploads;
    expect(rest).toEqual([]);
    expect(upload).toMatchObject({ id: second.body.data.id, fileName: 'card scan.pdf' });
    expect(upload?.fileType).toBe('application/pdf');
    // The replaced file left the store with its row.
    const rows = await t.server.ctx.db
      .select()
      .from(documentCopyUploads)
      .where(eq(documentCopyUploads.copyId, copy.copyId));
    expect(rows.map((row) => row.id)).toEqual([second.body.data.id]);
    expect(await t.server.ctx.files.stat(rows[0]?.fileKey ?? '')).not.toBeNull();
    const old = await t.api('GET', `${copy.uploads}/${first.body.data.id}`, {
      token: client.token,
    });
    expect(old.status).toBe(404);

    // The owner sees the same list.
    expect((await detail(copy, provider.token)).uploads).toEqual([upload]);
    for (const token of [client.token, provider.token]) {
      const answer = await fetch(new URL(upload?.url ?? '', t.url), {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(answer.headers.get('content-disposition')).toMatch(
        /^attachment; filename="card scan\.pdf"/,
      );
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await answer.arrayBuffer()).equals(pdf)).toBe(true);
    }
    // An image is a download too, never shown inline.
    await attach(copy, 'Scan 1', png, 'photo.png');
    const image = (await detail(copy)).uploads.find((u) => u.fileName === 'photo.png');
    const answer = await fetch(new URL(image?.url ?? '', t.url), {
      headers: { authorization: `Bearer ${provider.token}` },
    });
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(answer.headers.get('content-type')).toBe('image/png');
  });

  it('hides the files from the superadmin and from people outside the copy', async () => {
    const copy = await freshCopy();
    const attached = await attach(copy, 'Insurance card', tinyPng());
    const path = `${copy.uploads}/${attached.body.data.id}`;
    for (const token of [admin, otherProvider.token, otherClient.token]) {
      expect((await t.api('GET', path, { token })).status).toBe(404);
      expect((await t.api('DELETE', path, { token })).status).toBe(404);
    }
    // Another client's copy of the same form: its client does not reach this copy's files.
    const theirs = await shareWith(t, provider, copy.documentId, otherClient.id);
    const across = `/documents/${copy.documentId}/shares/${theirs.id}/uploads/${attached.body.data.id}`;
    expect((await t.api('GET', across, { token: otherClient.token })).status).toBe(404);
    expect((await t.api('GET', path, { token: otherClient.token })).status).toBe(404);
    // The owner reads but does not change the client's files.
    expect((await t.api('DELETE', path, { token: provider.token })).status).toBe(403);
    const byOwner = await t.api('POST', copy.uploads, {
      token: provider.token,
      body: uploadBody(copy.ids['Scan 1'] ?? '', tinyPng()),
    });
    expect(byOwner.status).toBe(403);
    expect((await detail(copy)).uploads).toHaveLength(1);
  });

  it('refuses other types, oversized files and image bombs, and stores nothing', async () => {
    const copy = await freshCopy();
    const before = await storedUploads();
    const gif = Buffer.concat([
      Buffer.from('GIF89a', 'ascii'),
      Buffer.from([1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff]),
      Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3b]),
    ]);
    const tooLarge = Buffer.concat([await makePdf(1)]);
    const padded = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x20);
    tooLarge.copy(padded);
    const cases: [string, Uint8Array, number, RegExp, string, string][] = [
      ['a GIF', gif, 415, /must be a PNG, JPEG or WebP image or a PDF/, 'a.gif', 'image/gif'],
      ['a text file', Buffer.from('hello\n'), 415, /must be/, 'a.txt', 'text/plain'],
      [
        'an HTML file named .png',
        Buffer.from('<html><script>1</script>'),
        415,
        /must be/,
        'a.png',
        'image/png',
      ],
      ['10 MB and one byte', padded, 413, /too large/, 'big.pdf', 'application/pdf'],
      ['an image 20000 px wide', declaredPng(20_000, 10, 1), 400, /20000/, 'wide.png', 'image/png'],
    ];
    for (const [label, bytes, status, message, name, type] of cases) {
      const answer = await attach(copy, 'Insurance card', bytes, name, type);
      expect(answer.status, label).toBe(status);
      expect((answer.body as unknown as { message: string }).message, label).toMatch(message);
    }
    const empty = await attach(copy, 'Insurance card', new Uint8Array(0));
    expect(empty.status).toBe(400);
    expect(await storedUploads()).toEqual(before);
  });

  it('refuses a field that is not an upload field, a sixth file and a closed copy', async () => {
    const copy = await freshCopy();
    for (const label of ['Full name', 'Signature']) {
      const answer = await attach(copy, label, tinyPng());
      expect(answer.status, label).toBe(400);
      const body = answer.body as unknown as { details: { path: string }[] };
      expect(body.details.map((d) => d.path)).toEqual(['fieldId']);
    }
    const unknownField = await t.api('POST', copy.uploads, {
      token: client.token,
      body: uploadBody('6f1c1a52-55b1-4a53-9a3c-0b0c2b1a4e11', tinyPng()),
    });
    expect(unknownField.status).toBe(400);

    const labels = ['Insurance card', 'Scan 1', 'Scan 2', 'Scan 3', 'Scan 4'];
    for (const label of labels) expect((await attach(copy, label, tinyPng())).status).toBe(201);
    expect(labels).toHaveLength(UPLOADS_PER_COPY_MAX);
    const before = await storedUploads();
    const sixth = await attach(copy, 'Scan 5', tinyPng());
    expect(sixth.status).toBe(409);
    expect((sixth.body as unknown as { message: string }).message).toMatch(/at most 5 files/);
    expect(await storedUploads()).toEqual(before);
    // A replacement is no sixth file.
    expect(
      (await attach(copy, 'Scan 4', await makePdf(1), 'x.pdf', 'application/pdf')).status,
    ).toBe(201);

    const voided = await t.api('POST', `${copy.base}/void`, {
      token: provider.token,
      json: { reason: 'Replaced' },
    });
    expect(voided.status).toBe(200);
    const closed = await attach(copy, 'Scan 1', tinyPng());
    expect(closed.status).toBe(409);
    expect((closed.body as unknown as { message: string }).message).toMatch(/already voided/);
    const [kept] = (await detail(copy)).uploads;
    const removal = await t.api('DELETE', `${copy.uploads}/${kept?.id ?? ''}`, {
      token: client.token,
    });
    expect(removal.status).toBe(409);
    // A closed copy keeps its files, still readable by its parties.
    expect((await detail(copy, provider.token)).uploads).toHaveLength(UPLOADS_PER_COPY_MAX);
  });

  it('lets only one of two racing uploads take the last place', async () => {
    const copy = await freshCopy();
    for (const label of ['Insurance card', 'Scan 1', 'Scan 2', 'Scan 3']) {
      expect((await attach(copy, label, tinyPng())).status).toBe(201);
    }
    const racing = await Promise.all([
      attach(copy, 'Scan 4', tinyPng()),
      attach(copy, 'Scan 5', tinyPng()),
    ]);
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect((await detail(copy)).uploads).toHaveLength(UPLOADS_PER_COPY_MAX);
    const rows = await t.server.ctx.db
      .select()
      .from(documentCopyUploads)
      .where(eq(documentCopyUploads.copyId, copy.copyId));
    const files = await t.server.ctx.files.list(`copy-uploads/${copy.copyId}`);
    expect(files.map((file) => file.key).sort()).toEqual(rows.map((row) => row.fileKey).sort());
  });

  it('removes a file with its stored bytes', async () => {
    const copy = await freshCopy();
    const attached = await attach(copy, 'Scan 2', tinyPng());
    const path = `${copy.uploads}/${attached.body.data.id}`;
    const [row] = await t.server.ctx.db
      .select()
      .from(documentCopyUploads)
      .where(eq(documentCopyUploads.id, attached.body.data.id));
    const removed = await t.api<{ message: string }>('DELETE', path, { token: client.token });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('File removed.');
    const after = await detail(copy);
    expect(after.uploads).toEqual([]);
    // The trail keeps both: who attached what (with its SHA-256) and who removed it, from where.
    const trail = after.events.filter((event) => ['attached', 'detached'].includes(event.action));
    expect(trail.map((event) => [event.action, event.actor?.fullName])).toEqual([
      ['attached', client.fullName],
      ['detached', client.fullName],
    ]);
    expect(trail[0]?.detail).toBe(
      `Scan 2: ${attached.body.data.fileName} (image/png, ${attached.body.data.size} bytes), SHA-256 ${attached.body.data.sha256}`,
    );
    expect(trail[1]?.detail).toBe(`Scan 2: ${attached.body.data.fileName}`);
    expect(trail[0]?.ip).toBeTruthy();
    expect(await t.server.ctx.files.stat(row?.fileKey ?? '')).toBeNull();
    expect((await t.api('DELETE', path, { token: client.token })).status).toBe(404);
  });

  it('sweeps a stored file that no upload row names (a crash between the file and its row)', async () => {
    const copy = await freshCopy();
    const attached = await attach(copy, 'Scan 3', tinyPng());
    const [row] = await t.server.ctx.db
      .select()
      .from(documentCopyUploads)
      .where(eq(documentCopyUploads.id, attached.body.data.id));
    const orphan = `copy-uploads/${copy.copyId}/AAAAAAAAAAAAAAAAAAAAAA.png`;
    await t.server.ctx.files.put(orphan, Buffer.from(tinyPng()));
    // As the hourly sweep sees them once the grace time has passed.
    const removed = await sweepOrphanFiles(t.server.ctx, Date.now() + ORPHAN_GRACE_MS + 60_000);
    expect(removed).toContain(orphan);
    expect(await t.server.ctx.files.stat(orphan)).toBeNull();
    expect(await t.server.ctx.files.stat(row?.fileKey ?? '')).not.toBeNull();
  });

  /** Signs with these values and a typed signature. */
  async function sign(copy: Copy, values: Record<string, string>) {
    await acceptConsent(t, client);
    const form = new FormData();
    form.append('values', JSON.stringify(values));
    form.append('signatureText', 'Jane Q. Client');
    return t.api<TCopyActionResponse>('POST', `${copy.base}/sign`, {
      token: client.token,
      body: form,
    });
  }

  it('seals the files the signing names: on the certificate page with their SHA-256; the others go', async () => {
    const copy = await freshCopy();
    const card = await makePdf(2);
    const named = await attach(
      copy,
      'Insurance card',
      card,
      'insurance card.pdf',
      'application/pdf',
    );
    const photo = tinyPng();
    const second = await attach(copy, 'Scan 1', photo, 'referral.png');
    const unnamed = await attach(copy, 'Scan 2', tinyPng(), 'left out.png');
    const [unnamedRow] = await t.server.ctx.db
      .select()
      .from(documentCopyUploads)
      .where(eq(documentCopyUploads.id, unnamed.body.data.id));

    // Another copy's file, a file of another field, and none for a required field: refused.
    const elsewhere = await freshCopy();
    const foreign = await attach(elsewhere, 'Insurance card', tinyPng());
    const cardId = copy.ids['Insurance card'] ?? '';
    const scanId = copy.ids['Scan 1'] ?? '';
    for (const [value, path] of [
      [foreign.body.data.id, cardId],
      [second.body.data.id, cardId],
    ] as const) {
      const refused = await sign(copy, { [cardId]: value, [scanId]: second.body.data.id });
      expect(refused.status).toBe(400);
      const body = refused.body as unknown as { details: { path: string; message: string }[] };
      expect(body.details).toContainEqual({
        path: `values.${path}`,
        message: 'must be a file attached to this copy',
      });
    }
    const missing = await sign(copy, { [scanId]: second.body.data.id });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain(`values.${cardId}`);
    expect((await detail(copy)).status).not.toBe('signed');

    const signed = await sign(copy, {
      [cardId]: named.body.data.id,
      [scanId]: second.body.data.id,
    });
    expect(signed.status, signed.text).toBe(200);
    expect(signed.body.data.uploads.map((u) => u.id).sort()).toEqual(
      [named.body.data.id, second.body.data.id].sort(),
    );
    expect(await t.server.ctx.files.stat(unnamedRow?.fileKey ?? '')).toBeNull();

    const sealed = await download(t, signed.body.data.signedUrl ?? '', client.token);
    const text = runOnPdf('pdftotext', [], sealed, ['-']).out.replace(/\s+/g, ' ');
    expect(text).toContain('Attached files');
    expect(text).toContain('Insurance card: insurance card.pdf');
    expect(text).toContain(`Type: application/pdf, size: ${card.length} bytes`);
    expect(text).toContain(`SHA-256: ${sha256(card)}`);
    expect(text).toContain('Scan 1: referral.png');
    expect(text).toContain(`Type: image/png, size: ${photo.length} bytes`);
    expect(text).toContain(`SHA-256: ${sha256(photo)}`);
    // The file no value names is not among the sealed files (the trail still says it was attached).
    const attachedFiles = text.slice(text.indexOf('Attached files'), text.indexOf('Events'));
    expect(attachedFiles).not.toContain('left out.png');
    expect(text).toContain('File attached by');
    // The field's box on the form shows the file's name.
    const firstPage = runOnPdf('pdftotext', ['-f', '1', '-l', '1'], sealed, ['-']).out;
    expect(firstPage).toContain('insurance card.pdf');
    expect(firstPage).toContain('referral.png');
    // Still the parties' to download once signed.
    const again = await download(t, `/api/v1${copy.uploads}/${named.body.data.id}`, provider.token);
    expect(again.equals(card)).toBe(true);
  });

  it('keeps a copy’s files when its client’s account is deleted (the practice keeps the copy)', async () => {
    const leaving = await createApproved(t, 'client', 'up-leaving');
    await linkClient(t, provider, leaving);
    const copy = await freshCopy(leaving);
    const attached = await attach(
      copy,
      'Scan 3',
      tinyPng(),
      'kept.png',
      'image/png',
      leaving.token,
    );
    expect(attached.status).toBe(201);
    const deleted = await t.api('DELETE', '/auth/delete-me-account', {
      token: leaving.token,
      json: { loginUserId: leaving.id, password: leaving.password },
    });
    expect(deleted.status).toBe(200);
    const [upload] = (await detail(copy, provider.token)).uploads;
    expect(upload?.id).toBe(attached.body.data.id);
    const bytes = await download(t, upload?.url ?? '', provider.token);
    expect(bytes.equals(tinyPng())).toBe(true);
  });
});
