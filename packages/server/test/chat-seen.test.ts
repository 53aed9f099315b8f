import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  TChannelDetailResponse,
  TChannelMembersResponse,
  TChatChannelDetail,
  TChatReadEvent,
  TChatSeenEvent,
  TChatSettingsResponse,
  TReadMarkerResponse,
} from '@portal/contracts';

import type { TestAccount } from './support/accounts.ts';
import {
  approvedProvider,
  clientOf,
  collect,
  createGroup,
  eventually,
  nextEvent,
  openDirect,
  openSocket,
  send,
} from './support/chat.ts';
import { databaseKinds } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/server.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds)('chat seen-by, read receipts and mark unread (%s)', (kind) => {
  let t: TestServer;
  let owner: TestAccount;
  let client: TestAccount;
  let colleague: TestAccount;
  let quiet: TestAccount;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestServer(kind);
    owner = await approvedProvider(t, 'owner');
    client = await clientOf(t, owner, 'seer');
    colleague = await approvedProvider(t, 'colleague');
    quiet = await approvedProvider(t, 'quiet');
    // `quiet` hides its read receipts from the start.
    const off = await t.api<TChatSettingsResponse>('PATCH', '/chat/settings', {
      token: quiet.token,
      json: { readReceipts: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({ readReceipts: false });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const open = async (account: TestAccount) => {
    const socket = await openSocket(t, account);
    sockets.push(socket);
    return socket;
  };
  const read = async (who: TestAccount, channelId: string, seq: number) => {
    const answer = await t.api<TReadMarkerResponse>('POST', `/chat/channels/${channelId}/read`, {
      token: who.token,
      json: { seq },
    });
    expect(answer.status).toBe(200);
    return answer.body.data;
  };
  const detail = async (who: TestAccount, channelId: string): Promise<TChatChannelDetail> => {
    const answer = await t.api<TChannelDetailResponse>('GET', `/chat/channels/${channelId}`, {
      token: who.token,
    });
    expect(answer.status).toBe(200);
    return answer.body.data;
  };
  /** Each member's seenSeq as `who` sees it, from both routes (which must agree). */
  const seenAs = async (who: TestAccount, channelId: string) => {
    const members = await t.api<TChannelMembersResponse>(
      'GET',
      `/chat/channels/${channelId}/members`,
      { token: who.token },
    );
    const fromMembers = Object.fromEntries(members.body.data.map((m) => [m.id, m.seenSeq]));
    const fromDetail = Object.fromEntries(
      (await detail(who, channelId)).members.map((m) => [m.id, m.seenSeq]),
    );
    expect(fromDetail).toEqual(fromMembers);
    return fromMembers;
  };
  const markUnread = (who: TestAccount, channelId: string, messageId: string) =>
    t.api<TReadMarkerResponse>('POST', `/chat/channels/${channelId}/messages/${messageId}/unread`, {
      token: who.token,
    });
  /** "Seen by": the others whose seen marker reached the message. */
  const seenBy = (seen: Record<string, number | null>, authorId: string, seq: number) =>
    Object.entries(seen)
      .filter(([id, at]) => id !== authorId && at !== null && at >= seq)
      .map(([id]) => id)
      .sort();

  it('counts "Seen by" from the members’ seen markers, leaving out one whose receipts are off', async () => {
    const channelId = await createGroup(t, owner, [client, colleague, quiet]);
    const message = await send(t, owner, channelId, 'Did everyone see this?');
    expect(seenBy(await seenAs(owner, channelId), owner.id, message.seq)).toEqual([]);
    await read(client, channelId, message.seq);
    expect(seenBy(await seenAs(owner, channelId), owner.id, message.seq)).toEqual([client.id]);
    await read(colleague, channelId, message.seq);
    await read(quiet, channelId, message.seq);
    const seen = await seenAs(owner, channelId);
    expect(seenBy(seen, owner.id, message.seq)).toEqual([client.id, colleague.id].sort());
    expect(seen[quiet.id]).toBeNull();
    expect(seen[owner.id]).toBe(message.seq);
    // The client sees the same (its own marker and the others'), quiet excepted.
    const asClient = await seenAs(client, channelId);
    expect(asClient[quiet.id]).toBeNull();
    expect(seenBy(asClient, owner.id, message.seq)).toEqual([client.id, colleague.id].sort());
  });

  it('shows one whose receipts are off no one’s seen marker but its own, and keeps its unread counts working', async () => {
    const channelId = await createGroup(t, owner, [client, quiet]);
    const first = await send(t, owner, channelId, 'one');
    await read(client, channelId, first.seq);
    const asQuiet = await seenAs(quiet, channelId);
    expect(asQuiet[owner.id]).toBeNull();
    expect(asQuiet[client.id]).toBeNull();
    expect(typeof asQuiet[quiet.id]).toBe('number');
    expect((await detail(quiet, channelId)).unreadCount).toBe(1);
    await send(t, client, channelId, 'two');
    expect((await detail(quiet, channelId)).unreadCount).toBe(2);
    const marker = await read(quiet, channelId, first.seq);
    expect(marker.unreadCount).toBe(1);
    expect((await seenAs(quiet, channelId))[quiet.id]).toBe(first.seq);
    const settings = await t.api<TChatSettingsResponse>('GET', '/chat/settings', {
      token: quiet.token,
    });
    expect(settings.body.data).toEqual({ readReceipts: false });
    const mine = await t.api<TChatSettingsResponse>('GET', '/chat/settings', {
      token: owner.token,
    });
    expect(mine.body.data).toEqual({ readReceipts: true });
  });

  it('tells the others live with chat:seen, never the reader itself nor one whose receipts are off; a receipts-off reader sends none', async () => {
    const channelId = await createGroup(t, owner, [client, colleague, quiet]);
    const message = await send(t, owner, channelId, 'Live seen');
    const ownerTab = await open(owner);
    const clientTab = await open(client);
    const colleagueTab = await open(colleague);
    const quietTab = await open(quiet);
    const heardByQuiet = collect<TChatSeenEvent>(quietTab, 'chat:seen');
    const heardByColleague = collect<TChatSeenEvent>(colleagueTab, 'chat:seen');
    const expected = { channelId, memberId: colleague.id, seq: message.seq };
    const toOwner = nextEvent<TChatSeenEvent>(
      ownerTab,
      'chat:seen',
      (e) => e.channelId === channelId,
    );
    const toClient = nextEvent<TChatSeenEvent>(
      clientTab,
      'chat:seen',
      (e) => e.channelId === channelId,
    );
    const ownRead = nextEvent<TChatReadEvent>(colleagueTab, 'chat:read');
    await read(colleague, channelId, message.seq);
    expect(await toOwner).toEqual(expected);
    expect(await toClient).toEqual(expected);
    expect(await ownRead).toMatchObject({ channelId, seq: message.seq, isMarkedUnread: false });

    // The receipts-off reader tells nobody; reading the same place again tells nobody either.
    const heardByOwner = collect<TChatSeenEvent>(ownerTab, 'chat:seen');
    await read(quiet, channelId, message.seq);
    await read(colleague, channelId, message.seq);
    await pause(300);
    expect(heardByOwner).toEqual([]);
    expect(heardByQuiet).toEqual([]);
    expect(heardByColleague).toEqual([]);
  });

  it('marks unread from a message: only the caller’s marker moves, nobody’s "Seen" goes back', async () => {
    const channelId = await createGroup(t, owner, [client, colleague]);
    const first = await send(t, owner, channelId, 'first');
    const second = await send(t, colleague, channelId, 'second');
    const clientTab = await open(client);
    const ownerTab = await open(owner);
    const heardByOwner = collect<TChatSeenEvent>(ownerTab, 'chat:seen');
    await read(client, channelId, second.seq);
    await eventually(() => heardByOwner.length === 1);
    expect((await detail(client, channelId)).unreadCount).toBe(0);

    const ownTab = nextEvent<TChatReadEvent>(clientTab, 'chat:read', (e) => e.isMarkedUnread);
    const marked = await markUnread(client, channelId, first.id);
    expect(marked.status).toBe(200);
    expect(marked.body.data).toEqual({ channelId, lastReadSeq: first.seq - 1, unreadCount: 2 });
    expect(await ownTab).toEqual({
      channelId,
      memberId: client.id,
      seq: first.seq - 1,
      isMarkedUnread: true,
      unreadCount: 2,
    });
    const asClient = await detail(client, channelId);
    expect(asClient).toMatchObject({ lastReadSeq: first.seq - 1, unreadCount: 2 });
    // Seen stays where it was, for everyone (the caller's own row too).
    expect((await seenAs(owner, channelId))[client.id]).toBe(second.seq);
    expect((await seenAs(client, channelId))[client.id]).toBe(second.seq);
    // Reading again up to where it had seen tells nobody: its "Seen" never went back.
    await read(client, channelId, second.seq);
    await pause(300);
    expect(heardByOwner).toHaveLength(1);
    expect((await detail(client, channelId)).unreadCount).toBe(0);
  });

  it('refuses to mark one’s own message unread (409), and answers 404 before one’s history or in another channel', async () => {
    const channelId = await createGroup(t, owner, [client]);
    const own = await send(t, client, channelId, 'mine');
    const refused = await markUnread(client, channelId, own.id);
    expect(refused.status).toBe(409);
    const earlier = await send(t, owner, channelId, 'before the newcomer');
    await t.api('POST', `/chat/channels/${channelId}/members`, {
      token: owner.token,
      json: { memberIds: [colleague.id] },
    });
    const hidden = await markUnread(colleague, channelId, earlier.id);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({ message: 'No message has this id.' });
    const direct = await openDirect(t, owner, client);
    const elsewhere = await send(t, owner, direct, 'elsewhere');
    expect((await markUnread(client, channelId, elsewhere.id)).status).toBe(404);
    expect((await markUnread(quiet, channelId, earlier.id)).status).toBe(404);
  });

  it('follows the same rule in a direct chat: peerLastReadSeq only while both show their receipts', async () => {
    const provider = await approvedProvider(t, 'direct');
    const patient = await clientOf(t, provider, 'patient');
    const channelId = await openDirect(t, provider, patient);
    const message = await send(t, provider, channelId, 'Seen?');
    expect((await detail(provider, channelId)).peerLastReadSeq).toBe(0);
    await read(patient, channelId, message.seq);
    expect((await detail(provider, channelId)).peerLastReadSeq).toBe(message.seq);
    const setReceipts = (who: TestAccount, readReceipts: boolean) =>
      t.api('PATCH', '/chat/settings', { token: who.token, json: { readReceipts } });

    await setReceipts(patient, false);
    expect((await detail(provider, channelId)).peerLastReadSeq).toBeNull();
    expect((await detail(patient, channelId)).peerLastReadSeq).toBeNull();
    await setReceipts(patient, true);
    await setReceipts(provider, false);
    expect((await detail(provider, channelId)).peerLastReadSeq).toBeNull();
    expect((await detail(patient, channelId)).peerLastReadSeq).toBeNull();
    await setReceipts(provider, true);
    expect((await detail(provider, channelId)).peerLastReadSeq).toBe(message.seq);
    // Marking unread moves nothing the peer sees.
    const reply = await send(t, provider, channelId, 'another');
    await read(patient, channelId, reply.seq);
    expect((await markUnread(patient, channelId, message.id)).status).toBe(200);
    expect((await detail(provider, channelId)).peerLastReadSeq).toBe(reply.seq);
  });

  it('refuses bad settings (400)', async () => {
    for (const json of [{}, { readReceipts: 'no' }, { readReceipts: true, extra: 1 }]) {
      const answer = await t.api('PATCH', '/chat/settings', { token: owner.token, json });
      expect(answer.status, JSON.stringify(json)).toBe(400);
    }
  });
});
