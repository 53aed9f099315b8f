import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TChatContactsResponse, TPresenceResponse, TUserListItem } from '@portal/contracts';

import { chatChannels, chatMembers } from '../src/db/schema.ts';
import type { TestAccount } from './support/accounts.ts';
import {
  approvedProvider,
  clientOf,
  createGroup,
  openSocket,
  send,
  superadminAccount,
} from './support/chat.ts';
import { databaseKinds } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/**
 * Who sees whom (issue 30): being a client is confidential. Two providers, two clients of the
 * first and one of the second; each asks the server about the others every way it can.
 */
describe.each(databaseKinds)('who sees whom (%s)', (kind) => {
  let t: TestServer;
  let admin: TestAccount;
  let provider: TestAccount;
  let colleague: TestAccount;
  let client: TestAccount;
  let otherClient: TestAccount;
  let colleaguesClient: TestAccount;

  beforeAll(async () => {
    t = await startTestServer(kind);
    admin = await superadminAccount(t);
    [provider, colleague] = await Promise.all([
      approvedProvider(t, 'conf-provider'),
      approvedProvider(t, 'conf-colleague'),
    ]);
    [client, otherClient, colleaguesClient] = await Promise.all([
      clientOf(t, provider, 'conf-client'),
      clientOf(t, provider, 'conf-other-client'),
      clientOf(t, colleague, 'conf-colleagues-client'),
    ]);
  });
  afterAll(() => t.close());

  const directory = async (account: TestAccount) => {
    const answer = await t.api<TUserListItem[]>('GET', '/auth/get-all-valid-users', {
      token: account.token,
    });
    expect(answer.status).toBe(200);
    return answer.body.map((user) => user.id);
  };
  const contacts = async (account: TestAccount) =>
    (
      await t.api<TChatContactsResponse>('GET', '/chat/contacts', { token: account.token })
    ).body.data.map((user) => user.id);
  const openChat = (from: TestAccount, to: TestAccount) =>
    t.api('POST', '/chat/channels', {
      token: from.token,
      json: { type: 'direct', memberId: to.id },
    });

  it('shows a client the staff and its provider only, in the directory and the chat picker', async () => {
    for (const list of [await directory(client), await contacts(client)]) {
      expect(list).toContain(admin.id);
      expect(list).toContain(provider.id);
      expect(list).not.toContain(otherClient.id);
      expect(list).not.toContain(colleaguesClient.id);
      expect(list).not.toContain(colleague.id);
    }
  });

  it('shows a provider the staff, the other providers and its own clients, not theirs', async () => {
    for (const list of [await directory(provider), await contacts(provider)]) {
      expect(list).toEqual(
        expect.arrayContaining([admin.id, colleague.id, client.id, otherClient.id]),
      );
      expect(list).not.toContain(colleaguesClient.id);
    }
    const everyone = await directory(admin);
    expect(everyone).toEqual(
      expect.arrayContaining([
        provider.id,
        colleague.id,
        client.id,
        otherClient.id,
        colleaguesClient.id,
      ]),
    );
  });

  it('answers 404 for another person’s details, as for an id that is nobody', async () => {
    for (const [asker, target] of [
      [client, otherClient],
      [client, provider],
      [provider, colleaguesClient],
      [provider, client],
    ] as const) {
      const answer = await t.api('POST', '/auth/get-me', {
        token: asker.token,
        json: { userId: target.id },
      });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: 'No user has this id.' });
    }
    const nobody = await t.api('POST', '/auth/get-me', {
      token: client.token,
      json: { userId: randomUUID() },
    });
    expect(nobody.body).toEqual({ message: 'No user has this id.' });
    const byAdmin = await t.api('POST', '/auth/get-me', {
      token: admin.token,
      json: { userId: client.id },
    });
    expect(byAdmin.status).toBe(200);
  });

  it('lets nobody start a chat with a client who is not theirs, nor block one they never met', async () => {
    expect((await openChat(client, otherClient)).status).toBe(403);
    const toTheirs = await openChat(provider, colleaguesClient);
    expect(toTheirs.status).toBe(404);
    expect(toTheirs.body).toEqual({ message: 'No user you can chat with has this id.' });
    const group = await t.api('POST', '/chat/channels', {
      token: provider.token,
      json: { type: 'group', name: 'Mixed', memberIds: [client.id, colleaguesClient.id] },
    });
    expect(group.status).toBe(404);
    expect([200, 201]).toContain((await openChat(provider, client)).status);
    expect([200, 201]).toContain((await openChat(provider, colleague)).status);
    // Blocking an id one may not see answers like an unknown id; a fellow member may be blocked.
    const block = (by: TestAccount, memberId: string) =>
      t.api('POST', '/auth/block-member', { token: by.token, json: { memberId } });
    expect((await block(client, otherClient.id)).status).toBe(404);
    expect((await block(client, randomUUID())).status).toBe(404);
    await createGroup(t, provider, [client, otherClient], 'Support circle');
    expect((await block(client, otherClient.id)).status).toBe(200);
    await t.api('POST', '/auth/unblock-member', {
      token: client.token,
      json: { memberId: otherClient.id },
    });
  });

  it('tells a client the presence of the people it shares a conversation with only', async () => {
    const stranger = await clientOf(t, provider, 'conf-online');
    await openChat(client, provider);
    const sockets = [await openSocket(t, stranger), await openSocket(t, provider)];
    try {
      const presence = await t.api<TPresenceResponse>('GET', '/chat/presence', {
        token: client.token,
      });
      expect(presence.status).toBe(200);
      expect(presence.body.online).toContain(provider.id);
      expect(presence.body.online).not.toContain(stranger.id);
    } finally {
      for (const socket of sockets) socket.close();
    }
  });

  it('keeps a chat started before these rules readable by both', async () => {
    // A direct chat between a provider and another provider's client, as the old rules allowed.
    const channelId = randomUUID();
    await t.server.ctx.db.insert(chatChannels).values({ id: channelId, type: 'direct' });
    await t.server.ctx.db.insert(chatMembers).values([
      { channelId, userId: provider.id },
      { channelId, userId: colleaguesClient.id },
    ]);
    await send(t, provider, channelId, 'Still here');
    const read = await t.api<{ data: { text: string }[] }>(
      'GET',
      `/chat/channels/${channelId}/messages`,
      { token: colleaguesClient.token },
    );
    expect(read.status).toBe(200);
    expect(read.body.data.map((m) => m.text)).toContain('Still here');
  });
});
