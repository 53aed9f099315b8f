import { randomUUID } from 'node:crypto';

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  PACKETS_PER_PROVIDER_MAX,
  type TDocumentDetailResponse,
  type TDocumentListResponse,
  type TPacketListResponse,
  type TPacketResponse,
  type TSendPacketResponse,
} from '@portal/contracts';

import { documentPackets, documentSendings, notifications } from '../src/db/schema.ts';
import {
  createApproved,
  loginAs,
  signupPending,
  superadminToken,
  uniqueEmail,
  type TestAccount,
} from './support/accounts.ts';
import { databaseKinds } from './support/databases.ts';
import { addPacket, addTemplate, linkClient, signCopy } from './support/documents.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/**
 * Intake packets (issue 35): an ordered set of templates sent together, one sending per client
 * that the client sees as one task; a provider's packet sent on approval goes to each of its
 * clients once, however often the account is approved.
 */
describe.each(databaseKinds)('document packets (%s)', (kind) => {
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
      createApproved(t, 'provider', 'pkt-provider'),
      createApproved(t, 'provider', 'pkt-other'),
      createApproved(t, 'client', 'pkt-client'),
      createApproved(t, 'client', 'pkt-client2'),
      createApproved(t, 'client', 'pkt-stranger'),
    ]);
    await linkClient(t, provider, client);
    await linkClient(t, provider, client2);
    admin = await superadminToken(t);
  });
  afterAll(() => t.close());

  const packetsOf = async (account: TestAccount) =>
    (await t.api<TPacketListResponse>('GET', '/packets', { token: account.token })).body.data;
  const sendingsOf = (clientId: string) =>
    t.server.ctx.db.select().from(documentSendings).where(eq(documentSendings.clientId, clientId));
  /** The client's copies that belong to a sending, in the sending's order. */
  const packetCopies = async (account: TestAccount) => {
    const listed = await t.api<TDocumentListResponse>('GET', '/documents', {
      token: account.token,
    });
    return listed.body.data
      .flatMap((document) => document.copies.map((copy) => ({ ...copy, title: document.title })))
      .filter((copy) => copy.sending !== null)
      .sort((a, b) => (a.sending?.position ?? 0) - (b.sending?.position ?? 0));
  };

  it('keeps a provider’s packets: its own templates or the practice’s, in order', async () => {
    const own = await addTemplate(t, provider.token, { title: 'Consent' });
    const practice = await addTemplate(t, admin, { title: 'Privacy notice' });
    const foreign = await addTemplate(t, other.token, { title: 'Not yours' });

    const refused = await t.api('POST', '/packets', {
      token: provider.token,
      json: { title: 'Intake', templateIds: [own.id, foreign.id] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: `No template of yours or of the practice has the id ${foreign.id}.`,
      details: [{ path: 'templateIds' }],
    });
    const empty = await t.api('POST', '/packets', {
      token: provider.token,
      json: { title: 'Intake', templateIds: [] },
    });
    expect(empty.status).toBe(400);
    expect(await packetsOf(provider)).toEqual([]);

    const packet = await addPacket(t, provider, [practice.id, own.id], { title: 'Intake' });
    expect(packet).toMatchObject({
      title: 'Intake',
      sendOnApproval: false,
      templates: [
        { id: practice.id, title: 'Privacy notice', fieldCount: 5, practiceWide: true },
        { id: own.id, title: 'Consent', fieldCount: 5, practiceWide: false },
      ],
    });

    const badChange = await t.api('PATCH', `/packets/${packet.id}`, {
      token: provider.token,
      json: { title: 'Changed', templateIds: [foreign.id] },
    });
    expect(badChange.status).toBe(400);
    expect((await packetsOf(provider))[0]).toMatchObject({ title: 'Intake' });

    const changed = await t.api<TPacketResponse>('PATCH', `/packets/${packet.id}`, {
      token: provider.token,
      json: { title: 'New client intake', templateIds: [own.id, practice.id] },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.title).toBe('New client intake');
    expect(changed.body.data.templates.map((template) => template.id)).toEqual([
      own.id,
      practice.id,
    ]);

    // Another provider finds nothing.
    for (const [method, path] of [
      ['PATCH', `/packets/${packet.id}`],
      ['DELETE', `/packets/${packet.id}`],
      ['POST', `/packets/${packet.id}/send`],
    ] as const) {
      const answer = await t.api(method, path, {
        token: other.token,
        json: method === 'PATCH' ? { title: 'Mine' } : { clientIds: [client.id] },
      });
      expect(answer.status).toBe(404);
    }
    expect(await packetsOf(other)).toEqual([]);

    const deleted = await t.api('DELETE', `/packets/${packet.id}`, { token: provider.token });
    expect(deleted.status).toBe(200);
    expect(await packetsOf(provider)).toEqual([]);
  });

  it('sends one packet on approval per provider: turning it on turns it off on the others', async () => {
    const keeper = await createApproved(t, 'provider', 'pkt-keeper');
    const template = await addTemplate(t, keeper.token);
    const first = await addPacket(t, keeper, [template.id], { title: 'A', sendOnApproval: true });
    const second = await addPacket(t, keeper, [template.id], { title: 'B', sendOnApproval: true });
    const flags = async () =>
      Object.fromEntries((await packetsOf(keeper)).map((p) => [p.title, p.sendOnApproval]));
    expect(first.sendOnApproval).toBe(true);
    expect(second.sendOnApproval).toBe(true);
    expect(await flags()).toEqual({ A: false, B: true });
    const back = await t.api('PATCH', `/packets/${first.id}`, {
      token: keeper.token,
      json: { sendOnApproval: true },
    });
    expect(back.status).toBe(200);
    expect(await flags()).toEqual({ A: true, B: false });
    await t.api('PATCH', `/packets/${first.id}`, {
      token: keeper.token,
      json: { sendOnApproval: false },
    });
    expect(await flags()).toEqual({ A: false, B: false });
  });

  it(`keeps at most ${PACKETS_PER_PROVIDER_MAX} packets per provider`, async () => {
    const busy = await createApproved(t, 'provider', 'pkt-busy');
    const template = await addTemplate(t, busy.token);
    await t.server.ctx.db.insert(documentPackets).values(
      Array.from({ length: PACKETS_PER_PROVIDER_MAX }, (_, n) => ({
        id: randomUUID(),
        ownerId: busy.id,
        title: `Packet ${n + 1}`,
      })),
    );
    const over = await t.api('POST', '/packets', {
      token: busy.token,
      json: { title: 'One more', templateIds: [template.id] },
    });
    expect(over.status).toBe(409);
    expect(await packetsOf(busy)).toHaveLength(PACKETS_PER_PROVIDER_MAX);
  });

  it('sends a packet: one sending per client, its copies in order; bad input leaves nothing', async () => {
    const one = await addTemplate(t, provider.token, { title: 'Step one' });
    const two = await addTemplate(t, admin, { title: 'Step two' });
    const packet = await addPacket(t, provider, [one.id, two.id], { title: 'Welcome pack' });
    const before = (await sendingsOf(client.id)).length + (await sendingsOf(client2.id)).length;

    const past = await t.api('POST', `/packets/${packet.id}/send`, {
      token: provider.token,
      json: { clientIds: [client.id], dueAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(past.status).toBe(400);
    const strangerSend = await t.api('POST', `/packets/${packet.id}/send`, {
      token: provider.token,
      json: { clientIds: [client.id, stranger.id] },
    });
    expect(strangerSend.status).toBe(404);
    expect((await sendingsOf(client.id)).length + (await sendingsOf(client2.id)).length).toBe(
      before,
    );
    expect(await sendingsOf(stranger.id)).toEqual([]);

    const sent = await t.api<TSendPacketResponse>('POST', `/packets/${packet.id}/send`, {
      token: provider.token,
      json: { clientIds: [client.id, client2.id] },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.alreadyOpen).toEqual([]);
    expect(sent.body.data).toHaveLength(2);
    for (const account of [client, client2]) {
      const sending = sent.body.data.find((candidate) => candidate.clientId === account.id);
      expect(sending).toMatchObject({ title: 'Welcome pack', trigger: 'manual' });
      expect(sending?.copyIds).toHaveLength(2);
      const copies = (await packetCopies(account)).filter(
        (copy) => copy.sending?.id === sending?.id,
      );
      expect(
        copies.map((copy) => [copy.title, copy.sending?.position, copy.sending?.count]),
      ).toEqual([
        ['Step one', 1, 2],
        ['Step two', 2, 2],
      ]);
      expect(copies.map((copy) => copy.id)).toEqual(sending?.copyIds);
    }
    // One notice per client for the whole packet, opening its first document.
    for (const account of [client, client2]) {
      const notices = await t.server.ctx.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.recipientId, account.id), eq(notifications.type, 'document-shared')),
        );
      const first = sent.body.data.find((candidate) => candidate.clientId === account.id)
        ?.copyIds[0];
      expect(notices.map((notice) => [notice.message, notice.link])).toEqual([
        [
          `${provider.fullName} sent you “Welcome pack”: 2 documents to complete and sign.`,
          `/documents?copy=${first}`,
        ],
      ]);
    }
    // The other client's sending is not this one's to see.
    const seen = await packetCopies(client);
    expect(seen.every((copy) => copy.client.id === client.id)).toBe(true);

    // A client with an open copy of one of the forms keeps it and gets the others, numbered 1..n.
    const three = await addTemplate(t, provider.token, { title: 'Step three' });
    const mixed = await addPacket(t, provider, [one.id, three.id], { title: 'Follow-up' });
    const resent = await t.api<TSendPacketResponse>('POST', `/packets/${mixed.id}/send`, {
      token: provider.token,
      json: { clientIds: [client.id] },
    });
    expect(resent.status).toBe(201);
    expect(resent.body.alreadyOpen).toEqual([client.id]);
    expect(resent.body.data[0]?.copyIds).toHaveLength(1);
    const followUp = (await packetCopies(client)).filter(
      (copy) => copy.sending?.id === resent.body.data[0]?.id,
    );
    expect(
      followUp.map((copy) => [copy.title, copy.sending?.position, copy.sending?.count]),
    ).toEqual([['Step three', 1, 1]]);

    // A packet whose templates were all deleted has nothing to send.
    const lone = await addTemplate(t, provider.token, { title: 'Lonely' });
    const emptied = await addPacket(t, provider, [lone.id]);
    await t.api('DELETE', `/documents/${lone.id}`, { token: provider.token });
    const nothing = await t.api('POST', `/packets/${emptied.id}/send`, {
      token: provider.token,
      json: { clientIds: [client.id] },
    });
    expect(nothing.status).toBe(400);
    expect(nothing.body).toMatchObject({ message: 'This packet has no templates left: add one.' });
    // A template with no fields: named.
    const blank = await addTemplate(t, provider.token, { title: 'Blank one', fields: [] });
    const withBlank = await addPacket(t, provider, [one.id, blank.id]);
    const refused = await t.api('POST', `/packets/${withBlank.id}/send`, {
      token: provider.token,
      json: { clientIds: [client.id] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: expect.stringContaining('Blank one') });
  });

  it('sends the packet on approval once; the client completes one document and resumes', async () => {
    const keeper = await createApproved(t, 'provider', 'pkt-approver');
    const first = await addTemplate(t, keeper.token, { title: 'Intake form' });
    const second = await addTemplate(t, admin, { title: 'Consent to treatment' });
    await addPacket(t, keeper, [first.id, second.id], {
      title: 'Getting started',
      sendOnApproval: true,
    });
    const pending = await signupPending(t, 'client', 'pkt-newcomer');
    await linkClient(t, keeper, { ...pending, token: '' });

    const review = (action: 'approve' | 'reject') =>
      t.api('PATCH', `/auth/${action}-user`, { token: admin, json: { userId: pending.id } });
    expect((await review('approve')).status).toBe(200);
    expect((await review('approve')).status).toBe(200);
    expect((await review('reject')).status).toBe(200);
    expect((await review('approve')).status).toBe(200);
    // Two approvals at once: still once.
    await review('reject');
    await Promise.all([review('approve'), review('approve')]);

    const sendings = await sendingsOf(pending.id);
    expect(sendings).toHaveLength(1);
    expect(sendings[0]).toMatchObject({
      trigger: 'approval',
      title: 'Getting started',
      providerId: keeper.id,
    });

    const newcomer: TestAccount = {
      ...pending,
      token: await loginAs(t, pending.email, pending.password),
    };
    const copies = await packetCopies(newcomer);
    expect(copies.map((copy) => [copy.title, copy.status, copy.sending?.position])).toEqual([
      ['Intake form', 'sent', 1],
      ['Consent to treatment', 'sent', 2],
    ]);
    expect(copies.every((copy) => copy.sending?.count === 2)).toBe(true);

    // The client completes the first, leaves, and comes back to the second.
    const [done] = copies;
    if (!done) throw new Error('no first copy');
    const detail = await t.api<TDocumentDetailResponse>('GET', `/documents/${done.documentId}`, {
      token: newcomer.token,
    });
    await signCopy(t, newcomer, done.documentId, done.id, detail.body.data.fields);
    const resumed = await packetCopies(newcomer);
    expect(resumed.map((copy) => [copy.title, copy.status, copy.sending?.position])).toEqual([
      ['Intake form', 'signed', 1],
      ['Consent to treatment', 'sent', 2],
    ]);
    expect(resumed.every((copy) => copy.sending?.id === sendings[0]?.id)).toBe(true);
  });

  it('sends the packet on approval when an approved account is linked to a new record', async () => {
    const keeper = await createApproved(t, 'provider', 'pkt-linker');
    const template = await addTemplate(t, keeper.token, { title: 'Welcome' });
    await addPacket(t, keeper, [template.id], { title: 'Hello', sendOnApproval: true });
    const joining = await createApproved(t, 'client', 'pkt-joining');
    expect(await sendingsOf(joining.id)).toEqual([]);

    await linkClient(t, keeper, joining);
    const sendings = await sendingsOf(joining.id);
    expect(sendings).toHaveLength(1);
    expect(sendings[0]).toMatchObject({ trigger: 'approval', providerId: keeper.id });
    expect((await packetCopies(joining)).map((copy) => copy.title)).toEqual(['Welcome']);

    // A record whose e-mail is changed to an approved account's links it too: sent once.
    const later = await createApproved(t, 'client', 'pkt-later');
    const record = await t.api<{ data: { id: string } }>('POST', '/clients', {
      token: keeper.token,
      json: {
        fullName: 'Later',
        email: uniqueEmail('later-record'),
        licenseNo: `L-${randomUUID()}`,
      },
    });
    expect(await sendingsOf(later.id)).toEqual([]);
    for (let round = 0; round < 2; round += 1) {
      const changed = await t.api('PATCH', `/clients/${record.body.data.id}`, {
        token: keeper.token,
        json: { email: later.email },
      });
      expect(changed.status).toBe(200);
    }
    expect(await sendingsOf(later.id)).toHaveLength(1);
    expect((await packetCopies(later)).map((copy) => copy.title)).toEqual(['Welcome']);
  });
});
