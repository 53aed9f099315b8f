import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  ENDPOINTS,
  fillPath,
  type TChannelDetailResponse,
  type TChannelListResponse,
  type TChannelResponse,
  type TChatContactsResponse,
  type TMessageListResponse,
} from '@portal/contracts';

import { chatChannels } from '../src/db/schema.ts';
import { createApproved, signupPending, type TestAccount } from './support/accounts.ts';
import {
  XSS_CORPUS,
  approvedProvider,
  clientOf,
  createGroup,
  openDirect,
  send,
  superadminAccount,
} from './support/chat.ts';
import { databaseKinds } from './support/databases.ts';
import { linkClient } from './support/documents.ts';
import { startTestServer, type TestServer } from './support/server.ts';

const BLOCKED = 'You cannot chat with this person: one of you has blocked the other.';

describe.each(databaseKinds)('chat channels and who talks to whom (%s)', (kind) => {
  let t: TestServer;
  let provider: TestAccount;
  let otherProvider: TestAccount;
  let client: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    t = await startTestServer(kind);
    provider = await approvedProvider(t, 'keeper');
    otherProvider = await approvedProvider(t, 'stranger');
    client = await clientOf(t, provider);
    admin = await superadminAccount(t);
  });
  afterAll(() => t.close());

  const contactsOf = async (account: TestAccount) =>
    (
      await t.api<TChatContactsResponse>('GET', '/chat/contacts', { token: account.token })
    ).body.data.map((person) => person.id);
  const direct = (from: TestAccount, memberId: string) =>
    t.api<TChannelResponse>('POST', '/chat/channels', {
      token: from.token,
      json: { type: 'direct', memberId },
    });

  describe('the new-chat picker', () => {
    it('offers a client exactly its provider and the superadmin', async () => {
      expect((await contactsOf(client)).sort()).toEqual([provider.id, admin.id].sort());
    });

    it('offers providers and the superadmin every approved, active account but themselves', async () => {
      const pending = await signupPending(t, 'client', 'waiting');
      for (const account of [provider, admin]) {
        const ids = await contactsOf(account);
        expect(ids).toEqual(expect.arrayContaining([otherProvider.id, client.id]));
        expect(ids).not.toContain(account.id);
        expect(ids).not.toContain(pending.id);
      }
    });

    it('leaves out people blocked either way', async () => {
      const a = await approvedProvider(t, 'blocker');
      const b = await approvedProvider(t, 'blocked');
      await t.api('POST', '/auth/block-member', { token: a.token, json: { memberId: b.id } });
      expect(await contactsOf(a)).not.toContain(b.id);
      expect(await contactsOf(b)).not.toContain(a.id);
    });
  });

  describe('direct chats', () => {
    it('lets a client talk to its provider and the superadmin only', async () => {
      expect((await direct(client, provider.id)).status).toBe(201);
      expect((await direct(client, admin.id)).status).toBe(201);
      const refused = await direct(client, otherProvider.id);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('You can chat only with your provider and the superadmin.');
      // The same answer for an id that is nobody: ids reveal nothing to a client.
      expect((await direct(client, randomUUID())).status).toBe(403);
    });

    it('lets a provider talk to its clients and the other providers, and the superadmin to anyone', async () => {
      const someone = await createApproved(t, 'client', 'anyone');
      // Another provider's client (or nobody's) is not someone a provider may reach.
      const refused = await direct(otherProvider, someone.id);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe('No user you can chat with has this id.');
      expect((await direct(otherProvider, provider.id)).status).toBe(201);
      expect((await direct(admin, someone.id)).status).toBe(201);
      await linkClient(t, otherProvider, someone);
      expect((await direct(otherProvider, someone.id)).status).toBe(201);
      const pending = await signupPending(t, 'client', 'notyet');
      const answer = await direct(otherProvider, pending.id);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('No user you can chat with has this id.');
    });

    it('refuses a chat with oneself', async () => {
      const answer = await direct(provider, provider.id);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('You cannot start a chat with yourself.');
    });

    it('opens the existing chat of a pair, and a race of creates gives one channel', async () => {
      const a = await approvedProvider(t, 'racer');
      const b = await approvedProvider(t, 'racee');
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => direct(i % 2 ? a : b, i % 2 ? b.id : a.id)),
      );
      expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(9);
      const again = await direct(a, b.id);
      expect(again.status).toBe(200);
      expect(again.body.message).toBe('Chat opened.');
      expect(again.body.data.members.map((m) => m.id).sort()).toEqual([a.id, b.id].sort());
      const list = await t.api<TChannelListResponse>('GET', '/chat/channels', { token: a.token });
      expect(list.body.data.filter((c) => c.type === 'direct')).toHaveLength(1);
    });

    it('refuses a new chat and posting when either person blocked the other, and allows them again after', async () => {
      const a = await approvedProvider(t, 'talker');
      const b = await approvedProvider(t, 'listener');
      const channelId = await openDirect(t, a, b);
      await send(t, b, channelId, 'before the block');
      await t.api('POST', '/auth/block-member', { token: a.token, json: { memberId: b.id } });
      for (const [from, to] of [
        [a, b],
        [b, a],
      ] as const) {
        const open = await direct(from, to.id);
        expect(open.status).toBe(403);
        expect(open.body.message).toBe(BLOCKED);
        const post = await t.api('POST', `/chat/channels/${channelId}/messages`, {
          token: from.token,
          json: { text: 'hello?', clientId: randomUUID() },
        });
        expect(post.status).toBe(403);
        expect(post.body.message).toBe(BLOCKED);
        // The channel says why, so the composer can.
        const view = await t.api<TChannelDetailResponse>('GET', `/chat/channels/${channelId}`, {
          token: from.token,
        });
        expect(view.body.data.canPost).toBe(false);
        expect(view.body.data.cannotPostReason).toBe(BLOCKED);
      }
      // The history stays readable.
      const history = await t.api<TMessageListResponse>(
        'GET',
        `/chat/channels/${channelId}/messages`,
        { token: a.token },
      );
      expect(history.body.data.map((m) => m.text)).toEqual(['before the block']);
      await t.api('POST', '/auth/unblock-member', { token: a.token, json: { memberId: b.id } });
      await send(t, b, channelId, 'after the block');
    });

    it('cannot be left, have members changed, be renamed or be deleted', async () => {
      const a = await approvedProvider(t, 'pair-a');
      const b = await approvedProvider(t, 'pair-b');
      const channelId = await openDirect(t, a, b);
      const attempts = [
        t.api('DELETE', `/chat/channels/${channelId}/members/${a.id}`, { token: a.token }),
        t.api('POST', `/chat/channels/${channelId}/members`, {
          token: a.token,
          json: { memberIds: [client.id] },
        }),
        t.api('PATCH', `/chat/channels/${channelId}`, { token: a.token, json: { name: 'Pair' } }),
        t.api('DELETE', `/chat/channels/${channelId}`, { token: a.token }),
      ];
      for (const answer of await Promise.all(attempts)) {
        expect(answer.status, answer.text).toBe(403);
      }
    });
  });

  describe('groups', () => {
    it('have a name, an owner (the creator) and members chosen by the same rules', async () => {
      const answer = await t.api<TChannelResponse>('POST', '/chat/channels', {
        token: provider.token,
        json: { type: 'group', name: 'Care team', memberIds: [client.id, admin.id, client.id] },
      });
      expect(answer.status).toBe(201);
      const group = answer.body.data;
      expect(group).toMatchObject({ type: 'group', name: 'Care team', ownerId: provider.id });
      expect(group.members.map((m) => [m.id, m.isOwner])).toEqual([
        [provider.id, true],
        [client.id, false],
        [admin.id, false],
      ]);
      // A client may add only the people it may chat with.
      const refused = await t.api('POST', '/chat/channels', {
        token: client.token,
        json: { type: 'group', name: 'Mine', memberIds: [otherProvider.id] },
      });
      expect(refused.status).toBe(403);
      expect(
        (
          await t.api('POST', '/chat/channels', {
            token: client.token,
            json: { type: 'group', name: 'Mine', memberIds: [provider.id, admin.id] },
          })
        ).status,
      ).toBe(201);
    });

    it('refuses names that are empty, too long or not one line', async () => {
      for (const name of ['', '   ', 'x'.repeat(81), 'two\nlines']) {
        const answer = await t.api('POST', '/chat/channels', {
          token: provider.token,
          json: { type: 'group', name, memberIds: [] },
        });
        expect(answer.status, name).toBe(400);
      }
      const exact = await t.api<TChannelResponse>('POST', '/chat/channels', {
        token: provider.token,
        json: { type: 'group', name: 'x'.repeat(80), memberIds: [] },
      });
      expect(exact.status).toBe(201);
    });

    it('are renamed, grown and shrunk by their owner only', async () => {
      const member = await clientOf(t, provider, 'member');
      const channelId = await createGroup(t, provider, [client], 'Before');
      const byMember = await t.api('PATCH', `/chat/channels/${channelId}`, {
        token: client.token,
        json: { name: 'Hijacked' },
      });
      expect(byMember.status).toBe(403);
      expect(byMember.body.message).toBe('Only the group’s owner can rename it.');
      const renamed = await t.api<TChannelResponse>('PATCH', `/chat/channels/${channelId}`, {
        token: provider.token,
        json: { name: 'After' },
      });
      expect(renamed.body.data.name).toBe('After');

      expect(
        (
          await t.api('POST', `/chat/channels/${channelId}/members`, {
            token: client.token,
            json: { memberIds: [member.id] },
          })
        ).status,
      ).toBe(403);
      const added = await t.api<{ data: { id: string }[] }>(
        'POST',
        `/chat/channels/${channelId}/members`,
        { token: provider.token, json: { memberIds: [member.id, client.id] } },
      );
      expect(added.status).toBe(200);
      expect(added.body.data.map((m) => m.id)).toEqual([provider.id, client.id, member.id]);

      expect(
        (
          await t.api('DELETE', `/chat/channels/${channelId}/members/${member.id}`, {
            token: client.token,
          })
        ).status,
      ).toBe(403);
      const removed = await t.api('DELETE', `/chat/channels/${channelId}/members/${member.id}`, {
        token: provider.token,
      });
      expect(removed.status).toBe(200);
      // Removed: the channel no longer exists for them.
      expect(
        (await t.api('GET', `/chat/channels/${channelId}`, { token: member.token })).status,
      ).toBe(404);
      const history = await t.api<TMessageListResponse>(
        'GET',
        `/chat/channels/${channelId}/messages`,
        { token: provider.token },
      );
      expect(history.body.data.map((m) => [m.kind, m.system?.event])).toEqual([
        ['system', 'created'],
        ['system', 'renamed'],
        ['system', 'added'],
        // Two clients in a group whose owner never chose: private (chat-privacy.test.ts).
        ['system', 'privacy'],
        ['system', 'removed'],
      ]);
      expect(history.body.data[1]?.text).toBe(`${provider.fullName} renamed the group to “After”.`);
    });

    it('pass ownership to the longest-standing member when the owner leaves; the last one out deletes it', async () => {
      const second = await clientOf(t, provider, 'second');
      const third = await clientOf(t, provider, 'third');
      const channelId = await createGroup(t, provider, [second, third]);
      const left = await t.api('DELETE', `/chat/channels/${channelId}/members/${provider.id}`, {
        token: provider.token,
      });
      expect(left.status).toBe(200);
      expect(left.body.message).toBe('You left the group.');
      const view = await t.api<TChannelDetailResponse>('GET', `/chat/channels/${channelId}`, {
        token: third.token,
      });
      expect(view.body.data.ownerId).toBe(second.id);
      expect(view.body.data.members.map((m) => m.id)).toEqual([second.id, third.id]);
      // The new owner acts as one.
      expect(
        (
          await t.api('PATCH', `/chat/channels/${channelId}`, {
            token: second.token,
            json: { name: 'Ours now' },
          })
        ).status,
      ).toBe(200);
      await t.api('DELETE', `/chat/channels/${channelId}/members/${second.id}`, {
        token: second.token,
      });
      await t.api('DELETE', `/chat/channels/${channelId}/members/${third.id}`, {
        token: third.token,
      });
      const gone = await t.server.ctx.db
        .select()
        .from(chatChannels)
        .where(eq(chatChannels.id, channelId));
      expect(gone).toEqual([]);
    });

    it('are deleted for everyone by their owner only', async () => {
      const channelId = await createGroup(t, provider, [client]);
      await send(t, client, channelId, 'soon gone');
      const byMember = await t.api('DELETE', `/chat/channels/${channelId}`, {
        token: client.token,
      });
      expect(byMember.status).toBe(403);
      expect(byMember.body.message).toBe('Only the group’s owner can delete it.');
      const deleted = await t.api('DELETE', `/chat/channels/${channelId}`, {
        token: provider.token,
      });
      expect(deleted.status).toBe(200);
      for (const account of [provider, client]) {
        expect(
          (await t.api('GET', `/chat/channels/${channelId}/messages`, { token: account.token }))
            .status,
        ).toBe(404);
      }
    });

    it('keep their names verbatim, markup included', async () => {
      for (const name of XSS_CORPUS.filter((text) => !/[\r\n\t]/.test(text)).map((text) =>
        text.slice(0, 80),
      )) {
        const answer = await t.api<TChannelResponse>('POST', '/chat/channels', {
          token: provider.token,
          json: { type: 'group', name, memberIds: [] },
        });
        expect(answer.status, name).toBe(201);
        // Names are trimmed like every one-line field; the rest is kept exactly.
        expect(answer.body.data.name).toBe(name.trim());
      }
    });
  });

  it('answers 404 on every channel route to someone who is not a member', async () => {
    const channelId = await createGroup(t, provider, [client]);
    const message = await send(t, client, channelId, 'private');
    const outsider = await approvedProvider(t, 'outsider');
    const routes = ENDPOINTS.filter((e) => e.path.startsWith('/chat/channels/:id'));
    expect(routes.length).toBeGreaterThanOrEqual(12);
    for (const endpoint of routes) {
      const path = fillPath(endpoint.path, {
        id: channelId,
        messageId: message.id,
        memberId: client.id,
        invitationId: 'AAAAAAAAAAAAAAAAAAAAAA',
      });
      const json =
        endpoint.method === 'GET' || endpoint.method === 'DELETE'
          ? undefined
          : endpoint.name === 'markChannelRead'
            ? { seq: 1 }
            : endpoint.name === 'addChannelMembers'
              ? { memberIds: [outsider.id] }
              : endpoint.name === 'updateChannel'
                ? { name: 'x' }
                : endpoint.name === 'createChannelInvitation'
                  ? {}
                  : { text: 'x', clientId: randomUUID() };
      const body = endpoint.form ? new FormData() : undefined;
      const answer = await t.api(endpoint.method, path, {
        token: outsider.token,
        ...(body ? { body } : json ? { json } : {}),
      });
      expect(answer.status, `${endpoint.method} ${endpoint.path}`).toBe(404);
      expect(answer.body.message).toBe('No channel has this id.');
    }
    // And the same for a channel that does not exist at all.
    const missing = await t.api('GET', `/chat/channels/${randomUUID()}`, { token: provider.token });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No channel has this id.');
  });

  it('keeps a deleted account’s messages, signed "Deleted user", and passes on its groups', async () => {
    const leaving = await approvedProvider(t, 'leaving');
    const peer = await approvedProvider(t, 'peer');
    const leavingsClient = await clientOf(t, leaving, 'leavings-client');
    const directId = await openDirect(t, leaving, peer);
    const groupId = await createGroup(t, leaving, [peer, leavingsClient]);
    await send(t, leaving, directId, 'my last words');
    await send(t, leaving, groupId, 'bye all');
    const deleted = await t.api('DELETE', '/auth/delete-me-account', {
      token: leaving.token,
      json: { loginUserId: leaving.id, password: leaving.password },
    });
    expect(deleted.status).toBe(200);

    const history = await t.api<TMessageListResponse>(
      'GET',
      `/chat/channels/${directId}/messages`,
      {
        token: peer.token,
      },
    );
    expect(history.body.data.at(-1)).toMatchObject({
      text: 'my last words',
      author: { kind: 'deleted', id: null, name: 'Deleted user', profileImage: null },
    });
    const chat = await t.api<TChannelDetailResponse>('GET', `/chat/channels/${directId}`, {
      token: peer.token,
    });
    expect(chat.body.data).toMatchObject({ name: 'Deleted user', peer: null, canPost: false });
    const post = await t.api('POST', `/chat/channels/${directId}/messages`, {
      token: peer.token,
      json: { text: 'anyone?', clientId: randomUUID() },
    });
    expect(post.status).toBe(403);

    const group = await t.api<TChannelDetailResponse>('GET', `/chat/channels/${groupId}`, {
      token: leavingsClient.token,
    });
    expect(group.body.data.ownerId).toBe(peer.id);
    expect(group.body.data.members.map((m) => m.id)).toEqual([peer.id, leavingsClient.id]);
  });
});
