import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  TChannelDetailResponse,
  TChannelListResponse,
  TChatMessageResponse,
  TChatSearchResponse,
  TMessageListResponse,
  TReadMarkerResponse,
} from '@portal/contracts';

import { createSendLimit } from '../src/chat/send-limit.ts';
import type { TestAccount } from './support/accounts.ts';
import {
  XSS_CORPUS,
  approvedProvider,
  clientOf,
  createGroup,
  openDirect,
  send,
} from './support/chat.ts';
import { databaseKinds } from './support/databases.ts';
import { tinyPng } from './support/images.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/** A small but real PDF (file-type recognises it by its header). */
const tinyPdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

const ATTACHMENT_LIMIT = 64 * 1024;

describe.each(databaseKinds)('chat messages (%s)', (kind) => {
  let t: TestServer;
  let provider: TestAccount;
  let client: TestAccount;
  let outsider: TestAccount;
  let channelId: string;

  beforeAll(async () => {
    t = await startTestServer(kind, {
      chat: { sendLimit: 30, sendWindowSeconds: 10, attachmentMaxBytes: ATTACHMENT_LIMIT },
    });
    provider = await approvedProvider(t, 'writer');
    client = await clientOf(t, provider, 'reader');
    outsider = await approvedProvider(t, 'outsider');
    channelId = await openDirect(t, provider, client);
  });
  afterAll(() => t.close());

  const page = async (account: TestAccount, id: string, query = '') =>
    (
      await t.api<TMessageListResponse>('GET', `/chat/channels/${id}/messages${query}`, {
        token: account.token,
      })
    ).body;
  const post = (account: TestAccount, id: string, json: unknown) =>
    t.api<TChatMessageResponse>('POST', `/chat/channels/${id}/messages`, {
      token: account.token,
      json,
    });

  it('numbers each channel’s messages 1, 2, 3 and pages through them with lastSeq', async () => {
    const id = await createGroup(t, provider, [client]);
    // The group's "created" event is message 1.
    for (let i = 0; i < 6; i += 1) await send(t, i % 2 ? client : provider, id, `m${i}`);
    const latest = await page(provider, id, '?limit=3');
    expect(latest.data.map((m) => m.seq)).toEqual([5, 6, 7]);
    expect(latest).toMatchObject({ lastSeq: 7, hasMore: true, updates: [] });
    const older = await page(provider, id, '?before=5&limit=3');
    expect(older.data.map((m) => m.seq)).toEqual([2, 3, 4]);
    expect(older.hasMore).toBe(true);
    const first = await page(provider, id, '?before=2');
    expect(first.data.map((m) => [m.seq, m.kind])).toEqual([[1, 'system']]);
    expect(first.hasMore).toBe(false);
    const after = await page(client, id, '?after=4&limit=2');
    expect(after.data.map((m) => m.text)).toEqual(['m3', 'm4']);
    expect(after).toMatchObject({ lastSeq: 7, hasMore: true });
    const rest = await page(client, id, '?after=6');
    expect(rest.data.map((m) => m.text)).toEqual(['m5']);
    expect(rest.hasMore).toBe(false);
    expect((await page(client, id, '?after=7')).data).toEqual([]);
  });

  it('answers a retried send with the stored message and never stores it twice', async () => {
    const clientId = randomUUID();
    const first = await post(provider, channelId, { text: 'exactly once', clientId });
    expect(first.status).toBe(201);
    const retry = await post(provider, channelId, { text: 'exactly once', clientId });
    expect(retry.status).toBe(200);
    expect(retry.body.data).toEqual(first.body.data);
    // Ten tries at once, as a flaky network might make them.
    const racing = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(provider, channelId, { text: 'racing', clientId: racing }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    const history = await page(provider, channelId, '?limit=200');
    expect(history.data.filter((m) => m.text === 'racing')).toHaveLength(1);
    // The sequence has no hole where the losers were refused.
    const seqs = history.data.map((m) => m.seq);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
    // Someone else's clientId is not a way to read or replace their message.
    const stolen = await post(client, channelId, { text: 'mine', clientId });
    expect(stolen.status).toBe(409);
  });

  it('stores text exactly as written: markup, spaces, line breaks and all', async () => {
    for (const text of XSS_CORPUS) {
      const sent = await send(t, provider, channelId, text);
      expect(sent.text).toBe(text);
    }
    const history = await page(client, channelId, `?limit=${XSS_CORPUS.length}`);
    expect(history.data.map((m) => m.text)).toEqual(XSS_CORPUS);
    const longest = 'é'.repeat(4000);
    expect((await send(t, provider, channelId, longest)).text).toBe(longest);
  });

  it('refuses empty, blank, too long and control-character texts, and a missing clientId', async () => {
    const bad = [
      { text: '', clientId: randomUUID() },
      { text: ' \n\t ', clientId: randomUUID() },
      { text: 'x'.repeat(4001), clientId: randomUUID() },
      { text: 'nul \u0000 here', clientId: randomUUID() },
      { text: 'bell \u0007', clientId: randomUUID() },
      { text: 'no id' },
      { text: 'bad id', clientId: 'abc' },
    ];
    for (const json of bad) {
      const answer = await post(provider, channelId, json);
      expect(answer.status, JSON.stringify(json)).toBe(400);
    }
  });

  it('lets only the author edit or delete a message; a deleted one reads "This message was deleted"', async () => {
    const message = await send(t, provider, channelId, 'first draft');
    const url = `/chat/channels/${channelId}/messages/${message.id}`;
    const byOther = await t.api('PATCH', url, { token: client.token, json: { text: 'hacked' } });
    expect(byOther.status).toBe(403);
    expect(byOther.body.message).toBe('You can only change your own messages.');
    const edited = await t.api<TChatMessageResponse>('PATCH', url, {
      token: provider.token,
      json: { text: 'final  text ' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ text: 'final  text ', seq: message.seq });
    expect(edited.body.data.editedAt).not.toBeNull();
    expect((await t.api('DELETE', url, { token: client.token })).status).toBe(403);
    const deleted = await t.api<TChatMessageResponse>('DELETE', url, { token: provider.token });
    expect(deleted.body.data).toMatchObject({
      text: 'This message was deleted',
      isDeleted: true,
      attachment: null,
    });
    const seen = (await page(client, channelId, '?limit=200')).data.find(
      (m) => m.id === message.id,
    );
    expect(seen).toMatchObject({ text: 'This message was deleted', isDeleted: true });
    expect((await t.api('PATCH', url, { token: provider.token, json: { text: 'x' } })).status).toBe(
      409,
    );
    const unknown = await t.api('PATCH', `/chat/channels/${channelId}/messages/${randomUUID()}`, {
      token: provider.token,
      json: { text: 'x' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No message has this id.');
  });

  it('brings edits and deletions made since on a catch-up with after', async () => {
    const id = await openDirect(t, provider, await clientOf(t, provider, 'catcher'));
    const early = await send(t, provider, id, 'early');
    const middle = await send(t, provider, id, 'middle');
    const seen = await send(t, provider, id, 'last seen');
    // The reader goes away after `seen`; meanwhile an edit, a deletion and a new message.
    await t.api('PATCH', `/chat/channels/${id}/messages/${early.id}`, {
      token: provider.token,
      json: { text: 'early, edited' },
    });
    await t.api('DELETE', `/chat/channels/${id}/messages/${middle.id}`, { token: provider.token });
    await send(t, provider, id, 'new');
    const caught = await page(provider, id, `?after=${seen.seq}`);
    expect(caught.data.map((m) => m.text)).toEqual(['new']);
    expect(caught.updates.map((m) => [m.id, m.text])).toEqual([
      [early.id, 'early, edited'],
      [middle.id, 'This message was deleted'],
    ]);
    // From the newest, nothing is pending.
    expect((await page(provider, id, `?after=${caught.lastSeq}`)).updates).toEqual([]);
  });

  it('keeps read markers and unread counts, and shows "seen" in direct chats', async () => {
    const reader = await clientOf(t, provider, 'unread');
    const id = await openDirect(t, provider, reader);
    for (let i = 0; i < 3; i += 1) await send(t, provider, id, `unread ${i}`);
    const list = async (account: TestAccount) =>
      (await t.api<TChannelListResponse>('GET', '/chat/channels', { token: account.token })).body;
    const before = await list(reader);
    expect(before.data.find((c) => c.id === id)).toMatchObject({
      unreadCount: 3,
      lastSeq: 3,
      lastReadSeq: 0,
      lastMessage: { text: 'unread 2' },
    });
    expect(before.unreadTotal).toBe(3);
    // The sender's own messages are read by the sender.
    expect((await list(provider)).data.find((c) => c.id === id)?.unreadCount).toBe(0);

    const read = async (seq: number) =>
      t.api<TReadMarkerResponse>('POST', `/chat/channels/${id}/read`, {
        token: reader.token,
        json: { seq },
      });
    expect((await read(2)).body.data).toEqual({ channelId: id, lastReadSeq: 2, unreadCount: 1 });
    // Never backwards, never past the latest message.
    expect((await read(1)).body.data.lastReadSeq).toBe(2);
    expect((await read(99)).body.data).toEqual({ channelId: id, lastReadSeq: 3, unreadCount: 0 });
    const forSender = await t.api<TChannelDetailResponse>('GET', `/chat/channels/${id}`, {
      token: provider.token,
    });
    expect(forSender.body.data.peerLastReadSeq).toBe(3);

    // A muted channel keeps its count but leaves the total.
    await send(t, provider, id, 'while muted');
    await t.api('PATCH', `/chat/channels/${id}`, { token: reader.token, json: { isMuted: true } });
    const muted = await list(reader);
    expect(muted.data.find((c) => c.id === id)).toMatchObject({ isMuted: true, unreadCount: 1 });
    expect(muted.unreadTotal).toBe(0);
  });

  it('finds words in the caller’s channels only, with the channel and a snippet', async () => {
    const stranger = await approvedProvider(t, 'searcher');
    const other = await openDirect(t, stranger, outsider);
    await send(t, stranger, other, 'the quarterly invoice is not yours');
    const hit = await send(
      t,
      provider,
      channelId,
      'Please bring the quarterly invoices to the appointment on Monday',
    );
    const gone = await send(t, provider, channelId, 'quarterly secret');
    await t.api('DELETE', `/chat/channels/${channelId}/messages/${gone.id}`, {
      token: provider.token,
    });
    const search = async (account: TestAccount, q: string) =>
      (
        await t.api<TChatSearchResponse>('GET', `/chat/search?q=${encodeURIComponent(q)}`, {
          token: account.token,
        })
      ).body.data;
    const results = await search(client, 'QUARTERLY invoice');
    expect(results.map((r) => r.message.id)).toEqual([hit.id]);
    const [first] = results;
    expect(first?.channel).toEqual({ id: channelId, type: 'direct', name: provider.fullName });
    expect(first?.snippet).toContain('quarterly invoices');
    const marked = first?.highlights.map((h) => first.snippet.slice(h.start, h.end));
    expect(marked).toEqual(['quarterly', 'invoices']);
    expect(await search(outsider, 'quarterly')).toHaveLength(1);
    expect(await search(client, '<>!')).toEqual([]);
  });

  it('carries one PDF or image per message, downloaded by members only', async () => {
    const upload = (
      account: TestAccount,
      file: { bytes: Buffer; name: string; type: string },
      extra: Record<string, string> = {},
    ) => {
      const form = new FormData();
      form.append('clientId', extra.clientId ?? randomUUID());
      if (extra.text !== undefined) form.append('text', extra.text);
      form.append(
        'attachment',
        new Blob([new Uint8Array(file.bytes)], { type: file.type }),
        file.name,
      );
      return t.api<TChatMessageResponse>('POST', `/chat/channels/${channelId}/attachments`, {
        token: account.token,
        body: form,
      });
    };
    const name = '<img src=x onerror=alert(1)> report "final".pdf';
    const sent = await upload(
      provider,
      { bytes: tinyPdf(), name, type: 'application/pdf' },
      { text: 'the report' },
    );
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({
      text: 'the report',
      attachment: { name, type: 'application/pdf', size: tinyPdf().length },
    });
    const url = sent.body.data.attachment?.url ?? '';
    const download = await fetch(new URL(url, t.url), {
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(download.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`)}`,
    );
    expect(Buffer.from(await download.arrayBuffer()).equals(tinyPdf())).toBe(true);
    const stranger = await fetch(new URL(url, t.url), {
      headers: { authorization: `Bearer ${outsider.token}` },
    });
    expect(stranger.status).toBe(404);

    const image = await upload(client, { bytes: tinyPng(), name: 'photo.png', type: 'image/png' });
    expect(image.body.data).toMatchObject({ text: '', attachment: { type: 'image/png' } });
    // The type comes from the bytes: a script named .pdf is refused.
    const script = await upload(provider, {
      bytes: Buffer.from('<script>alert(1)</script>'),
      name: 'x.pdf',
      type: 'application/pdf',
    });
    expect(script.status).toBe(415);
    expect((script.body as unknown as { message: string }).message).toBe(
      'The attachment must be a PDF or a PNG, JPEG, WebP or GIF image.',
    );
    const big = Buffer.concat([tinyPdf(), Buffer.alloc(ATTACHMENT_LIMIT)]);
    const tooBig = await upload(provider, { bytes: big, name: 'big.pdf', type: 'application/pdf' });
    expect(tooBig.status).toBe(413);
    expect((tooBig.body as unknown as { message: string }).message).toBe(
      'The attachment is too large: at most 64 KB.',
    );
    const none = new FormData();
    none.append('clientId', randomUUID());
    const missing = await t.api('POST', `/chat/channels/${channelId}/attachments`, {
      token: provider.token,
      body: none,
    });
    expect(missing.status).toBe(400);
    // A retry with the same clientId stores nothing more.
    const clientId = randomUUID();
    const once = await upload(
      provider,
      { bytes: tinyPdf(), name: 'a.pdf', type: 'application/pdf' },
      { clientId },
    );
    const twice = await upload(
      provider,
      { bytes: tinyPdf(), name: 'a.pdf', type: 'application/pdf' },
      { clientId },
    );
    expect([once.status, twice.status]).toEqual([201, 200]);
    expect(twice.body.data.id).toBe(once.body.data.id);

    // Deleting the message deletes the file.
    await t.api('DELETE', `/chat/channels/${channelId}/messages/${sent.body.data.id}`, {
      token: provider.token,
    });
    const after = await fetch(new URL(url, t.url), {
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(after.status).toBe(404);
  });

  it('answers a flood of sends with 429 and a clear message, before any work', async () => {
    const { ctx } = t.server;
    const kept = ctx.chat.sendLimit;
    // The server's own limiter, switched on with a small limit for this test only.
    ctx.chat.sendLimit = createSendLimit({ enabled: true, limit: 5, windowSeconds: 60 });
    try {
      const flooder = await approvedProvider(t, 'flooder');
      const id = await createGroup(t, flooder, []);
      const answers = [];
      for (let i = 0; i < 7; i += 1) {
        answers.push(await post(flooder, id, { text: `flood ${i}`, clientId: randomUUID() }));
      }
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 429, 429]);
      const refused = answers[5];
      expect(refused?.body).toEqual({
        message: expect.stringMatching(
          /^You are sending messages too fast\. Please wait \d+ seconds? and try again\.$/,
        ),
      });
      expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
      // Others are not slowed by it.
      expect(
        (await post(provider, channelId, { text: 'still fine', clientId: randomUUID() })).status,
      ).toBe(201);
    } finally {
      ctx.chat.sendLimit = kept;
    }
  });
});
