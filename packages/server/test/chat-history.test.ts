import { randomUUID } from 'node:crypto';

import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  TChannelListResponse,
  TChatMessage,
  TChatMessageResponse,
  TChatSearchResponse,
  TMessageListResponse,
} from '@portal/contracts';

import type { TestAccount } from './support/accounts.ts';
import {
  approvedProvider,
  clientOf,
  collect,
  createGroup,
  eventually,
  openSocket,
  send,
} from './support/chat.ts';
import { databaseKinds } from './support/databases.ts';
import { tinyPng } from './support/images.ts';
import { inviteToGroup, joinAsGuest } from './support/invitations.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/**
 * History for newcomers (issue 30): a guest, or a person added to a group, reads the conversation
 * from its arrival unless the history was shared with it; nothing from before reaches it by any
 * route or event.
 */
describe.each(databaseKinds)('what a newcomer reads (%s)', (kind) => {
  let t: TestServer;
  let owner: TestAccount;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestServer(kind);
    owner = await approvedProvider(t, 'history-owner');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const texts = (page: { data: TChatMessage[] }) =>
    page.data.filter((message) => message.kind === 'text').map((message) => message.text);
  const messages = async (token: string, channelId: string, query = '') =>
    (
      await t.api<TMessageListResponse>('GET', `/chat/channels/${channelId}/messages${query}`, {
        token,
      })
    ).body;
  /** A group with an earlier conversation (a message and a picture) between owner and client. */
  const groupWithHistory = async () => {
    const client = await clientOf(t, owner, 'history-client');
    const channelId = await createGroup(t, owner, [client], `History ${randomUUID().slice(0, 4)}`);
    await send(t, owner, channelId, 'Before: your results are in.');
    const form = new FormData();
    form.append('clientId', randomUUID());
    form.append(
      'attachment',
      new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }),
      'a.png',
    );
    const picture = await t.api<TChatMessageResponse>(
      'POST',
      `/chat/channels/${channelId}/attachments`,
      { token: owner.token, body: form },
    );
    return { channelId, client, pictureId: picture.body.data.id };
  };

  it('shows a guest the conversation from its join only, unless the link shares the history', async () => {
    const { channelId } = await groupWithHistory();
    const guest = await joinAsGuest(t, (await inviteToGroup(t, owner, channelId)).id);
    // The join answer names the conversation, nothing of what was said before.
    expect(JSON.stringify(guest.session)).not.toContain('Before');
    await send(t, owner, channelId, 'After: welcome.');
    expect(texts(await messages(guest.token, channelId))).toEqual(['After: welcome.']);
    expect(texts(await messages(guest.token, channelId, '?after=0'))).toEqual(['After: welcome.']);
    const detail = await t.api<{ data: { lastMessage: TChatMessage | null } }>(
      'GET',
      `/chat/channels/${channelId}`,
      { token: guest.token },
    );
    expect(detail.body.data.lastMessage?.text).toBe('After: welcome.');

    const sharing = await inviteToGroup(t, owner, channelId, { shareHistory: true });
    expect(sharing.sharesHistory).toBe(true);
    const family = await joinAsGuest(t, sharing.id);
    expect(texts(await messages(family.token, channelId))).toEqual([
      'Before: your results are in.',
      '',
      'After: welcome.',
    ]);
  });

  it('shows a person added to a group nothing from before: pages, list, search, files, live edits', async () => {
    const { channelId, client, pictureId } = await groupWithHistory();
    const newcomer = await clientOf(t, owner, 'history-newcomer');
    const added = await t.api('POST', `/chat/channels/${channelId}/members`, {
      token: owner.token,
      json: { memberIds: [newcomer.id] },
    });
    expect(added.status).toBe(200);
    const page = await messages(newcomer.token, channelId);
    expect(texts(page)).toEqual([]);
    // What it does see: that it was added, and that clients are shown privately (a second client).
    expect(page.data.map((message) => message.system?.event)).toEqual(['added', 'privacy']);

    const list = await t.api<TChannelListResponse>('GET', '/chat/channels', {
      token: newcomer.token,
    });
    const listed = list.body.data.find((channel) => channel.id === channelId);
    expect(listed?.lastMessage?.kind).toBe('system');

    const search = await t.api<TChatSearchResponse>('GET', '/chat/search?q=results', {
      token: newcomer.token,
    });
    expect(search.body.data).toEqual([]);
    const picture = await t.api(
      'GET',
      `/chat/channels/${channelId}/messages/${pictureId}/attachment`,
      { token: newcomer.token },
    );
    expect(picture.status).toBe(404);

    // An edit of an older message reaches those who had it, not the newcomer.
    const [newcomerTab, clientTab] = [await openSocket(t, newcomer), await openSocket(t, client)];
    sockets.push(newcomerTab, clientTab);
    const toNewcomer = collect<TChatMessage>(newcomerTab, 'chat:message-updated');
    const newToNewcomer = collect<TChatMessage>(newcomerTab, 'chat:message');
    const toClient = collect<TChatMessage>(clientTab, 'chat:message-updated');
    const before = (await messages(owner.token, channelId)).data.find((message) =>
      message.text.startsWith('Before'),
    );
    const edited = await t.api('PATCH', `/chat/channels/${channelId}/messages/${before?.id}`, {
      token: owner.token,
      json: { text: 'Before: edited.' },
    });
    expect(edited.status).toBe(200);
    await eventually(() => toClient.length === 1);
    // Events reach a socket in order: once the next message is in, the edit would have been too.
    await send(t, owner, channelId, 'After the edit.');
    await eventually(() => newToNewcomer.some((message) => message.text === 'After the edit.'));
    expect(toNewcomer).toEqual([]);
  });

  it('shows a person added with the history shared everything before', async () => {
    const { channelId, pictureId } = await groupWithHistory();
    const newcomer = await clientOf(t, owner, 'history-shared');
    await t.api('POST', `/chat/channels/${channelId}/members`, {
      token: owner.token,
      json: { memberIds: [newcomer.id], shareHistory: true },
    });
    expect(texts(await messages(newcomer.token, channelId))).toContain(
      'Before: your results are in.',
    );
    const picture = await t.api(
      'GET',
      `/chat/channels/${channelId}/messages/${pictureId}/attachment`,
      { token: newcomer.token },
    );
    expect(picture.status).toBe(200);
  });
});
