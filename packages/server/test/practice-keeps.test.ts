import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  TClientListResponse,
  TClientResponse,
  TDocumentDetailResponse,
  TDocumentResponse,
} from '@portal/contracts';

import { documents, users } from '../src/db/schema.ts';
import { createApproved, superadminToken, type TestAccount } from './support/accounts.ts';
import { databaseKinds } from './support/databases.ts';
import {
  addDocument,
  download,
  ensurePdfTools,
  linkClient,
  shareWith,
  signCopy,
  uploadForm,
} from './support/documents.ts';
import { tinyPng } from './support/images.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/**
 * What the practice keeps (issue 31, docs/server.md): deleting an account never erases the client
 * records, the signed copies and the files a practice must keep; what nobody needs goes, with its
 * stored file, at once.
 */
describe.each(databaseKinds)('what the practice keeps (%s)', (kind) => {
  let t: TestServer;
  let admin: string;

  beforeAll(async () => {
    ensurePdfTools();
    t = await startTestServer(kind);
    admin = await superadminToken(t);
  });
  afterAll(() => t.close());

  const deleteOwnAccount = (account: TestAccount) =>
    t.api('DELETE', '/auth/delete-me-account', {
      token: account.token,
      json: { loginUserId: account.id, password: account.password },
    });
  const storedKeys = async () =>
    new Set((await t.server.ctx.files.list('documents')).map((file) => file.key));
  const fileKeyOf = async (documentId: string) =>
    (
      await t.server.ctx.db
        .select({ key: documents.fileKey })
        .from(documents)
        .where(eq(documents.id, documentId))
    )[0]?.key;
  const detail = (documentId: string, token: string) =>
    t.api<TDocumentDetailResponse>('GET', `/documents/${documentId}`, { token });

  it('keeps a deleted provider’s records and signed copies, and hands them to the next provider', async () => {
    const provider = await createApproved(t, 'provider', 'leaving-provider');
    const client = await createApproved(t, 'client', 'kept-client');
    await linkClient(t, provider, client);
    const draft = await addDocument(t, provider, { title: 'Never sent' });
    const draftKey = await fileKeyOf(draft.id);
    const signedForm = await addDocument(t, provider, { title: 'Signed consent' });
    const signedCopy = await shareWith(t, provider, signedForm.id, client.id);
    const signed = await signCopy(t, client, signedForm.id, signedCopy.id, signedForm.fields);
    const openForm = await addDocument(t, provider, { title: 'Still open' });
    await shareWith(t, provider, openForm.id, client.id);
    const card = await t.api<TDocumentResponse>('POST', '/documents', {
      token: client.token,
      body: uploadForm(tinyPng(), { title: 'Insurance card' }, 'card.png', 'image/png'),
    });
    expect(card.status).toBe(201);

    expect((await deleteOwnAccount(provider)).status).toBe(200);

    // The record is unassigned, listed for the superadmin.
    const records = await t.api<TClientListResponse>('GET', '/clients', { token: admin });
    const record = records.body.data.find((item) => item.email === client.email);
    expect(record?.providerId).toBeNull();
    // The form never sent is gone, its file with it.
    expect((await detail(draft.id, admin)).status).toBe(404);
    expect(draftKey && (await storedKeys()).has(draftKey)).toBe(false);
    // The signed copy stays readable by its client and by the superadmin (the practice).
    const byClient = await detail(signedForm.id, client.token);
    expect(byClient.status).toBe(200);
    expect(byClient.body.data.copies[0]?.status).toBe('signed');
    const sealedUrl = byClient.body.data.copies[0]?.signedUrl ?? '';
    expect((await download(t, sealedUrl, client.token)).length).toBeGreaterThan(0);
    expect(signed.status).toBe('signed');
    expect((await detail(signedForm.id, admin)).status).toBe(200);
    // The open copy is voided, saying why.
    const open = await detail(openForm.id, client.token);
    expect(open.body.data.copies[0]).toMatchObject({
      status: 'voided',
      reason: 'The provider’s account was deleted.',
    });
    // The client's file is kept, waiting for a provider.
    expect((await detail(card.body.data.id, client.token)).body.data.recipient?.id).toBeNull();

    // The superadmin gives the record to another provider: the client's kept documents follow.
    const next = await createApproved(t, 'provider', 'next-provider');
    const byProvider = await t.api('PATCH', `/clients/${record?.id}`, {
      token: next.token,
      json: { providerId: next.id },
    });
    expect(byProvider.status).toBe(404); // not its record (yet): it does not exist for it
    const unknown = await t.api('PATCH', `/clients/${record?.id}`, {
      token: admin,
      json: { providerId: client.id },
    });
    expect(unknown.status).toBe(404);
    const moved = await t.api<TClientResponse>('PATCH', `/clients/${record?.id}`, {
      token: admin,
      json: { providerId: next.id },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.providerId).toBe(next.id);
    expect((await detail(signedForm.id, next.token)).status).toBe(200);
    expect((await detail(card.body.data.id, next.token)).body.data.recipient?.id).toBe(next.id);
  });

  it('lets only the superadmin give a record to another provider', async () => {
    const provider = await createApproved(t, 'provider', 'keeper');
    const other = await createApproved(t, 'provider', 'taker');
    const created = await t.api<TClientResponse>('POST', '/clients', {
      token: provider.token,
      json: { fullName: 'Kept Record', email: 'kept.record@example.com', licenseNo: 'KEEP-1' },
    });
    const refused = await t.api('PATCH', `/clients/${created.body.data.id}`, {
      token: provider.token,
      json: { providerId: other.id },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message: 'Only the administrator can give a client record to another provider.',
    });
  });

  it('keeps a deleted client’s signed copies readable by its provider; its own files go', async () => {
    const provider = await createApproved(t, 'provider', 'staying-provider');
    const client = await createApproved(t, 'client', 'leaving-client');
    await linkClient(t, provider, client);
    const form = await addDocument(t, provider, { title: 'Signed then gone' });
    const copy = await shareWith(t, provider, form.id, client.id);
    await signCopy(t, client, form.id, copy.id, form.fields);
    const card = await t.api<TDocumentResponse>('POST', '/documents', {
      token: client.token,
      body: uploadForm(tinyPng(), { title: 'Gone card' }, 'card.png', 'image/png'),
    });
    const cardKey = await fileKeyOf(card.body.data.id);

    expect((await deleteOwnAccount(client)).status).toBe(200);

    const kept = await detail(form.id, provider.token);
    expect(kept.status).toBe(200);
    expect(kept.body.data.copies[0]?.status).toBe('signed');
    const sealedUrl = kept.body.data.copies[0]?.signedUrl ?? '';
    expect((await download(t, sealedUrl, provider.token)).length).toBeGreaterThan(0);
    expect((await detail(card.body.data.id, provider.token)).status).toBe(404);
    expect(cardKey && (await storedKeys()).has(cardKey)).toBe(false);
  });

  it('refuses, at the database, to delete an account that still owns documents', async () => {
    const provider = await createApproved(t, 'provider', 'guarded');
    await addDocument(t, provider, { title: 'Guarded' });
    await expect(t.server.ctx.db.delete(users).where(eq(users.id, provider.id))).rejects.toThrow();
  });
});
