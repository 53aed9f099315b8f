import { randomUUID } from 'node:crypto';

import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  REPLY_EXCERPT_MAX_LENGTH,
  mentionToken,
  type TChannelListResponse,
  type TChannelResponse,
  type TChatMessage,
  type TChatMessageResponse,
  type TChatReactionsEvent,
  type TChatSearchResponse,
  type TMessageListResponse,
} from '@portal/contracts';

import type { TestAccount } from './support/accounts.ts';
import {
  approvedProvider,
  clientOf,
  collect,
  collectMessages,
  createGroup,
  eventually,
  openDirect,
  openSocket,
  send,
} from './support/chat.ts';
import { databaseKinds } from './support/databases.ts';
import { tinyPng } from './support/images.ts';
import { inviteToGroup, joinAsGuest, openGuestSocket } from './support/invitations.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/**
 * Replies (issue 36): a reply quotes its parent (author, first line, place); "deleted" once the
 * parent is, on every surface (pages, catch-up, live); nothing of a parent before the reader's
 * history; the author in the reader's form in a private group.
 */
describe.each(databaseKinds)('replies (%s)', (kind) => {
  let t: TestServer;
  let provider: TestAccount;
  let client: TestAccount;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestServer(kind);
    provider = await approvedProvider(t, 'reply-provider');
    client = await clientOf(t, provider, 'reply-client');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const reply = (account: { token: string }, channelId: string, replyToId: string, text: string) =>
    t.api<TChatMessageResponse>('POST', `/chat/channels/${channelId}/messages`, {
      token: account.token,
      json: { text, clientId: randomUUID(), replyToId },
    });
  const page = async (account: { token: string }, channelId: string, query = '') =>
    (
      await t.api<TMessageListResponse>('GET', `/chat/channels/${channelId}/messages${query}`, {
        token: account.token,
      })
    ).body;
  const find = (messages: TChatMessage[], id: string) => messages.find((m) => m.id === id);
  const socketOf = async (account: TestAccount) => {
    const socket = await openSocket(t, account);
    sockets.push(socket);
    return socket;
  };

  it('quotes its parent: author, first line, place; in the answer, the page and the live message', async () => {
    const channelId = await createGroup(t, provider, [client], 'Replies');
    const listening = collectMessages(await socketOf(provider));
    const parent = await send(t, provider, channelId, '\n  Your results are in.\nMore below.');
    const answer = await reply(client, channelId, parent.id, 'Thank you!');
    expect(answer.status).toBe(201);
    const quote = {
      id: parent.id,
      seq: parent.seq,
      state: 'shown',
      author: { kind: 'user', id: provider.id, name: provider.fullName },
      excerpt: 'Your results are in.',
      hasAttachment: false,
    };
    expect(answer.body.data.replyTo).toMatchObject(quote);
    expect(
      find((await page(provider, channelId)).data, answer.body.data.id)?.replyTo,
    ).toMatchObject(quote);
    await eventually(() => listening.some((m) => m.id === answer.body.data.id));
    expect(find(listening, answer.body.data.id)?.replyTo).toMatchObject(quote);
    // A message that is no reply quotes nothing.
    expect(find((await page(client, channelId)).data, parent.id)?.replyTo).toBeNull();
  });

  it('cuts a long first line with an ellipsis, never through a mention', async () => {
    const channelId = await createGroup(t, provider, [client], 'Long lines');
    const long = await send(t, provider, channelId, 'x'.repeat(300));
    const answer = await reply(client, channelId, long.id, 'ok');
    const excerpt = answer.body.data.replyTo?.excerpt ?? '';
    expect([...excerpt]).toHaveLength(REPLY_EXCERPT_MAX_LENGTH);
    expect(excerpt.endsWith('…')).toBe(true);

    const token = mentionToken(client.id);
    const mentioning = await send(t, provider, channelId, `${'y'.repeat(120)} ${token} end`);
    const cut = (await reply(client, channelId, mentioning.id, 'ok')).body.data.replyTo?.excerpt;
    expect(cut).toBe(`${'y'.repeat(120)}…`);
  });

  it('a reply to a reply quotes only its parent', async () => {
    const channelId = await openDirect(t, provider, client);
    const first = await send(t, provider, channelId, 'First');
    const second = (await reply(client, channelId, first.id, 'Second')).body.data;
    const third = (await reply(provider, channelId, second.id, 'Third')).body.data;
    expect(third.replyTo).toMatchObject({ id: second.id, excerpt: 'Second', state: 'shown' });
    expect(JSON.stringify(third)).not.toContain('First');
  });

  it('refuses a reply to another conversation’s message, a line of the system, a message before one’s history, a deleted one; stores nothing', async () => {
    const channelId = await createGroup(t, provider, [client], 'Refusals');
    const otherId = await openDirect(t, provider, client);
    const elsewhere = await send(t, provider, otherId, 'Elsewhere');
    const earlier = await send(t, provider, channelId, 'Before the newcomer');
    const newcomer = await clientOf(t, provider, 'reply-newcomer');
    await t.api('POST', `/chat/channels/${channelId}/members`, {
      token: provider.token,
      json: { memberIds: [newcomer.id] },
    });
    const before = await page(provider, channelId);
    const system = before.data.find((m) => m.kind === 'system');
    if (!system) throw new Error('no system line');

    for (const [account, parentId] of [
      [provider, elsewhere.id],
      [provider, system.id],
      [newcomer, earlier.id],
      [provider, randomUUID()],
    ] as const) {
      const refused = await reply(account, channelId, parentId, 'Refused');
      expect(refused.status, parentId).toBe(400);
      expect(refused.body).toMatchObject({
        message: 'You can reply only to a message of this conversation that you can read.',
        details: [{ path: 'replyToId' }],
      });
    }
    const bad = await reply(provider, channelId, 'not-an-id', 'Refused');
    expect(bad.status).toBe(400);

    // A parent deleted before the reply is sent: a conflict (the app says it was deleted).
    const gone = await send(t, provider, channelId, 'Soon gone');
    await t.api('DELETE', `/chat/channels/${channelId}/messages/${gone.id}`, {
      token: provider.token,
    });
    const late = await reply(client, channelId, gone.id, 'Too late');
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      message: 'This message was deleted.',
      details: [{ path: 'replyToId' }],
    });

    const after = await page(provider, channelId);
    expect(after.data.filter((m) => m.text === 'Refused' || m.text === 'Too late')).toEqual([]);
    // Only the message deleted meanwhile was stored after the page before.
    expect(after.lastSeq).toBe(before.lastSeq + 1);
  });

  it('reads “deleted” once its parent is deleted: in pages, live, and in a catch-up', async () => {
    const channelId = await createGroup(t, provider, [client], 'Deleted parents');
    const parent = await send(t, provider, channelId, 'I may take this back');
    const answer = (await reply(client, channelId, parent.id, 'Noted')).body.data;
    const tab = await socketOf(client);
    const updated = collect<TChatMessage>(tab, 'chat:message-updated');

    const deleted = await t.api('DELETE', `/chat/channels/${channelId}/messages/${parent.id}`, {
      token: provider.token,
    });
    expect(deleted.status).toBe(200);
    const gone = { id: parent.id, seq: parent.seq, state: 'deleted', author: null, excerpt: '' };
    expect(find((await page(client, channelId)).data, answer.id)?.replyTo).toMatchObject(gone);
    await eventually(() => updated.some((m) => m.id === answer.id));
    expect(find(updated, answer.id)?.replyTo).toMatchObject(gone);
    expect(find(updated, answer.id)?.text).toBe('Noted');

    // A tab that had the reply (its catch-up starts after it) learns of the change.
    const caughtUp = await page(client, channelId, `?after=${answer.seq}`);
    expect(find(caughtUp.updates, answer.id)?.replyTo).toMatchObject(gone);
    expect(JSON.stringify(caughtUp)).not.toContain('take this back');
  });

  it('shows a guest without the history nothing of a parent from before it joined', async () => {
    const channelId = await createGroup(t, provider, [client], 'Guests and replies');
    const secret = await send(t, provider, channelId, 'A secret from before');
    const guest = await joinAsGuest(t, (await inviteToGroup(t, provider, channelId)).id);
    const guestTab = await openGuestSocket(t, guest);
    sockets.push(guestTab);
    const guestHeard = collectMessages(guestTab);
    const guestUpdates = collect<TChatMessage>(guestTab, 'chat:message-updated');
    const providerHeard = collectMessages(await socketOf(provider));

    const answer = (await reply(client, channelId, secret.id, 'About that')).body.data;
    const hidden = { id: secret.id, state: 'before-history', author: null, excerpt: '' };
    expect(find((await page(guest, channelId)).data, answer.id)?.replyTo).toMatchObject(hidden);
    await eventually(() => guestHeard.some((m) => m.id === answer.id));
    await eventually(() => providerHeard.some((m) => m.id === answer.id));
    expect(find(guestHeard, answer.id)?.replyTo).toMatchObject(hidden);
    expect(find(providerHeard, answer.id)?.replyTo?.state).toBe('shown');
    // Heard once each, not twice.
    expect(guestHeard.filter((m) => m.id === answer.id)).toHaveLength(1);

    const edited = await t.api('PATCH', `/chat/channels/${channelId}/messages/${answer.id}`, {
      token: client.token,
      json: { text: 'About that, again' },
    });
    expect(edited.status).toBe(200);
    await eventually(() => guestUpdates.some((m) => m.id === answer.id));
    expect(find(guestUpdates, answer.id)?.replyTo).toMatchObject(hidden);
    expect(JSON.stringify([guestHeard, guestUpdates])).not.toContain('secret');

    // The guest may reply to the reply, not to what came before it.
    expect((await reply(guest, channelId, answer.id, 'Hello')).status).toBe(201);
    expect((await reply(guest, channelId, secret.id, 'Hello')).status).toBe(400);
  });

  it('quotes nothing from before a newcomer’s history on its other surfaces: channel list, reactions, pins, search', async () => {
    const channelId = await createGroup(t, provider, [client], 'Newcomers and replies');
    const secret = await send(t, provider, channelId, 'Hidden words from before');
    const newcomer = await clientOf(t, provider, 'reply-latecomer');
    await t.api('POST', `/chat/channels/${channelId}/members`, {
      token: provider.token,
      json: { memberIds: [newcomer.id] },
    });
    const answer = (await reply(client, channelId, secret.id, 'Findable answer')).body.data;
    const hidden = { id: secret.id, state: 'before-history', author: null, excerpt: '' };

    const list = await t.api<TChannelListResponse>('GET', '/chat/channels', {
      token: newcomer.token,
    });
    const listed = list.body.data.find((channel) => channel.id === channelId);
    expect(listed?.lastMessage?.replyTo).toMatchObject(hidden);
    const reacted = await t.api<{ data: TChatReactionsEvent }>(
      'POST',
      `/chat/channels/${channelId}/messages/${answer.id}/reactions`,
      { token: newcomer.token, json: { emoji: '👍', reacted: true } },
    );
    expect(reacted.status).toBe(200);
    expect(reacted.body.data.reactions).toEqual([{ emoji: '👍', memberIds: [newcomer.id] }]);
    await t.api('PUT', `/chat/channels/${channelId}/messages/${answer.id}/pin`, {
      token: provider.token,
    });
    const pins = await t.api<{ data: TChatMessage[] }>('GET', `/chat/channels/${channelId}/pins`, {
      token: newcomer.token,
    });
    expect(pins.body.data[0]?.replyTo).toMatchObject(hidden);
    const search = await t.api<TChatSearchResponse>('GET', '/chat/search?q=findable', {
      token: newcomer.token,
    });
    expect(search.body.data[0]?.message.replyTo).toMatchObject(hidden);
    const everything = JSON.stringify([list.body, reacted.body, pins.body, search.body]);
    expect(everything).not.toContain('Hidden words');
  });

  it('replies with a file, and quotes a file without words as an attachment', async () => {
    const channelId = await openDirect(t, provider, client);
    const form = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      body.append(
        'attachment',
        new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }),
        'scan.png',
      );
      return body;
    };
    const picture = await t.api<TChatMessageResponse>(
      'POST',
      `/chat/channels/${channelId}/attachments`,
      { token: provider.token, body: form({ clientId: randomUUID() }) },
    );
    expect(picture.status).toBe(201);
    const answer = (await reply(client, channelId, picture.body.data.id, 'Got the scan')).body.data;
    expect(answer.replyTo).toMatchObject({ state: 'shown', excerpt: '', hasAttachment: true });

    const fileReply = await t.api<TChatMessageResponse>(
      'POST',
      `/chat/channels/${channelId}/attachments`,
      {
        token: client.token,
        body: form({ clientId: randomUUID(), text: 'Mine too', replyToId: answer.id }),
      },
    );
    expect(fileReply.status).toBe(201);
    expect(fileReply.body.data.replyTo).toMatchObject({ id: answer.id, excerpt: 'Got the scan' });
    const refused = await t.api('POST', `/chat/channels/${channelId}/attachments`, {
      token: client.token,
      body: form({ clientId: randomUUID(), replyToId: randomUUID() }),
    });
    expect(refused.status).toBe(400);
  });

  it('names a client’s parent in a private group as the reader may read it', async () => {
    const maya = await clientOf(t, provider, 'reply-maya', 'Maya Lindqvist');
    const noah = await clientOf(t, provider, 'reply-noah', 'Noah Berg');
    const created = await t.api<TChannelResponse>('POST', '/chat/channels', {
      token: provider.token,
      json: {
        type: 'group',
        name: 'Private replies',
        memberIds: [maya.id, noah.id],
        clientPrivacy: 'private',
      },
    });
    const channelId = created.body.data.id;
    const noahHeard = collectMessages(await socketOf(noah));
    const providerHeard = collectMessages(await socketOf(provider));
    const parent = await send(t, maya, channelId, 'How do I book?');

    const answer = await reply(noah, channelId, parent.id, 'Same question');
    const privateAuthor = { kind: 'user', id: maya.id, name: 'Maya L.', profileImage: null };
    expect(answer.body.data.replyTo?.author).toEqual(privateAuthor);
    const id = answer.body.data.id;
    expect(find((await page(noah, channelId)).data, id)?.replyTo?.author).toEqual(privateAuthor);
    expect(find((await page(provider, channelId)).data, id)?.replyTo?.author?.name).toBe(
      'Maya Lindqvist',
    );
    await eventually(() => noahHeard.some((m) => m.id === id));
    await eventually(() => providerHeard.some((m) => m.id === id));
    expect(find(noahHeard, id)?.replyTo?.author).toEqual(privateAuthor);
    expect(find(providerHeard, id)?.replyTo?.author?.name).toBe('Maya Lindqvist');

    const search = await t.api<TChatSearchResponse>('GET', '/chat/search?q=same%20question', {
      token: noah.token,
    });
    expect(search.body.data[0]?.message.replyTo?.author).toEqual(privateAuthor);
    expect(JSON.stringify(search.body)).not.toContain('Lindqvist');
  });
});
