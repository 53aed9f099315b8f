import { randomBytes, randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  ENDPOINTS,
  GUEST_END_MESSAGES,
  INVITATION_REFUSALS,
  fillPath,
  routeKey,
  type TChannelDetailResponse,
  type TChannelMembersResponse,
  type TChatChannelEvent,
  type TChatMessage,
  type TGuestAccessEndedEvent,
  type TGuestSessionResponse,
  type TInvitationListResponse,
  type TInvitationResponse,
  type TMessageListResponse,
  type TNotificationListResponse,
  type TPublicInvitationResponse,
  type TReadMarkerResponse,
} from '@portal/contracts';

import { chatInvitations } from '../src/db/schema.ts';
import { newInvitationId } from '../src/invitations/invitations.ts';
import { createApproved, uniqueEmail, type TestAccount } from './support/accounts.ts';
import {
  approvedProvider,
  clientOf,
  collectMessages,
  createGroup,
  emitWithAck,
  eventually,
  nextEvent,
  openSocket,
  send,
} from './support/chat.ts';
import { databaseKinds } from './support/databases.ts';
import { inviteToGroup, joinAsGuest, openGuestSocket } from './support/invitations.ts';
import { outboxCount, waitForMail } from './support/outbox.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { sharedRedisUrl } from './support/scaled-out.ts';

/*
 * Guest chat by invitation link (issue 14), on PGlite and PostgreSQL: the invitation id, the
 * refusals of expired, withdrawn, used-up and unknown links (with one answer time), bound
 * e-mails, `isNewJoin`, what a guest token reaches (its channel's five routes, nothing else), its
 * socket (one room), and the end of its access (removal, withdrawal, deletion) on every process.
 */

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** The chat routes a guest of the channel may call (`guests: true` in the endpoint table). */
const GUEST_ROUTES = [
  'GET /chat/channels/:id',
  'GET /chat/channels/:id/members',
  'GET /chat/channels/:id/messages',
  'POST /chat/channels/:id/messages',
  'POST /chat/channels/:id/read',
  'POST /chat/channels/:id/messages/:messageId/reactions',
  'GET /chat/channels/:id/pins',
  'GET /chat/channels/:id/messages/:messageId/versions',
];

describe.each(databaseKinds)('guest chat by invitation link (%s)', (kind) => {
  let t: TestServer;
  let owner: TestAccount;
  let member: TestAccount;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestServer(kind);
    owner = await approvedProvider(t, 'owner');
    member = await clientOf(t, owner, 'member');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const track = (socket: Socket) => {
    sockets.push(socket);
    return socket;
  };
  const group = (name = 'Family') => createGroup(t, owner, [member], name);
  const publicView = (id: string) => t.api<TPublicInvitationResponse>('GET', `/invitations/${id}`);
  const join = (id: string, json: Record<string, unknown>) =>
    t.api<TGuestSessionResponse>('POST', `/invitations/${id}/join`, { json });

  it('makes an invitation id of 128 random bits, never the channel id, and a link with it', async () => {
    const channelId = await group();
    const invitation = await inviteToGroup(t, owner, channelId);
    expect(invitation.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(invitation.id, 'base64url')).toHaveLength(16);
    expect(invitation.id).not.toContain(channelId);
    expect(invitation.link).toBe(
      `http://localhost:${t.config.port}/invite-chat/group/${invitation.id}`,
    );
    expect(invitation.link).not.toContain(channelId);
    expect(invitation).toMatchObject({ type: 'group', channelId, maxUses: 10, uses: 0 });
    // Seven days by default.
    const days = (Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);
    const ids = new Set(Array.from({ length: 2000 }, newInvitationId));
    expect(ids.size).toBe(2000);
    // At most 30 days, at least one use.
    for (const json of [{ expiresInDays: 31 }, { expiresInDays: 0 }, { maxUses: 0 }]) {
      const answer = await t.api('POST', `/chat/channels/${channelId}/invitations`, {
        token: owner.token,
        json,
      });
      expect(answer.status, JSON.stringify(json)).toBe(400);
    }
    const longest = await inviteToGroup(t, owner, channelId, { expiresInDays: 30 });
    expect(Date.parse(longest.expiresAt) - Date.parse(longest.createdAt)).toBeGreaterThan(
      29.9 * 86_400_000,
    );
  });

  it('lets only the group’s owner invite; members list and withdraw only their own', async () => {
    const channelId = await group();
    const byMember = await t.api('POST', `/chat/channels/${channelId}/invitations`, {
      token: member.token,
      json: {},
    });
    expect(byMember.status).toBe(403);
    expect(byMember.body.message).toBe('Only the group’s owner can invite people to it.');
    const invitation = await inviteToGroup(t, owner, channelId);
    const seen = await t.api<TInvitationListResponse>(
      'GET',
      `/chat/channels/${channelId}/invitations`,
      { token: member.token },
    );
    expect(seen.body.data).toEqual([]);
    const mine = await t.api<TInvitationListResponse>(
      'GET',
      `/chat/channels/${channelId}/invitations`,
      { token: owner.token },
    );
    expect(mine.body.data.map((i) => i.id)).toEqual([invitation.id]);
    const withdraw = await t.api(
      'DELETE',
      `/chat/channels/${channelId}/invitations/${invitation.id}`,
      { token: member.token },
    );
    expect(withdraw.status).toBe(403);
    // By the invitation alone, someone else finds nothing.
    const other = await t.api('DELETE', `/chat/invitations/${invitation.id}`, {
      token: member.token,
    });
    expect(other.status).toBe(404);
    // A direct chat takes no invitation; a client cannot invite to a direct chat.
    const direct = await t.api<TChannelDetailResponse>('POST', '/chat/channels', {
      token: owner.token,
      json: { type: 'direct', memberId: member.id },
    });
    const intoDirect = await t.api('POST', `/chat/channels/${direct.body.data.id}/invitations`, {
      token: owner.token,
      json: {},
    });
    expect(intoDirect.status).toBe(403);
    const byClient = await t.api('POST', '/chat/invitations', { token: member.token, json: {} });
    expect(byClient.status).toBe(403);
  });

  it('shows the invite page what it needs and nothing else; joining answers the join-invite data', async () => {
    const channelId = await group('Care team');
    const invitation = await inviteToGroup(t, owner, channelId);
    const page = await publicView(invitation.id);
    expect(page.status).toBe(200);
    expect(page.body.data).toEqual({
      id: invitation.id,
      type: 'group',
      channelName: 'Care team',
      invitedBy: owner.fullName,
      expiresAt: invitation.expiresAt,
      needsEmail: true,
    });
    // Without an e-mail on an unbound link: asked for.
    const noEmail = await join(invitation.id, { displayName: 'Ann' });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body).toMatchObject({ message: 'Enter your e-mail address to join.' });
    const email = uniqueEmail('ann');
    const first = await join(invitation.id, { displayName: 'Ann', email });
    expect(first.status).toBe(200);
    expect(first.body.data.joinInvite).toEqual({
      groupId: channelId,
      memberEmail: email,
      isNewJoin: true,
    });
    expect(first.body.data.channel.id).toBe(channelId);
    expect(first.body.data.channel.name).toBe('Care team');
    expect(first.body.data.invitation).toEqual({ id: invitation.id, type: 'group' });
    // The same e-mail again: the same guest, not new, and no use spent.
    const again = await join(invitation.id, { displayName: 'Ann again', email });
    expect(again.body.data.joinInvite.isNewJoin).toBe(false);
    expect(again.body.data.guest.id).toBe(first.body.data.guest.id);
    const listed = await t.api<TInvitationListResponse>('GET', '/chat/invitations', {
      token: owner.token,
    });
    const mine = listed.body.data.find((i) => i.id === invitation.id);
    expect(mine?.uses).toBe(1);
    expect(mine?.guests.map((g) => [g.displayName, g.email, g.isMember])).toEqual([
      ['Ann', email, true],
    ]);
    // Members see the guest by its name, marked as a guest.
    const members = await t.api<TChannelMembersResponse>(
      'GET',
      `/chat/channels/${channelId}/members`,
      { token: owner.token },
    );
    expect(members.body.data.find((m) => m.kind === 'guest')).toMatchObject({
      id: first.body.data.guest.id,
      fullName: 'Ann',
      role: null,
      isOwner: false,
    });
    // The members heard of it (issue 15's chat-guest-joined).
    await t.server.settle();
    for (const account of [owner, member]) {
      const list = await t.api<TNotificationListResponse>('GET', '/notifications', {
        token: account.token,
      });
      expect(list.body.data.find((n) => n.type === 'chat-guest-joined')).toMatchObject({
        title: 'Ann joined Care team as a guest',
        link: `/chat?channel=${channelId}`,
      });
    }
  });

  it('enforces a bound e-mail, e-mails its link, and spends one use', async () => {
    const channelId = await group();
    const email = uniqueEmail('bound');
    const invitation = await inviteToGroup(t, owner, channelId, { email });
    expect(invitation.maxUses).toBe(1);
    expect(invitation.link).toBe(
      `http://localhost:${t.config.port}/invite-chat/group/${invitation.id}/${encodeURIComponent(email)}`,
    );
    const mail = await waitForMail(t.dataDir, email);
    expect(mail).toContain(invitation.link);
    expect((await publicView(invitation.id)).body.data.needsEmail).toBe(false);
    const stranger = await join(invitation.id, { displayName: 'Eve', email: uniqueEmail('eve') });
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe('This invitation is for another e-mail address.');
    const joined = await join(invitation.id, { displayName: 'Bob' });
    expect(joined.status).toBe(200);
    expect(joined.body.data.joinInvite).toMatchObject({ memberEmail: email, isNewJoin: true });
    // Used up for anyone else, still open to the same e-mail (it spends nothing).
    const page = await publicView(invitation.id);
    expect(page.status).toBe(410);
    expect(page.body).toMatchObject({ code: 'invitation-used-up' });
    const back = await join(invitation.id, { displayName: 'Bob', email });
    expect(back.status).toBe(200);
    expect(back.body.data.joinInvite.isNewJoin).toBe(false);
  });

  it('refuses expired, withdrawn, used-up and unknown links, each with its own message, in the same time', async () => {
    const channelId = await group();
    const expired = await inviteToGroup(t, owner, channelId);
    await t.server.ctx.db
      .update(chatInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(chatInvitations.id, expired.id));
    const revoked = await inviteToGroup(t, owner, channelId);
    const withdrawn = await t.api<TInvitationResponse>(
      'DELETE',
      `/chat/channels/${channelId}/invitations/${revoked.id}`,
      { token: owner.token },
    );
    expect(withdrawn.body.data.status).toBe('revoked');
    const usedUp = await inviteToGroup(t, owner, channelId, { maxUses: 1 });
    await joinAsGuest(t, usedUp.id);
    const unknown = newInvitationId();
    const cases = [
      { id: expired.id, status: 410, code: 'invitation-expired' },
      { id: revoked.id, status: 410, code: 'invitation-revoked' },
      { id: usedUp.id, status: 410, code: 'invitation-used-up' },
      { id: unknown, status: 404, code: 'invitation-not-found' },
    ] as const;
    const times: Record<string, { page: number[]; join: number[] }> = {};
    for (let round = 0; round < 5; round += 1) {
      for (const c of cases) {
        const entry = (times[c.code] ??= { page: [], join: [] });
        let started = performance.now();
        const page = await publicView(c.id);
        entry.page.push(performance.now() - started);
        expect(page.status, c.code).toBe(c.status);
        expect(page.body).toEqual({ message: INVITATION_REFUSALS[c.code], code: c.code });
        started = performance.now();
        const joined = await join(c.id, { displayName: 'Late', email: uniqueEmail('late') });
        entry.join.push(performance.now() - started);
        expect(joined.status, c.code).toBe(c.status);
        expect(joined.body).toEqual({ message: INVITATION_REFUSALS[c.code], code: c.code });
      }
    }
    const floor = t.config.guests.answerFloorMs;
    const medians = Object.entries(times).map(([code, entry]) => ({
      code,
      page: Math.round(median(entry.page)),
      join: Math.round(median(entry.join)),
    }));
    console.info(`invitation refusals, median ms over 5 (floor ${floor}):`, medians);
    for (const which of ['page', 'join'] as const) {
      const values = medians.map((m) => m[which]);
      expect(Math.min(...values)).toBeGreaterThanOrEqual(floor - 1);
      expect(Math.max(...values) - Math.min(...values), which).toBeLessThan(40);
    }
  });

  it('admits a guest token to its channel’s five routes, with its name beside its messages', async () => {
    const channelId = await group();
    const guest = await joinAsGuest(t, (await inviteToGroup(t, owner, channelId)).id, {
      displayName: 'Grandma',
    });
    await send(t, owner, channelId, 'Hello, Grandma');
    const channel = await t.api<TChannelDetailResponse>('GET', `/chat/channels/${channelId}`, {
      token: guest.token,
    });
    expect(channel.status).toBe(200);
    expect(channel.body.data.unreadCount).toBe(1);
    const members = await t.api<TChannelMembersResponse>(
      'GET',
      `/chat/channels/${channelId}/members`,
      { token: guest.token },
    );
    expect(members.body.data.map((m) => m.kind).sort()).toEqual(['guest', 'user', 'user']);
    const posted = await t.api<{ data: TChatMessage }>(
      'POST',
      `/chat/channels/${channelId}/messages`,
      { token: guest.token, json: { text: 'Hello from a guest', clientId: randomUUID() } },
    );
    expect(posted.status).toBe(201);
    expect(posted.body.data.author).toEqual({
      kind: 'guest',
      id: guest.id,
      name: 'Grandma',
      profileImage: null,
    });
    const history = await t.api<TMessageListResponse>(
      'GET',
      `/chat/channels/${channelId}/messages`,
      { token: owner.token },
    );
    expect(history.body.data.at(-1)?.author).toMatchObject({ kind: 'guest', name: 'Grandma' });
    const read = await t.api<TReadMarkerResponse>('POST', `/chat/channels/${channelId}/read`, {
      token: guest.token,
      json: { seq: history.body.lastSeq },
    });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ lastReadSeq: history.body.lastSeq, unreadCount: 0 });
    // The members' channel list names the guest's message like any other.
    const list = await t.api<{ data: { id: string; lastMessage: TChatMessage | null }[] }>(
      'GET',
      '/chat/channels',
      { token: owner.token },
    );
    expect(list.body.data.find((c) => c.id === channelId)?.lastMessage?.author?.name).toBe(
      'Grandma',
    );
  });

  it('refuses a guest token on every other route (401/403) and on any other channel (404)', async () => {
    const channelId = await group();
    const guest = await joinAsGuest(t, (await inviteToGroup(t, owner, channelId)).id);
    const otherChannel = await group('Elsewhere');
    const messageId = (await send(t, owner, channelId, 'A message')).id;
    const ids: Record<string, string> = {
      id: channelId,
      messageId,
      memberId: owner.id,
      invitationId: newInvitationId(),
      shareId: randomUUID(),
      uploadId: randomUUID(),
      fileName: 'AAAAAAAAAAAAAAAAAAAAAA.png',
    };
    const refused: string[] = [];
    for (const endpoint of ENDPOINTS) {
      const key = routeKey(endpoint);
      const access = endpoint.access;
      if (access.kind === 'public') continue;
      if (access.kind === 'guest') continue; // its own session renewal, tested below
      const path = fillPath(endpoint.path, {
        ...ids,
        ...(endpoint.path.startsWith('/chat/channels/')
          ? {}
          : { id: endpoint.path.startsWith('/invitations/') ? newInvitationId() : randomUUID() }),
      });
      const answer = await t.api(endpoint.method, path, {
        token: guest.token,
        ...(endpoint.body ? { json: {} } : {}),
      });
      if (GUEST_ROUTES.includes(key)) {
        expect(access.guests, key).toBe(true);
        const elsewhere = await t.api(endpoint.method, path.replace(channelId, otherChannel), {
          token: guest.token,
          ...(endpoint.method === 'POST'
            ? {
                json: key.endsWith('/read')
                  ? { seq: 0 }
                  : key.endsWith('/reactions')
                    ? { emoji: '👍', reacted: true }
                    : { text: 'Not here', clientId: randomUUID() },
              }
            : {}),
        });
        expect(elsewhere.status, `${key} on another channel`).toBe(404);
        expect(elsewhere.body.message).toBe('No channel has this id.');
        continue;
      }
      expect(access.guests ?? false, key).toBe(false);
      expect([401, 403], `${key} -> ${answer.status} ${answer.text}`).toContain(answer.status);
      refused.push(key);
    }
    // Every account route of the table was tried.
    expect(refused.length).toBe(
      ENDPOINTS.filter((e) => e.access.kind === 'signed-in' && !e.access.guests).length,
    );
    // A guest token never passes as an account's, and an account's never as a guest's.
    const renewByAccount = await t.api('POST', '/guest/session', { token: owner.token });
    expect(renewByAccount.status).toBe(403);
    const renewed = await t.api<TGuestSessionResponse>('POST', '/guest/session', {
      token: guest.token,
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.joinInvite).toMatchObject({ groupId: channelId, isNewJoin: false });
    const fresh = await t.api('GET', `/chat/channels/${channelId}`, {
      token: renewed.body.data.token,
    });
    expect(fresh.status).toBe(200);
  });

  it('puts a guest socket in its channel’s room only, and its messages reach the members live', async () => {
    const channelId = await group();
    const guest = await joinAsGuest(t, (await inviteToGroup(t, owner, channelId)).id, {
      displayName: 'Cousin',
    });
    const otherChannel = await group('Private');
    const guestSocket = track(await openGuestSocket(t, guest));
    const ownerSocket = track(await openSocket(t, owner));
    const heardByGuest = collectMessages(guestSocket);
    await send(t, owner, otherChannel, 'Not for the guest');
    await send(t, owner, channelId, 'For the guest');
    await eventually(() => heardByGuest.length === 1);
    expect(heardByGuest.map((m) => m.text)).toEqual(['For the guest']);
    const join = await emitWithAck(guestSocket, 'chat:join', { channelId: otherChannel });
    expect(join).toEqual({ ok: false, message: 'No channel has this id.', status: 404 });
    const arrived = nextEvent<TChatMessage>(ownerSocket, 'chat:message', (m) =>
      m.text.startsWith('Live'),
    );
    const posted = await t.api('POST', `/chat/channels/${channelId}/messages`, {
      token: guest.token,
      json: { text: 'Live from the guest', clientId: randomUUID() },
    });
    expect(posted.status).toBe(201);
    expect((await arrived).author).toMatchObject({ kind: 'guest', name: 'Cousin' });
    const elsewhere = await t.api('POST', `/chat/channels/${otherChannel}/messages`, {
      token: guest.token,
      json: { text: 'Sneaky', clientId: randomUUID() },
    });
    expect(elsewhere.status).toBe(404);
    // A wrong guestId, or an account's query with a guest token, is refused at the handshake.
    await expect(openGuestSocket(t, { ...guest, id: randomUUID() })).rejects.toThrow(
      'The guestId does not match the session.',
    );
  });

  it('writes “<Name> joined as a guest.” once per arrival: live, in a catch-up, and first in the guest’s own history', async () => {
    const channelId = await group('Arrivals');
    await send(t, owner, channelId, 'Before the guest');
    const read = (token: string, query = '') =>
      t.api<TMessageListResponse>('GET', `/chat/channels/${channelId}/messages${query}`, { token });
    const before = (await read(member.token)).body.lastSeq;
    const heard = collectMessages(track(await openSocket(t, owner)));
    const invitation = await inviteToGroup(t, owner, channelId);

    const guest = await joinAsGuest(t, invitation.id, { displayName: 'Aunt May' });
    await eventually(() => heard.length === 1);
    expect(heard[0]).toMatchObject({
      kind: 'system',
      text: 'Aunt May joined as a guest.',
      system: { event: 'guest-joined', actorId: guest.id, memberIds: [guest.id], name: null },
    });
    // The same guest again: its e-mail on the link, a renewed session, a socket; no new line.
    const again = await joinAsGuest(t, invitation.id, {
      displayName: 'Aunt May',
      email: guest.email,
    });
    expect(again.id).toBe(guest.id);
    expect(again.session.joinInvite.isNewJoin).toBe(false);
    expect((await t.api('POST', '/guest/session', { token: guest.token })).status).toBe(200);
    track(await openGuestSocket(t, guest));
    // Heard after anything the joins could have sent: then the line was the only one.
    await send(t, owner, channelId, 'Welcome, May');
    await eventually(() => heard.length === 2);
    expect(heard.map((m) => m.text)).toEqual(['Aunt May joined as a guest.', 'Welcome, May']);

    const caughtUp = await read(member.token, `?after=${before}`);
    expect(caughtUp.body.data.map((m) => m.text)).toEqual([
      'Aunt May joined as a guest.',
      'Welcome, May',
    ]);
    // The guest reads from its arrival, as an added account reads its own “added” line; the line
    // is not unread for anyone.
    const own = await read(guest.token);
    expect(own.body.data.map((m) => m.text)).toEqual([
      'Aunt May joined as a guest.',
      'Welcome, May',
    ]);
    const view = await t.api<TChannelDetailResponse>('GET', `/chat/channels/${channelId}`, {
      token: guest.token,
    });
    expect(view.body.data.unreadCount).toBe(1);

    // Removed, then back by a new invitation: it arrives again, and the line says so again.
    await t.api('DELETE', `/chat/channels/${channelId}/members/${guest.id}`, {
      token: owner.token,
    });
    const next = await inviteToGroup(t, owner, channelId);
    const back = await joinAsGuest(t, next.id, { displayName: 'Aunt May', email: guest.email });
    expect(back.id).toBe(guest.id);
    await eventually(() => heard.length === 4);
    expect(heard.slice(2).map((m) => m.text)).toEqual([
      `${owner.fullName} removed Aunt May.`,
      'Aunt May joined as a guest.',
    ]);
  });

  it('ends a guest’s access at once when it is removed, its invitation withdrawn, or the group deleted', async () => {
    for (const how of ['removed', 'revoked', 'channel-deleted'] as const) {
      const channelId = await group(`End ${how}`);
      const invitation = await inviteToGroup(t, owner, channelId);
      const guest = await joinAsGuest(t, invitation.id);
      const socket = track(await openGuestSocket(t, guest));
      const ended = nextEvent<TGuestAccessEndedEvent>(socket, 'guest_access_ended');
      const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      const path =
        how === 'removed'
          ? `/chat/channels/${channelId}/members/${guest.id}`
          : how === 'revoked'
            ? `/chat/channels/${channelId}/invitations/${invitation.id}`
            : `/chat/channels/${channelId}`;
      const answer = await t.api('DELETE', path, { token: owner.token });
      expect(answer.status, how).toBe(200);
      expect(await ended).toEqual({ reason: how, channelId, message: GUEST_END_MESSAGES[how] });
      expect(await closed).toBe('io server disconnect');
      const read = await t.api('GET', `/chat/channels/${channelId}/messages`, {
        token: guest.token,
      });
      expect(read.status, how).toBe(404);
      const renew = await t.api('POST', '/guest/session', { token: guest.token });
      expect(renew.status, how).toBe(401);
      expect(renew.body).toMatchObject({ code: 'guest-access-ended' });
      if (how === 'revoked') {
        expect((await publicView(invitation.id)).body).toMatchObject({
          code: 'invitation-revoked',
        });
      }
      if (how === 'removed') {
        // The same link does not bring a removed guest back.
        const back = await join(invitation.id, { displayName: 'Again', email: guest.email });
        expect(back.status).toBe(403);
        const history = await t.api<TMessageListResponse>(
          'GET',
          `/chat/channels/${channelId}/messages`,
          { token: owner.token },
        );
        expect(history.body.data.at(-1)?.text).toBe(`${owner.fullName} removed Guest Person.`);
      }
    }
  });

  it('ends the access of the guests an inviter let in when the inviter’s account is deleted', async () => {
    const inviter = await approvedProvider(t, 'leaving');
    const stays = await clientOf(t, inviter, 'stays');
    const channelId = await createGroup(t, inviter, [stays], 'Leaving soon');
    const invitation = await inviteToGroup(t, inviter, channelId);
    const guest = await joinAsGuest(t, invitation.id);
    const socket = track(await openGuestSocket(t, guest));
    const ended = nextEvent<TGuestAccessEndedEvent>(socket, 'guest_access_ended');
    const deleted = await t.api('DELETE', '/auth/delete-me-account', {
      token: inviter.token,
      json: { loginUserId: inviter.id, password: inviter.password },
    });
    expect(deleted.status).toBe(200);
    expect(await ended).toEqual({
      reason: 'revoked',
      channelId,
      message: GUEST_END_MESSAGES.revoked,
    });
    const read = await t.api('GET', `/chat/channels/${channelId}/messages`, {
      token: guest.token,
    });
    expect(read.status).toBe(404);
    // The group goes on with the member who stays, now its owner; the link lets nobody in.
    const members = await t.api<TChannelMembersResponse>(
      'GET',
      `/chat/channels/${channelId}/members`,
      {
        token: stays.token,
      },
    );
    expect(members.body.data.map((m) => [m.fullName, m.isOwner])).toEqual([[stays.fullName, true]]);
    expect((await publicView(invitation.id)).body).toMatchObject({ code: 'invitation-revoked' });
  });

  it('opens a direct chat of the inviter and the guest on the first join', async () => {
    const provider = await approvedProvider(t, 'direct');
    const created = await t.api<TInvitationResponse>('POST', '/chat/invitations', {
      token: provider.token,
      json: { expiresInDays: 2 },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ type: 'direct', channelId: null, maxUses: 1 });
    const page = await publicView(created.body.data.id);
    expect(page.body.data).toMatchObject({
      type: 'direct',
      channelName: null,
      invitedBy: provider.fullName,
    });
    const providerSocket = track(await openSocket(t, provider));
    const announced = nextEvent<TChatChannelEvent>(providerSocket, 'chat:channel');
    const guest = await joinAsGuest(t, created.body.data.id, { displayName: 'Neighbour' });
    expect(guest.session.channel).toMatchObject({
      type: 'direct',
      name: provider.fullName,
      memberCount: 2,
      canPost: true,
    });
    expect((await announced).action).toBe('created');
    const view = await t.api<TChannelDetailResponse>('GET', `/chat/channels/${guest.channelId}`, {
      token: provider.token,
    });
    expect(view.body.data).toMatchObject({ type: 'direct', name: 'Neighbour', canPost: true });
    await send(t, provider, guest.channelId, 'Welcome');
    // One person only.
    const second = await join(created.body.data.id, {
      displayName: 'Someone else',
      email: uniqueEmail('second'),
    });
    expect(second.body).toMatchObject({ code: 'invitation-used-up' });
  });

  it('never tells whether an e-mail has an account: the same answer, and the account gets a link to join as itself', async () => {
    const channelId = await group('Open door');
    const invitation = await inviteToGroup(t, owner, channelId);
    const account = await createApproved(t, 'provider', 'has-account');
    const asGuest = await join(invitation.id, { displayName: 'Has Account', email: account.email });
    const stranger = await join(invitation.id, {
      displayName: 'No Account',
      email: uniqueEmail('none'),
    });
    expect(asGuest.status).toBe(stranger.status);
    expect(Object.keys(asGuest.body.data).sort()).toEqual(Object.keys(stranger.body.data).sort());
    expect(asGuest.body.message).toBe(stranger.body.message);
    const mail = await waitForMail(
      t.dataDir,
      account.email,
      5000,
      `${owner.fullName} invited you to “Open door”`,
    );
    expect(mail).toContain(`${invitation.link}/${encodeURIComponent(account.email)}?as=account`);
    expect(mail).toContain('sign in');
    // Signed in, the account joins as itself (the owner may chat with a provider).
    const accepted = await t.api<TChannelDetailResponse>(
      'POST',
      `/invitations/${invitation.id}/accept`,
      { token: account.token },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.members.map((m) => m.id)).toContain(account.id);
    // An account the invitation never reached may not.
    const other = await createApproved(t, 'provider', 'not-invited');
    const refused = await t.api('POST', `/invitations/${invitation.id}/accept`, {
      token: other.token,
    });
    expect(refused.status).toBe(403);
  });

  it('e-mails an away guest once when someone replies, without the text, with a link that resumes its session', async () => {
    const channelId = await group('Away');
    const guest = await joinAsGuest(t, (await inviteToGroup(t, owner, channelId)).id, {
      displayName: 'Traveller',
    });
    const subject = `${owner.fullName} replied in “Away”`;
    await send(t, owner, channelId, 'A secret about the appointment');
    await t.server.settle();
    const mail = await waitForMail(t.dataDir, guest.email, 5000, subject);
    expect(mail).not.toContain('secret');
    const resume = /\?resume=([A-Za-z0-9_.-]+)/.exec(mail)?.[1] ?? '';
    expect(mail).toContain(`/invite-chat/group/`);
    await send(t, member, channelId, 'Another one');
    await t.server.settle();
    expect(outboxCount(t.dataDir, subject)).toBe(1);
    // The resume token is no session by itself.
    expect((await t.api('GET', `/chat/channels/${channelId}`, { token: resume })).status).toBe(401);
    const resumed = await t.api<TGuestSessionResponse>('POST', '/guest/resume', {
      json: { token: resume },
    });
    expect(resumed.status).toBe(200);
    expect(resumed.body.data.guest.id).toBe(guest.id);
    // Back: the next reply while away e-mails again; with a socket open, none.
    const socket = track(await openGuestSocket(t, { ...guest, token: resumed.body.data.token }));
    await send(t, owner, channelId, 'While you are here');
    await t.server.settle();
    expect(outboxCount(t.dataDir, subject)).toBe(1);
    socket.close();
    await eventually(() => !socket.connected);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await send(t, owner, channelId, 'Gone again');
    await t.server.settle();
    await eventually(() => outboxCount(t.dataDir, subject) === 2);
    const bad = await t.api('POST', '/guest/resume', {
      json: { token: `${resume.slice(0, -4)}AAAA` },
    });
    expect(bad.status).toBe(401);
  });

  it('limits joins per address', async () => {
    const limited = await startTestServer('pglite', {
      trustProxy: true,
      rateLimits: { ...t.config.rateLimits, enabled: true, perIp: 3, windowSeconds: 600 },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const answer = await limited.api('POST', `/invitations/${newInvitationId()}/join`, {
          json: { displayName: 'Prober', email: uniqueEmail('probe') },
          headers: { 'x-forwarded-for': '203.0.113.9' },
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([404, 404, 404, 429, 429]);
      const elsewhere = await limited.api('POST', `/invitations/${newInvitationId()}/join`, {
        json: { displayName: 'Other', email: uniqueEmail('probe') },
        headers: { 'x-forwarded-for': '203.0.113.10' },
      });
      expect(elsewhere.status).toBe(404);
    } finally {
      await limited.close();
    }
  });
});

/*
 * Two server processes on one PostgreSQL and one Redis: removing a guest on one process closes its
 * socket on the other at once.
 */

describe.runIf(sharedRedisUrl)('guest access across two server processes', () => {
  const url = sharedRedisUrl ?? '';
  let a: TestServer;
  let b: TestServer;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const jwtSecret = randomBytes(32).toString('hex');
    a = await startTestServer('postgres', { redisUrl: url, jwtSecret });
    b = await startTestServer('postgres', {
      redisUrl: url,
      jwtSecret,
      databaseUrl: a.config.databaseUrl,
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await b?.close();
    await a?.close();
  });

  it('closes the guest’s socket on the other process when it is removed, and when the link is withdrawn', async () => {
    const owner = await approvedProvider(a, 'cluster-owner');
    const member = await clientOf(a, owner, 'cluster-member');
    for (const how of ['removed', 'revoked'] as const) {
      const channelId = await createGroup(a, owner, [member], `Cluster ${how}`);
      const invitation = await inviteToGroup(a, owner, channelId);
      const guest = await joinAsGuest(b, invitation.id, { displayName: `Guest ${how}` });
      const socket = await openGuestSocket(b, guest);
      sockets.push(socket);
      const memberSocket = await openSocket(b, member);
      sockets.push(memberSocket);
      // Live both ways across the processes first.
      const heard = nextEvent<TChatMessage>(socket, 'chat:message');
      await send(a, owner, channelId, 'From process A');
      expect((await heard).text).toBe('From process A');
      const ended = nextEvent<TGuestAccessEndedEvent>(socket, 'guest_access_ended');
      const closed = new Promise<number>((resolve) =>
        socket.once('disconnect', () => resolve(performance.now())),
      );
      const started = performance.now();
      const path =
        how === 'removed'
          ? `/chat/channels/${channelId}/members/${guest.id}`
          : `/chat/channels/${channelId}/invitations/${invitation.id}`;
      expect((await a.api('DELETE', path, { token: owner.token })).status).toBe(200);
      expect((await ended).reason).toBe(how);
      const closedAt = await closed;
      console.info(
        `guest socket on B closed ${Math.round(closedAt - started)} ms after the ${how} on A`,
      );
      expect(closedAt - started).toBeLessThan(2000);
      // The member's socket on B stays.
      expect(memberSocket.connected).toBe(true);
      const read = await b.api('GET', `/chat/channels/${channelId}/messages`, {
        token: guest.token,
      });
      expect(read.status).toBe(404);
    }
  });
});
