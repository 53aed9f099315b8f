import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import type { PDFPage } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  SIGNING_CONSENT_REQUIRED_MESSAGE,
  type TChannelListResponse,
  type TCopyActionResponse,
  type TCopyDetailResponse,
  type TDocumentDetailResponse,
  type TDocumentListResponse,
  type TDocumentResponse,
  type TLoginUserDetails,
  type TMessageListResponse,
  type TNotificationListResponse,
  type TShareResponse,
  type TVerifyResponse,
} from '@portal/contracts';

import { documentEvents, documents } from '../src/db/schema.ts';
import { runDocumentSchedule } from '../src/documents/reminders.ts';
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
  signCopy,
  signForm,
  uploadForm,
} from './support/documents.ts';
import { tinyPng } from './support/images.ts';
import { outboxCount, waitForMail } from './support/outbox.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/**
 * Documents (issue 16) on a real server: uploads that must really be readable PDFs, who sees and
 * does what, each status change with its audit event, the sealed PDF checked by poppler's pdfsig
 * and qpdf, and the public verify endpoint against changed copies.
 */
describe.each(databaseKinds)('documents (%s)', (kind) => {
  let t: TestServer;
  let provider: TestAccount;
  let client: TestAccount;
  let stranger: TestAccount;
  let admin: string;

  beforeAll(async () => {
    ensurePdfTools();
    // Small uploads here, so that "too large" costs little: 1 MB.
    t = await startTestServer(kind, { practiceName: 'Northside Clinic' });
    t.server.ctx.config.documents.maxBytes = 1024 * 1024;
    [provider, client, stranger] = await Promise.all([
      createApproved(t, 'provider', 'doc-provider'),
      createApproved(t, 'client', 'doc-client'),
      createApproved(t, 'client', 'doc-stranger'),
    ]);
    await linkClient(t, provider, client);
    admin = await superadminToken(t);
  });
  afterAll(() => t.close());

  const stored = async () => ({
    rows: (await t.server.ctx.db.select({ id: documents.id }).from(documents)).length,
    files: (await t.server.ctx.files.list('documents')).length,
  });

  it('refuses empty, damaged, encrypted, disguised and oversized uploads, and stores nothing', async () => {
    const before = await stored();
    const good = await makePdf(2);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-enc-'));
    fs.writeFileSync(path.join(dir, 'plain.pdf'), good);
    spawnSync('qpdf', ['--encrypt', 'user', 'owner', '256', '--', 'plain.pdf', 'enc.pdf'], {
      cwd: dir,
    });
    const encrypted = fs.readFileSync(path.join(dir, 'enc.pdf'));
    fs.rmSync(dir, { recursive: true, force: true });
    // A three-page PDF whose second page has boxes that cannot be shown, filled or signed.
    const page2 = (reshape: (page: PDFPage) => void) =>
      makePdf(3, { reshape: (page, n) => n === 2 && reshape(page) });
    const cases: [string, Uint8Array, number, RegExp, string?][] = [
      ['empty', new Uint8Array(0), 400, /missing or empty/],
      ['damaged (cut off)', good.subarray(0, Math.floor(good.length / 2)), 400, /damaged/],
      ['damaged (garbage)', Buffer.from('%PDF-1.7\nnot a pdf at all\n%%EOF\n'), 400, /damaged/],
      ['encrypted', encrypted, 400, /password or encryption/],
      ['HTML named .pdf', Buffer.from('<!doctype html><script>alert(1)</script>'), 415, /must be/],
      ['an image from a provider', tinyPng(), 415, /must be a PDF/, 'image/png'],
      ['too large', Buffer.concat([good, Buffer.alloc(1024 * 1024)]), 413, /too large/],
      ['a zero page', await page2((page) => page.setMediaBox(0, 0, 0, 0)), 400, /^Page 2 .*0 x 0/],
      [
        'an inverted page',
        await page2((page) => page.setMediaBox(595, 842, -595, -842)),
        400,
        /^Page 2 /,
      ],
      [
        'an absurd page',
        await page2((page) => page.setMediaBox(0, 0, 1e7, 1e7)),
        400,
        /^Page 2 .*10000000/,
      ],
      [
        'a CropBox off its page',
        await page2((page) => page.setCropBox(5000, 5000, 100, 100)),
        400,
        /^Page 2 .*CropBox/,
      ],
    ];
    for (const [label, bytes, status, message, type] of cases) {
      const answer = await t.api('POST', '/documents', {
        token: provider.token,
        body: uploadForm(bytes, { title: 'Bad' }, 'x.pdf', type),
      });
      expect(answer.status, label).toBe(status);
      expect(String(answer.body.message), label).toMatch(message);
    }
    expect(await stored()).toEqual(before);
  });

  it('adds a PDF with its pages and hash, places fields on its pages only', async () => {
    const pdf = await makePdf(3);
    const created = await t.api<TDocumentResponse>('POST', '/documents', {
      token: provider.token,
      body: uploadForm(pdf, { title: '  Consent  ' }, 'consent.pdf'),
    });
    expect(created.status).toBe(201);
    const data = created.body.data;
    expect(data).toMatchObject({
      kind: 'form',
      title: 'Consent',
      fileName: 'consent.pdf',
      pageCount: 3,
      fieldCount: 0,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      copies: [],
    });
    const field = {
      type: 'text',
      label: 'Name',
      required: true,
      x: 0.1,
      y: 0.1,
      width: 0.3,
      height: 0.05,
    };
    const offPage = await t.api('PATCH', `/documents/${data.id}`, {
      token: provider.token,
      json: { fields: [{ ...field, page: 4 }] },
    });
    expect(offPage.status).toBe(400);
    const outside = await t.api('PATCH', `/documents/${data.id}`, {
      token: provider.token,
      json: { fields: [{ ...field, page: 1, x: 0.9 }] },
    });
    expect(outside.status).toBe(400);
    const placed = await t.api<TDocumentResponse>('PATCH', `/documents/${data.id}`, {
      token: provider.token,
      json: { fields: [{ ...field, page: 3 }] },
    });
    expect(placed.status).toBe(200);
    expect(placed.body.data.fields).toHaveLength(1);
    expect(placed.body.data.fields[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    // The owned document is the provider's alone to change; the client cannot see it yet.
    const asClient = await t.api('PATCH', `/documents/${data.id}`, {
      token: client.token,
      json: { title: 'Mine' },
    });
    expect(asClient.status).toBe(404);
  });

  it('shares with the provider’s own clients only, once per open copy, and tells the client', async () => {
    const document = await addDocument(t, provider, { title: 'Share test' });
    const notMine = await t.api('POST', `/documents/${document.id}/shares`, {
      token: provider.token,
      json: { clientIds: [stranger.id] },
    });
    expect(notMine.status).toBe(404);
    const first = await t.api<TShareResponse>('POST', `/documents/${document.id}/shares`, {
      token: provider.token,
      json: { clientIds: [client.id] },
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toHaveLength(1);
    expect(first.body.data[0]).toMatchObject({ status: 'sent', client: { id: client.id } });
    const again = await t.api<TShareResponse>('POST', `/documents/${document.id}/shares`, {
      token: provider.token,
      json: { clientIds: [client.id] },
    });
    expect(again.body.data).toHaveLength(0);
    expect(again.body.alreadyOpen).toEqual([client.id]);
    const notes = await t.api<TNotificationListResponse>('GET', '/notifications', {
      token: client.token,
    });
    expect(notes.body.data.map((n) => n.type)).toContain('document-shared');
    // The client sees its copy; the stranger and the superadmin do not see the document at all.
    const mine = await t.api<TDocumentDetailResponse>('GET', `/documents/${document.id}`, {
      token: client.token,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.data.copies).toHaveLength(1);
    expect(mine.body.data.fields.map((f) => f.label)).toContain('Signature');
    for (const token of [stranger.token, admin]) {
      expect((await t.api('GET', `/documents/${document.id}`, { token })).status).toBe(404);
    }
    // Oversight: titles, parties and statuses, never the file or the hash.
    const oversight = await t.api<TDocumentListResponse>('GET', '/documents?q=Share%20test', {
      token: admin,
    });
    const seen = oversight.body.data.find((d) => d.id === document.id);
    expect(seen?.copies[0]).toMatchObject({ status: 'sent', sealedSha256: null, signedUrl: null });
    expect(seen?.fileUrl).toBeNull();
    // A client cannot share, nor can a document's fields change hands.
    const clientShares = await t.api('POST', `/documents/${document.id}/shares`, {
      token: client.token,
      json: { clientIds: [client.id] },
    });
    expect(clientShares.status).toBe(403);
  });

  /*
   * One copy's life, in the order a client lives it: each step is its own test, and the steps run
   * in this order on the same copy (a step that fails leaves the later ones failing after it).
   */
  describe('signing a copy, step by step', () => {
    let document: TDocumentResponse['data'];
    let copy: { id: string };
    let signed: TCopyActionResponse['data'];
    let sealed: Buffer;
    const signUrl = () => `/documents/${document.id}/shares/${copy.id}/sign`;

    beforeAll(async () => {
      document = await addDocument(t, provider, { pages: 2, title: 'Sealed intake' });
      copy = await shareWith(t, provider, document.id, client.id);
    });

    it('marks the copy viewed when its client opens the file, once', async () => {
      await download(t, document.fileUrl ?? '', client.token);
      await download(t, document.fileUrl ?? '', client.token);
      const viewed = await t.api<TCopyDetailResponse>(
        'GET',
        `/documents/${document.id}/shares/${copy.id}`,
        { token: client.token },
      );
      expect(viewed.body.data.status).toBe('viewed');
      expect(viewed.body.data.events.filter((e) => e.action === 'viewed')).toHaveLength(1);
    });

    it('refuses a signing before the client accepted the disclosure, and changes nothing', async () => {
      const early = await t.api('POST', signUrl(), {
        token: client.token,
        body: signForm(document.fields),
      });
      expect(early.status).toBe(409);
      expect(early.body).toEqual({ message: SIGNING_CONSENT_REQUIRED_MESSAGE });
      const still = await t.api<TCopyDetailResponse>(
        'GET',
        `/documents/${document.id}/shares/${copy.id}`,
        { token: client.token },
      );
      expect(still.body.data.status).toBe('viewed');
      await acceptConsent(t, client);
    });

    it('refuses a completion with required fields missing, and a signing by the provider', async () => {
      const incomplete = new FormData();
      incomplete.append('values', '{}');
      const refused = await t.api('POST', signUrl(), { token: client.token, body: incomplete });
      expect(refused.status).toBe(400);
      expect((refused.body as { details?: unknown[] }).details?.length).toBe(3);
      const byProvider = await t.api('POST', signUrl(), {
        token: provider.token,
        body: signForm(document.fields),
      });
      expect(byProvider.status).toBe(403);
    });

    it('signs, with every step of the copy in its trail and where the completion came from', async () => {
      signed = await signCopy(t, client, document.id, copy.id, document.fields);
      expect(signed.status).toBe('signed');
      expect(signed.events.map((e) => e.action)).toEqual([
        'created',
        'shared',
        'viewed',
        'consented',
        'completed',
        'signed',
      ]);
      const consented = signed.events.find((e) => e.action === 'consented');
      expect(consented?.detail).toMatch(
        /^Disclosure version 1, accepted \d{4}-\d\d-\d\d [\d:]{8} UTC$/,
      );
      const completed = signed.events.find((e) => e.action === 'completed');
      expect(completed?.ip).toMatch(/127\.0\.0\.1/);
      expect(completed?.userAgent).toBeTruthy();
    });

    it('seals the PDF: pdfsig, qpdf and the certificate page agree, in the practice’s name only', async () => {
      sealed = await download(t, signed.signedUrl ?? '', provider.token);
      expect(createHash('sha256').update(sealed).digest('hex')).toBe(signed.sealedSha256);
      const pdfsig = runOnPdf('pdfsig', [], sealed);
      expect(pdfsig.out).toContain('Signature is Valid');
      expect(pdfsig.out).toContain('Total document signed');
      expect(pdfsig.out).toContain('ETSI.CAdES.detached');
      // A certificate made here carries the practice's name (PostgreSQL seals with a shared one).
      if (kind === 'pglite') {
        expect(pdfsig.out).toContain(
          'Signer Certificate Common Name: Northside Clinic document seal',
        );
      }
      expect(runOnPdf('qpdf', ['--check'], sealed).code).toBe(0);
      const text = runOnPdf('pdftotext', ['-layout'], sealed, ['-']);
      expect(text.out).toContain('Certificate of completion');
      expect(text.out).toContain(document.sha256);
      expect(text.out).toContain('Jane Q. Client');
      // The consent the signing relied on, with its version and time, read back from the page.
      const consented = signed.events.find((e) => e.action === 'consented');
      expect(text.out).toContain('Consented to sign electronically by');
      expect(text.out).toContain(consented?.detail);
      // The product has no name to show: the signature is in the practice's name, and nothing the
      // file holds (its info, the signature's dictionary, its pages' text) names the product.
      const objects = runOnPdf('qpdf', ['--json', '--json-stream-data=none'], sealed).out;
      expect(objects).toContain('"/Name": "u:Northside Clinic"');
      const everything = [pdfsig.out, runOnPdf('pdfinfo', [], sealed).out, objects, text.out];
      expect(everything.join('\n')).not.toMatch(/practice portal/i);
    });

    it('never changes a signed copy again: a late decline or void gets 409', async () => {
      for (const [action, token, body] of [
        ['decline', client.token, { reason: 'Too late' }],
        ['void', provider.token, {}],
      ] as const) {
        const late = await t.api('POST', `/documents/${document.id}/shares/${copy.id}/${action}`, {
          token,
          json: body,
        });
        expect(late.status, action).toBe(409);
      }
    });

    it('records each download of the sealed PDF, and tells the provider it was signed', async () => {
      await download(t, signed.signedUrl ?? '', client.token);
      const trail = await t.server.ctx.db
        .select({ action: documentEvents.action })
        .from(documentEvents)
        .where(eq(documentEvents.copyId, copy.id));
      // The provider's (the seal's check above) and the client's.
      expect(trail.filter((e) => e.action === 'downloaded')).toHaveLength(2);
      const providerNotes = await t.api<TNotificationListResponse>('GET', '/notifications', {
        token: provider.token,
      });
      expect(providerNotes.body.data.map((n) => n.type)).toContain('document-signed');
    });

    it('verifies the sealed file, and tells a changed, padded, extended or unsealed one', async () => {
      const verify = async (bytes: Buffer) =>
        (
          await t.api<TVerifyResponse>('POST', '/verify', {
            body: uploadForm(bytes, {}, 'check.pdf'),
          })
        ).body.data;
      const good = await verify(sealed);
      expect(good).toMatchObject({
        verified: true,
        reason: null,
        document: { title: 'Sealed intake' },
      });
      expect(good.certificate?.subject).toContain('document seal');
      const flip = (at: number) => {
        const changed = Buffer.from(sealed);
        changed[at] = (changed[at] ?? 0) ^ 0x01;
        return changed;
      };
      const changed = await verify(flip(200));
      expect(changed).toMatchObject({ verified: false, checks: { signatureValid: false } });
      expect(changed.reason).toMatch(/changed after it was sealed/);
      // A byte of the signature's padding is outside what the signature covers: the signature
      // still checks (pdfsig says valid), and only the recorded SHA-256 tells the file changed.
      const padding = sealed.lastIndexOf('0000000000>');
      const inPadding = await verify(flip(padding));
      expect(inPadding).toMatchObject({
        verified: false,
        checks: { signatureValid: true, sealedHere: true, onRecord: false },
      });
      const appended = await verify(Buffer.concat([sealed, Buffer.from('\n% appended\n')]));
      expect(appended).toMatchObject({ verified: false, checks: { coversWholeFile: false } });
      expect(appended.reason).toMatch(/added to the file after it was sealed/);
      const unsealed = await verify(await makePdf(1));
      expect(unsealed).toMatchObject({ verified: false, checks: { hasSeal: false } });
    });
  });

  it('declines with a reason and voids, each once, each with its event and notification', async () => {
    const document = await addDocument(t, provider, { title: 'Decline test' });
    const declined = await shareWith(t, provider, document.id, client.id);
    const noReason = await t.api(
      'POST',
      `/documents/${document.id}/shares/${declined.id}/decline`,
      {
        token: client.token,
        json: { reason: '  ' },
      },
    );
    expect(noReason.status).toBe(400);
    const answer = await t.api<TCopyActionResponse>(
      'POST',
      `/documents/${document.id}/shares/${declined.id}/decline`,
      { token: client.token, json: { reason: 'Wrong address on page 1' } },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      status: 'declined',
      reason: 'Wrong address on page 1',
    });
    // A new copy may be sent after a declined one; the provider voids it.
    const second = await shareWith(t, provider, document.id, client.id);
    const clientVoids = await t.api('POST', `/documents/${document.id}/shares/${second.id}/void`, {
      token: client.token,
    });
    expect(clientVoids.status).toBe(403);
    const voided = await t.api<TCopyActionResponse>(
      'POST',
      `/documents/${document.id}/shares/${second.id}/void`,
      { token: provider.token, json: { reason: 'Sent by mistake' } },
    );
    expect(voided.body.data.status).toBe('voided');
    expect(voided.body.data.events.map((e) => e.action)).toEqual(['created', 'shared', 'voided']);
    const signAfterVoid = await t.api(
      'POST',
      `/documents/${document.id}/shares/${second.id}/sign`,
      { token: client.token, body: signForm(document.fields) },
    );
    expect(signAfterVoid.status).toBe(409);
    const types = (
      await t.api<TNotificationListResponse>('GET', '/notifications', { token: client.token })
    ).body.data.map((n) => n.type);
    expect(types).toContain('document-voided');
    const filtered = await t.api<TDocumentListResponse>('GET', '/documents?status=declined', {
      token: provider.token,
    });
    expect(filtered.body.data.map((d) => d.id)).toContain(document.id);
  });

  it('posts a document card in the direct chat and keeps its status live', async () => {
    const document = await addDocument(t, provider, { title: 'Card test' });
    const copy = await shareWith(t, provider, document.id, client.id);
    const channels = await t.api<TChannelListResponse>('GET', '/chat/channels', {
      token: client.token,
    });
    const direct = channels.body.data.find(
      (c) => c.type === 'direct' && c.peer?.id === provider.id,
    );
    expect(direct).toBeDefined();
    const cardOf = async () => {
      const messages = await t.api<TMessageListResponse>(
        'GET',
        `/chat/channels/${direct?.id ?? ''}/messages`,
        { token: client.token },
      );
      return messages.body.data.find((m) => m.document?.copyId === copy.id);
    };
    expect(await cardOf()).toMatchObject({
      kind: 'document',
      document: { title: 'Card test', status: 'sent' },
      author: { id: provider.id },
    });
    await signCopy(t, client, document.id, copy.id, document.fields);
    expect((await cardOf())?.document?.status).toBe('signed');
  });

  it('keeps a drawn signature for next time and signs with it', async () => {
    const document = await addDocument(t, provider, { title: 'Saved signature' });
    const copy = await shareWith(t, provider, document.id, client.id);
    const form = signForm(document.fields, { saveSignature: 'true' });
    form.delete('signatureText');
    form.append('signature', new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }), 's.png');
    const signed = await t.api('POST', `/documents/${document.id}/shares/${copy.id}/sign`, {
      token: client.token,
      body: form,
    });
    expect(signed.status).toBe(200);
    const me = await t.api<TLoginUserDetails>('POST', '/auth/get-me', { token: client.token });
    expect(me.body.eSignature).toMatch(/^data:image\/png;base64,/);
    const next = await addDocument(t, provider, { title: 'With the saved one' });
    const nextCopy = await shareWith(t, provider, next.id, client.id);
    const again = await t.api<TCopyActionResponse>(
      'POST',
      `/documents/${next.id}/shares/${nextCopy.id}/sign`,
      { token: client.token, body: signForm(next.fields, { useSavedSignature: 'true' }) },
    );
    expect(again.status).toBe(200);
    expect(
      runOnPdf('pdfsig', [], await download(t, again.body.data.signedUrl ?? '', client.token)).out,
    ).toContain('Signature is Valid');
  });

  it('lets a client share a file with its provider, and only with its provider', async () => {
    const png = tinyPng();
    const shared = await t.api<TDocumentResponse>('POST', '/documents', {
      token: client.token,
      body: uploadForm(png, { title: 'Insurance card' }, 'card.png', 'image/png'),
    });
    expect(shared.status).toBe(201);
    expect(shared.body.data).toMatchObject({
      kind: 'file',
      recipient: { id: provider.id },
      pageCount: null,
    });
    const list = await t.api<TDocumentListResponse>('GET', '/documents?kind=file', {
      token: provider.token,
    });
    expect(list.body.data.map((d) => d.id)).toContain(shared.body.data.id);
    expect(await download(t, shared.body.data.fileUrl ?? '', provider.token)).toEqual(png);
    const noProvider = await t.api('POST', '/documents', {
      token: stranger.token,
      body: uploadForm(png, { title: 'Nobody' }, 'card.png', 'image/png'),
    });
    expect(noProvider.status).toBe(403);
    const superadmin = await t.api('POST', '/documents', {
      token: admin,
      body: uploadForm(await makePdf(1), { title: 'Admin' }),
    });
    expect(superadmin.status).toBe(403);
  });

  it('reminds a client by e-mail on the default schedule: every REMIND_AFTER days', async () => {
    const document = await addDocument(t, provider, { title: 'Reminder test' });
    const copy = await shareWith(t, provider, document.id, client.id);
    const subject = 'Reminder: a document waits for your signature';
    const sentAt = new Date(copy.sentAt).getTime();
    const day = 24 * 3600_000;
    // The other tests' copies are open too: count this copy's reminders.
    const reminded = async (days: number) => {
      await runDocumentSchedule(t.server.ctx, new Date(sentAt + days * day + 60_000));
      const trail = await t.server.ctx.db
        .select({ action: documentEvents.action })
        .from(documentEvents)
        .where(eq(documentEvents.copyId, copy.id));
      return trail.filter((event) => event.action === 'reminded').length;
    };
    expect(await reminded(2)).toBe(0);
    // REMIND_AFTER is 3 days by default.
    expect(await reminded(3)).toBe(1);
    expect(await waitForMail(t.dataDir, client.email, 5000, subject)).toContain('/documents?copy=');
    await t.server.settle();
    const mails = outboxCount(t.dataDir, subject);
    // Again at the same time: nothing more, for anyone.
    expect(await reminded(3)).toBe(1);
    await t.server.settle();
    expect(outboxCount(t.dataDir, subject)).toBe(mails);
  });
});
