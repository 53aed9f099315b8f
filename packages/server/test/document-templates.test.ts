import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  API_BASE,
  type TCopyDetailResponse,
  type TDocumentDetailResponse,
  type TDocumentListResponse,
  type TDocumentResponse,
  type TPacketListResponse,
  type TShareResponse,
} from '@portal/contracts';

import { documentPackets, documents } from '../src/db/schema.ts';
import { createApproved, superadminToken, type TestAccount } from './support/accounts.ts';
import { databaseKinds } from './support/databases.ts';
import {
  FIELDS,
  addPacket,
  addTemplate,
  download,
  linkClient,
  makePdf,
  uploadForm,
} from './support/documents.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/**
 * Templates (issue 35): a PDF with its fields that is never shared itself; sending one makes a
 * form of the sender's from the template as it is then. A provider keeps its own; the superadmin
 * keeps the practice's, which every provider may send. Clients never reach one.
 */
describe.each(databaseKinds)('document templates (%s)', (kind) => {
  let t: TestServer;
  let provider: TestAccount;
  let other: TestAccount;
  let client: TestAccount;
  let client2: TestAccount;
  let stranger: TestAccount;
  let admin: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    [provider, other, client, client2, stranger] = await Promise.all([
      createApproved(t, 'provider', 'tpl-provider'),
      createApproved(t, 'provider', 'tpl-other'),
      createApproved(t, 'client', 'tpl-client'),
      createApproved(t, 'client', 'tpl-client2'),
      createApproved(t, 'client', 'tpl-stranger'),
    ]);
    await linkClient(t, provider, client);
    await linkClient(t, provider, client2);
    admin = await superadminToken(t);
  });
  afterAll(() => t.close());

  const list = async (token: string, query = '') =>
    (await t.api<TDocumentListResponse>('GET', `/documents${query}`, { token })).body.data.map(
      (document) => document.id,
    );
  const formsOf = async (templateId: string) =>
    t.server.ctx.db.select().from(documents).where(eq(documents.templateId, templateId));
  const send = (token: string, templateId: string, json: Record<string, unknown>) =>
    t.api<TShareResponse>('POST', `/documents/${templateId}/send`, { token, json });

  it('adds templates: a provider its own, the superadmin the practice’s only; a client none', async () => {
    const pdf = await makePdf(1);
    const own = await t.api<TDocumentResponse>('POST', '/documents', {
      token: provider.token,
      body: uploadForm(pdf, { title: 'Consent', kind: 'template' }),
    });
    expect(own.status).toBe(201);
    expect(own.body.message).toBe('Template added. Place its fields, then send it.');
    expect(own.body.data).toMatchObject({ kind: 'template', practiceWide: false, fieldCount: 0 });

    const practice = await t.api<TDocumentResponse>('POST', '/documents', {
      token: admin,
      body: uploadForm(pdf, { title: 'Practice policies', kind: 'template' }),
    });
    expect(practice.status).toBe(201);
    expect(practice.body.data).toMatchObject({ kind: 'template', practiceWide: true });
    // The superadmin places the fields of its own template: it sees the file.
    expect(practice.body.data.fileUrl).toBe(`${API_BASE}/documents/${practice.body.data.id}/file`);

    const asForms: Record<string, string>[] = [
      { title: 'A form' },
      { title: 'A form', kind: 'form' },
    ];
    for (const fields of asForms) {
      const refused = await t.api('POST', '/documents', {
        token: admin,
        body: uploadForm(pdf, fields),
      });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        message: 'The practice’s account adds templates only.',
      });
    }
    const byClient = await t.api('POST', '/documents', {
      token: client.token,
      body: uploadForm(pdf, { title: 'Mine', kind: 'template' }),
    });
    expect(byClient.status).toBe(400);
  });

  it('lists templates only when asked for; a client never reaches one', async () => {
    const own = await addTemplate(t, provider.token, { title: 'Own intake' });
    const practice = await addTemplate(t, admin, { title: 'Practice intake' });
    const form = (
      await t.api<TDocumentResponse>('POST', '/documents', {
        token: provider.token,
        body: uploadForm(await makePdf(1), { title: 'A plain form' }),
      })
    ).body.data;

    for (const query of ['', '?kind=form', '?kind=file', '?q=intake']) {
      const seen = await list(provider.token, query);
      expect(seen).not.toContain(own.id);
      expect(seen).not.toContain(practice.id);
      // The superadmin's oversight list holds no template either.
      expect(await list(admin, query)).not.toContain(practice.id);
    }
    expect(await list(provider.token)).toContain(form.id);

    const mine = await list(provider.token, '?kind=template');
    expect(mine).toEqual(expect.arrayContaining([own.id, practice.id]));
    expect(mine).not.toContain(form.id);
    const others = await list(other.token, '?kind=template');
    expect(others).toContain(practice.id);
    expect(others).not.toContain(own.id);
    const practices = await list(admin, '?kind=template');
    expect(practices).toContain(practice.id);
    expect(practices).not.toContain(own.id);
    expect(await list(client.token, '?kind=template')).toEqual([]);

    for (const id of [own.id, practice.id]) {
      expect((await t.api('GET', `/documents/${id}`, { token: client.token })).status).toBe(404);
      expect((await t.api('GET', `/documents/${id}/file`, { token: client.token })).status).toBe(
        404,
      );
      expect((await send(client.token, id, { clientIds: [client.id] })).status).toBe(404);
      expect((await t.api('DELETE', `/documents/${id}`, { token: client.token })).status).toBe(404);
    }
    // Another provider's own template is a stranger's object; the practice's is readable.
    expect((await t.api('GET', `/documents/${own.id}`, { token: other.token })).status).toBe(404);
    const read = await t.api<TDocumentDetailResponse>('GET', `/documents/${practice.id}`, {
      token: other.token,
    });
    expect(read.status).toBe(200);
    expect(read.body.data.fields).toHaveLength(FIELDS.length);
    expect(read.body.data.fileUrl).toBe(`${API_BASE}/documents/${practice.id}/file`);
    const file = await t.api('GET', `/documents/${practice.id}/file`, { token: other.token });
    expect(file.status).toBe(200);
    // A provider may read a practice template, not change or delete it.
    const change = await t.api('PATCH', `/documents/${practice.id}`, {
      token: other.token,
      json: { title: 'Mine now' },
    });
    expect(change.status).toBe(403);
    expect(change.body).toMatchObject({
      message: 'Only the practice’s account can change a practice template.',
    });
    expect(
      (await t.api('DELETE', `/documents/${practice.id}`, { token: other.token })).status,
    ).toBe(403);
    // A template is sent, never shared.
    expect(
      (
        await t.api('POST', `/documents/${own.id}/shares`, {
          token: provider.token,
          json: { clientIds: [client.id] },
        })
      ).status,
    ).toBe(400);
  });

  it('sends a practice template as the provider’s form; an edit of the template changes nothing sent', async () => {
    const practice = await addTemplate(t, admin, { title: 'Health history' });

    const first = await send(provider.token, practice.id, { clientIds: [client.id] });
    expect(first.status).toBe(201);
    const [copy] = first.body.data;
    if (!copy) throw new Error('no copy');
    const form = await t.api<TDocumentDetailResponse>('GET', `/documents/${copy.documentId}`, {
      token: provider.token,
    });
    expect(form.body.data).toMatchObject({
      kind: 'form',
      title: 'Health history',
      owner: { id: provider.id },
      templateId: practice.id,
      practiceWide: false,
      sha256: practice.sha256,
    });
    expect(form.body.data.fields).toEqual(practice.fields);

    // Unchanged: the same form goes to the next client.
    const second = await send(provider.token, practice.id, { clientIds: [client2.id] });
    expect(second.status).toBe(201);
    expect(second.body.data[0]?.documentId).toBe(copy.documentId);
    // A client with an open copy of that form keeps it.
    const again = await send(provider.token, practice.id, { clientIds: [client.id] });
    expect(again.status).toBe(201);
    expect(again.body.alreadyOpen).toEqual([client.id]);

    // The practice changes its template: title and fields.
    const edited = await t.api<TDocumentResponse>('PATCH', `/documents/${practice.id}`, {
      token: admin,
      json: { title: 'Health history (2027)', fields: FIELDS.slice(0, 2) },
    });
    expect(edited.status).toBe(200);

    const formAfter = await t.api<TDocumentDetailResponse>('GET', `/documents/${copy.documentId}`, {
      token: provider.token,
    });
    expect(formAfter.body.data.title).toBe('Health history');
    expect(formAfter.body.data.fields).toEqual(practice.fields);
    const copyAfter = await t.api<TCopyDetailResponse>(
      'GET',
      `/documents/${copy.documentId}/shares/${copy.id}`,
      { token: client.token },
    );
    expect(copyAfter.status).toBe(200);
    expect(copyAfter.body.data.fields.map((field) => field.id)).toEqual(
      practice.fields.map((field) => field.id),
    );
    const clientView = await t.api<TDocumentDetailResponse>(
      'GET',
      `/documents/${copy.documentId}`,
      {
        token: client.token,
      },
    );
    expect(clientView.body.data.title).toBe('Health history');
    expect(clientView.body.data.fields).toHaveLength(FIELDS.length);

    // Changed: a new form, as the template is now.
    const third = await send(provider.token, practice.id, { clientIds: [client.id] });
    expect(third.status).toBe(201);
    const newFormId = third.body.data[0]?.documentId;
    expect(newFormId).toBeDefined();
    expect(newFormId).not.toBe(copy.documentId);
    const newForm = await t.api<TDocumentDetailResponse>('GET', `/documents/${newFormId}`, {
      token: provider.token,
    });
    expect(newForm.body.data.title).toBe('Health history (2027)');
    expect(newForm.body.data.fields).toHaveLength(2);
    expect(await formsOf(practice.id)).toHaveLength(2);
  });

  it('checks everything before a form is made: fields, clients, the due date', async () => {
    const empty = await addTemplate(t, provider.token, { title: 'Blank page', fields: [] });
    const noFields = await send(provider.token, empty.id, { clientIds: [client.id] });
    expect(noFields.status).toBe(400);
    expect(noFields.body).toMatchObject({ message: expect.stringContaining('Blank page') });

    const template = await addTemplate(t, provider.token, { title: 'Checked' });
    const strangerSend = await send(provider.token, template.id, { clientIds: [stranger.id] });
    expect(strangerSend.status).toBe(404);
    const past = await send(provider.token, template.id, {
      clientIds: [client.id],
      dueAt: new Date(Date.now() - 3600_000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ details: [{ path: 'dueAt' }] });
    // The superadmin has no clients: it does not send.
    const practice = await addTemplate(t, admin, { title: 'Practice checked' });
    expect((await send(admin, practice.id, { clientIds: [client.id] })).status).toBe(403);
    expect(await formsOf(template.id)).toHaveLength(0);
    expect(await formsOf(empty.id)).toHaveLength(0);
    expect(await formsOf(practice.id)).toHaveLength(0);
  });

  it('deletes a template: its forms keep their file, its packets lose it', async () => {
    const kept = await addTemplate(t, provider.token, { title: 'Kept template' });
    const gone = await addTemplate(t, provider.token, { title: 'Old template' });
    const sent = await send(provider.token, gone.id, { clientIds: [client.id] });
    const formId = sent.body.data[0]?.documentId ?? '';
    const packet = await addPacket(t, provider, [gone.id, kept.id]);
    const [row] = await t.server.ctx.db.select().from(documents).where(eq(documents.id, gone.id));
    const templateKey = row?.fileKey ?? '';

    // A form is a record: it is not deleted.
    const form = await t.api('DELETE', `/documents/${formId}`, { token: provider.token });
    expect(form.status).toBe(400);
    expect(form.body).toMatchObject({
      message: 'Only a template can be deleted: forms and files are records the practice keeps.',
    });
    expect((await t.api('DELETE', `/documents/${gone.id}`, { token: other.token })).status).toBe(
      404,
    );

    const deleted = await t.api('DELETE', `/documents/${gone.id}`, { token: provider.token });
    expect(deleted.status).toBe(200);
    expect((await t.api('GET', `/documents/${gone.id}`, { token: provider.token })).status).toBe(
      404,
    );
    expect(await t.server.ctx.files.stat(templateKey)).toBeNull();

    const formAfter = await t.api<TDocumentDetailResponse>('GET', `/documents/${formId}`, {
      token: provider.token,
    });
    expect(formAfter.body.data.templateId).toBeNull();
    const bytes = await download(t, `${API_BASE}/documents/${formId}/file`, client.token);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const packets = await t.api<TPacketListResponse>('GET', '/packets', { token: provider.token });
    const after = packets.body.data.find((candidate) => candidate.id === packet.id);
    expect(after?.templates.map((template) => template.id)).toEqual([kept.id]);
  });

  it('a provider’s templates and packets go with its account; the practice’s stay', async () => {
    const leaving = await createApproved(t, 'provider', 'tpl-leaving');
    const own = await addTemplate(t, leaving.token, { title: 'Leaving template' });
    const practice = await addTemplate(t, admin, { title: 'Stays' });
    await addPacket(t, leaving, [own.id, practice.id]);
    const [row] = await t.server.ctx.db.select().from(documents).where(eq(documents.id, own.id));

    const removed = await t.api('DELETE', '/auth/delete-me-account', {
      token: leaving.token,
      json: { loginUserId: leaving.id, password: leaving.password },
    });
    expect(removed.status).toBe(200);
    expect(await t.server.ctx.db.select().from(documents).where(eq(documents.id, own.id))).toEqual(
      [],
    );
    expect(await t.server.ctx.files.stat(row?.fileKey ?? '')).toBeNull();
    expect(
      await t.server.ctx.db
        .select()
        .from(documentPackets)
        .where(eq(documentPackets.ownerId, leaving.id)),
    ).toEqual([]);
    expect(await list(other.token, '?kind=template')).toContain(practice.id);
  });
});
