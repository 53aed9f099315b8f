import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  TChannelDetailResponse,
  TChannelResponse,
  TChatChannelEvent,
  TChatMessage,
  TChatMessageResponse,
  TMessageListResponse,
  TPinnedMessagesResponse,
} from '@portal/contracts';

import type { TestAccount } from './support/accounts.ts';
import {
  approvedProvider,
  clientOf,
  collect,
  createGroup,
  nextEvent,
  openDirect,
  openSocket,
  send,
} from './support/chat.ts';
import { databaseKinds } from './support/databases.ts';
import { inviteToGroup, joinAsGuest } from './support/invitations.ts';
import { startTestServer, type TestServer } from './support/server.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds)('chat pins (%s)', (kind) => {
  let t: TestServer;
  let owner: TestAccount;
  let client: TestAccount;
  let colleague: TestAccount;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestServer(kind);
    owner = await approvedProvider(t, 'owner');
    client = await clientOf(t, owner, 'pinner');
    colleague = await approvedProvider(t, 'colleague');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const pin = (who: { token: string }, channelId: string, messageId: string, pinned = true) =>
    t.api<TChatMessageResponse>(
      pinned ? 'PUT' : 'DELETE',
      `/chat/channels/${channelId}/messages/${messageId}/pin`,
      { token: who.token },
    );
  const pins = async (who: { token: string }, channelId: string) => {
    const answer = await t.api<TPinnedMessagesResponse>('GET', `/chat/channels/${channelId}/pins`, {
      token: who.token,
    });
    expect(answer.status).toBe(200);
    return answer.body.data;
  };
  const detail = async (who: { token: string }, channelId: string) =>
    (
      await t.api<TChannelDetailResponse>('GET', `/chat/channels/${channelId}`, {
        token: who.token,
      })
    ).body.data;
  const pinsBy = (who: TestAccount, channelId: string, value: 'members' | 'owner') =>
    t.api<TChannelResponse>('PATCH', `/chat/channels/${channelId}`, {
      token: who.token,
      json: { pinsBy: value },
    });

  it('lets a member pin and unpin; the same request twice changes nothing', async () => {
    const channelId = await createGroup(t, owner, [client, colleague]);
    const message = await send(t, owner, channelId, 'Our rules');
    const tab = await openSocket(t, colleague);
    sockets.push(tab);
    const heard = collect<TChatMessage>(tab, 'chat:message-updated');
    const pinned = await pin(client, channelId, message.id);
    expect(pinned.status).toBe(200);
    expect(pinned.body.data).toMatchObject({ id: message.id, pinnedBy: client.id });
    expect(pinned.body.data.pinnedAt).not.toBeNull();
    const again = await pin(colleague, channelId, message.id);
    expect(again.body.data).toEqual(pinned.body.data);
    expect((await pins(colleague, channelId)).map((m) => m.id)).toEqual([message.id]);
    expect(await detail(colleague, channelId)).toMatchObject({ pinsBy: 'members', pinCount: 1 });
    const unpinned = await pin(colleague, channelId, message.id, false);
    expect(unpinned.status).toBe(200);
    expect(unpinned.body.data).toMatchObject({ pinnedAt: null, pinnedBy: null });
    expect((await pin(colleague, channelId, message.id, false)).status).toBe(200);
    expect(await pins(owner, channelId)).toEqual([]);
    expect((await detail(owner, channelId)).pinCount).toBe(0);
    await pause(200);
    // One event per change: the pin and the unpin, not the repeats.
    expect(heard.map((m) => m.pinnedBy)).toEqual([client.id, null]);
  });

  it('lets both people of a direct chat pin', async () => {
    const channelId = await openDirect(t, owner, client);
    const first = await send(t, owner, channelId, 'first');
    const second = await send(t, client, channelId, 'second');
    expect((await pin(client, channelId, first.id)).status).toBe(200);
    expect((await pin(owner, channelId, second.id)).status).toBe(200);
    expect(await detail(client, channelId)).toMatchObject({ pinsBy: 'members', pinCount: 2 });
    // Who pins is a group's choice: a direct chat has none.
    const refused = await pinsBy(owner, channelId, 'owner');
    expect(refused.status).toBe(403);
  });

  it('in owner mode refuses a member (403) and lets the owner pin; only the owner chooses', async () => {
    const channelId = await createGroup(t, owner, [client, colleague]);
    const message = await send(t, client, channelId, 'Pin me');
    expect((await pin(client, channelId, message.id)).status).toBe(200);
    const tab = await openSocket(t, colleague);
    sockets.push(tab);
    const told = nextEvent<TChatChannelEvent>(
      tab,
      'chat:channel',
      (e) => e.channelId === channelId,
    );
    const notOwner = await pinsBy(colleague, channelId, 'owner');
    expect(notOwner.status).toBe(403);
    const chosen = await pinsBy(owner, channelId, 'owner');
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.pinsBy).toBe('owner');
    expect(await told).toMatchObject({ action: 'updated', channelId });
    // Nothing written into the conversation.
    const page = await t.api<TMessageListResponse>('GET', `/chat/channels/${channelId}/messages`, {
      token: owner.token,
    });
    expect(page.body.data.at(-1)?.id).toBe(message.id);
    expect((await detail(client, channelId)).pinsBy).toBe('owner');

    const other = await send(t, owner, channelId, 'Another');
    for (const [pinned, id] of [
      [true, other.id],
      [false, message.id],
    ] as const) {
      const refused = await pin(client, channelId, id, pinned);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        message: 'Only the group’s owner can pin messages here.',
      });
    }
    expect((await pin(owner, channelId, other.id)).status).toBe(200);
    expect((await pins(client, channelId)).map((m) => m.id)).toEqual([other.id, message.id]);
    expect((await pinsBy(owner, channelId, 'members')).status).toBe(200);
    expect((await pin(client, channelId, message.id, false)).status).toBe(200);
  });

  it('lists the latest pin first and keeps a deleted message out of the list and the count', async () => {
    const channelId = await createGroup(t, owner, [client]);
    const a = await send(t, owner, channelId, 'a');
    const b = await send(t, owner, channelId, 'b');
    const c = await send(t, client, channelId, 'c');
    for (const message of [b, c, a]) {
      expect((await pin(owner, channelId, message.id)).status).toBe(200);
      await pause(5);
    }
    expect((await pins(client, channelId)).map((m) => m.text)).toEqual(['a', 'c', 'b']);
    await t.api('DELETE', `/chat/channels/${channelId}/messages/${c.id}`, { token: client.token });
    expect((await pins(client, channelId)).map((m) => m.text)).toEqual(['a', 'b']);
    expect((await detail(client, channelId)).pinCount).toBe(2);
    expect((await pin(owner, channelId, c.id, false)).status).toBe(409);
  });

  it('refuses a 51st pin with a clear 409, race-safely, and counts no deleted message', async () => {
    const channelId = await createGroup(t, owner, [client]);
    const messages: TChatMessage[] = [];
    for (let i = 0; i < 52; i += 1) messages.push(await send(t, owner, channelId, `m${i}`));
    for (const message of messages.slice(0, 49)) {
      expect((await pin(owner, channelId, message.id)).status).toBe(200);
    }
    // Two pins racing for the last place: one takes it.
    const raced = await Promise.all([
      pin(owner, channelId, messages[49]?.id ?? ''),
      pin(client, channelId, messages[50]?.id ?? ''),
    ]);
    expect(raced.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = await pin(client, channelId, messages[51]?.id ?? '');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: 'This conversation already has 50 pinned messages: unpin one first.',
    });
    expect(await pins(client, channelId)).toHaveLength(50);
    expect((await detail(owner, channelId)).pinCount).toBe(50);
    // A deleted pinned message frees its place.
    await t.api('DELETE', `/chat/channels/${channelId}/messages/${messages[0]?.id}`, {
      token: owner.token,
    });
    expect((await pin(client, channelId, messages[51]?.id ?? '')).status).toBe(200);
  });

  it('refuses a line about the conversation and a deleted message (409), and 404 outside the window', async () => {
    const channelId = await createGroup(t, owner, [client]);
    const page = await t.api<TMessageListResponse>('GET', `/chat/channels/${channelId}/messages`, {
      token: owner.token,
    });
    const created = page.body.data[0];
    expect(created?.kind).toBe('system');
    expect((await pin(owner, channelId, created?.id ?? '')).status).toBe(409);
    const gone = await send(t, owner, channelId, 'gone');
    await t.api('DELETE', `/chat/channels/${channelId}/messages/${gone.id}`, {
      token: owner.token,
    });
    const deleted = await pin(owner, channelId, gone.id);
    expect(deleted.status).toBe(409);
    expect(deleted.body).toMatchObject({ message: 'This message was deleted.' });
    const elsewhere = await send(t, owner, await openDirect(t, owner, client), 'elsewhere');
    const missing = await pin(owner, channelId, elsewhere.id);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: 'No message has this id.' });
    expect((await pin(colleague, channelId, gone.id)).status).toBe(404);
  });

  it('keeps a guest from pinning, and shows a guest or a newcomer only the pins it can read', async () => {
    const channelId = await createGroup(t, owner, [client]);
    const early = await send(t, owner, channelId, 'before anyone new');
    expect((await pin(owner, channelId, early.id)).status).toBe(200);
    const guest = await joinAsGuest(t, (await inviteToGroup(t, owner, channelId)).id);
    await t.api('POST', `/chat/channels/${channelId}/members`, {
      token: owner.token,
      json: { memberIds: [colleague.id] },
    });
    // A reply to what the newcomers cannot read: its quote shows them nothing of it.
    const replied = await t.api<TChatMessageResponse>(
      'POST',
      `/chat/channels/${channelId}/messages`,
      {
        token: client.token,
        json: { text: 'after they came', clientId: crypto.randomUUID(), replyToId: early.id },
      },
    );
    expect(replied.status).toBe(201);
    const late = replied.body.data;
    expect((await pin(client, channelId, late.id)).status).toBe(200);

    const byGuest = await pin(guest, channelId, late.id, false);
    expect([401, 403, 404]).toContain(byGuest.status);
    expect((await pin(guest, channelId, early.id)).status).toBeGreaterThanOrEqual(400);
    expect((await pins(owner, channelId)).map((m) => m.text)).toEqual([
      'after they came',
      'before anyone new',
    ]);
    expect((await pins(owner, channelId))[0]?.replyTo).toMatchObject({ state: 'shown' });
    for (const newcomer of [guest, colleague]) {
      const listed = await pins(newcomer, channelId);
      expect(listed.map((m) => m.text)).toEqual(['after they came']);
      expect(listed[0]?.replyTo).toMatchObject({ id: early.id, state: 'before-history' });
      expect((await detail(newcomer, channelId)).pinCount).toBe(1);
    }
    // A newcomer cannot pin what it cannot read.
    expect((await pin(colleague, channelId, early.id, false)).status).toBe(404);
  });

  it('tells every member live when a message is pinned', async () => {
    const channelId = await createGroup(t, owner, [client]);
    const message = await send(t, client, channelId, 'live pin');
    const tab = await openSocket(t, client);
    sockets.push(tab);
    const heard = nextEvent<TChatMessage>(tab, 'chat:message-updated', (m) => m.id === message.id);
    await pin(owner, channelId, message.id);
    expect(await heard).toMatchObject({ id: message.id, pinnedBy: owner.id, text: 'live pin' });
  });
});
