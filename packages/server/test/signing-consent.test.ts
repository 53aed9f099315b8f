import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  DEFAULT_SIGNING_DISCLOSURE,
  SIGNING_CONSENT_REQUIRED_MESSAGE,
  SIGNING_DISCLOSURE_CHANGED_MESSAGE,
  type TAcceptSigningConsentResponse,
  type TSigningConsentResponse,
} from '@portal/contracts';

import { signingConsents, signingDisclosures } from '../src/db/schema.ts';
import { createApproved, superadminToken, type TestAccount } from './support/accounts.ts';
import { clientOf } from './support/chat.ts';
import { databaseKinds } from './support/databases.ts';
import {
  addDocument,
  download,
  ensurePdfTools,
  runOnPdf,
  shareWith,
  signCopy,
  signForm,
} from './support/documents.ts';
import { waitForMailRecord } from './support/outbox.ts';
import { startTestServer, type TestServer } from './support/server.ts';

const CLIENT_SUBJECT = 'Your signed document is ready';
const NEW_DISCLOSURE = `${'The practice’s own words about signing electronically. '.repeat(3)}Version two.`;

/**
 * Issue 31: a client accepts the disclosure about electronic signatures before its first signature
 * under each version; the consent is in the copy's trail and on its certificate page; the sealed
 * copy's arrival is e-mailed to both parties (a link, or the PDF when the practice says so).
 */
describe.each(databaseKinds)('consent to sign electronically (%s)', (kind) => {
  let t: TestServer;
  let admin: string;
  let provider: TestAccount;
  let client: TestAccount;

  beforeAll(async () => {
    ensurePdfTools();
    t = await startTestServer(kind);
    admin = await superadminToken(t);
    provider = await createApproved(t, 'provider');
    client = await clientOf(t, provider, 'consenting');
  });
  afterAll(() => t.close());

  const consentOf = (account: TestAccount | string) =>
    t.api<TSigningConsentResponse>('GET', '/documents/signing-consent', {
      token: typeof account === 'string' ? account : account.token,
    });
  const accept = (version: unknown, account = client) =>
    t.api<TAcceptSigningConsentResponse>('POST', '/documents/signing-consent', {
      token: account.token,
      json: { version },
    });
  const acceptances = async (clientId: string) =>
    t.server.ctx.db.select().from(signingConsents).where(eq(signingConsents.clientId, clientId));
  const openCopy = async (title: string) => {
    const document = await addDocument(t, provider, { title });
    const copy = await shareWith(t, provider, document.id, client.id);
    return { document, copy };
  };
  const sign = (documentId: string, copyId: string, fields: { id: string; type: string }[]) =>
    t.api('POST', `/documents/${documentId}/shares/${copyId}/sign`, {
      token: client.token,
      body: signForm(fields),
    });

  it('shows a new client the default disclosure, not yet accepted; only clients consent', async () => {
    const consent = await consentOf(client);
    expect(consent.status).toBe(200);
    expect(consent.body.data).toEqual({
      disclosure: { version: 1, text: DEFAULT_SIGNING_DISCLOSURE, updatedAt: null },
      acceptedAt: null,
    });
    expect((await consentOf(provider)).status).toBe(403);
    expect((await consentOf(admin)).status).toBe(403);
    expect((await accept(1, provider)).status).toBe(403);
  });

  it('records an acceptance once per version, of the version in force only', async () => {
    for (const bad of [0, 1.5, '1', null]) expect((await accept(bad)).status).toBe(400);
    const stale = await accept(2);
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: SIGNING_DISCLOSURE_CHANGED_MESSAGE });
    expect(await acceptances(client.id)).toHaveLength(0);

    const first = await accept(1);
    expect(first.status).toBe(200);
    expect(first.body.data.acceptedAt).not.toBeNull();
    const again = await accept(1);
    expect(again.body.data.acceptedAt).toBe(first.body.data.acceptedAt);
    const rows = await acceptances(client.id);
    expect(rows.map((row) => row.version)).toEqual([1]);
    expect(rows[0]?.ip).toMatch(/127\.0\.0\.1/);
    // The text accepted is on record as it was: the default became version 1.
    const [stored] = await t.server.ctx.db
      .select()
      .from(signingDisclosures)
      .where(eq(signingDisclosures.version, 1));
    expect(stored?.text).toBe(DEFAULT_SIGNING_DISCLOSURE);
    // The practice settings still show the default as the default (written by no one).
    const settings = await t.api<{ data: { signingDisclosure: { updatedAt: string | null } } }>(
      'GET',
      '/practice/settings',
      { token: admin },
    );
    expect(settings.body.data.signingDisclosure.updatedAt).toBeNull();
  });

  it('asks again after the practice writes a new version, and prints the version signed under', async () => {
    const changed = await t.api('PATCH', '/practice/settings', {
      token: admin,
      json: { signingDisclosure: NEW_DISCLOSURE },
    });
    expect(changed.status).toBe(200);
    const consent = await consentOf(client);
    expect(consent.body.data.disclosure).toMatchObject({ version: 2, text: NEW_DISCLOSURE });
    expect(consent.body.data.acceptedAt).toBeNull();

    const { document, copy } = await openCopy('Consent, version two');
    const refused = await sign(document.id, copy.id, document.fields);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: SIGNING_CONSENT_REQUIRED_MESSAGE });
    // An acceptance of the old version is no longer enough, nor accepted again.
    expect((await accept(1)).status).toBe(409);

    const signed = await signCopy(t, client, document.id, copy.id, document.fields);
    const consented = signed.events.filter((event) => event.action === 'consented');
    expect(consented).toHaveLength(1);
    expect(consented[0]?.detail).toMatch(/^Disclosure version 2, accepted /);
    expect((await acceptances(client.id)).map((row) => row.version).sort()).toEqual([1, 2]);

    const sealed = await download(t, signed.signedUrl ?? '', client.token);
    const text = runOnPdf('pdftotext', ['-layout'], sealed, ['-']).out;
    expect(text).toContain(`Consented to sign electronically by ${client.fullName}`);
    expect(text).toContain(consented[0]?.detail);
  });

  it('e-mails both parties a link to the sealed copy, naming no document', async () => {
    const { document, copy } = await openCopy('Private intake: anxiety');
    await signCopy(t, client, document.id, copy.id, document.fields);
    const toClient = await waitForMailRecord(t.dataDir, client.email, 5000, CLIENT_SUBJECT);
    expect(toClient.text).toContain(`/documents?copy=${copy.id}`);
    const toProvider = await waitForMailRecord(
      t.dataDir,
      provider.email,
      5000,
      `${client.fullName} signed a document`,
    );
    expect(toProvider.text).toContain(`/all-documents?document=${document.id}`);
    for (const mail of [toClient, toProvider]) {
      expect(mail.attachments).toEqual([]);
      expect(mail.eml).not.toContain('application/pdf');
      expect(`${mail.subject}\n${mail.text}`).not.toContain('anxiety');
    }
  });

  it('attaches the sealed PDF when the practice turns that on', async () => {
    const on = await t.api('PATCH', '/practice/settings', {
      token: admin,
      json: { attachSignedPdf: true },
    });
    expect(on.status).toBe(200);
    const { document, copy } = await openCopy('Release of records');
    const signed = await signCopy(t, client, document.id, copy.id, document.fields);
    const sealed = await download(t, signed.signedUrl ?? '', client.token);
    const copyLink = `/documents?copy=${copy.id}`;
    const toClient = await waitForMailRecord(t.dataDir, client.email, 5000, CLIENT_SUBJECT);
    expect(toClient.text).toContain(copyLink);
    expect(toClient.text).toContain('The signed PDF is attached.');
    const toProvider = await waitForMailRecord(
      t.dataDir,
      provider.email,
      5000,
      `${client.fullName} signed a document`,
    );
    expect(toProvider.text).toContain(`/all-documents?document=${document.id}`);
    for (const mail of [toClient, toProvider]) {
      expect(mail.attachments).toEqual([
        {
          filename: 'Release of records (signed).pdf',
          contentType: 'application/pdf',
          size: sealed.length,
        },
      ]);
      expect(mail.eml).toContain('Content-Type: application/pdf');
    }
    await t.api('PATCH', '/practice/settings', { token: admin, json: { attachSignedPdf: false } });
  });
});
