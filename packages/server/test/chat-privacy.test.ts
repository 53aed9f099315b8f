import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  TChannelResponse,
  TChatChannelDetail,
  TChatMessage,
  TChatSearchResponse,
  TChannelListResponse,
  TMessageListResponse,
  TNotificationListResponse,
} from '@portal/contracts';

import type { TestAccount } from './support/accounts.ts';
import {
  approvedProvider,
  clientOf,
  collectMessages,
  eventually,
  openSocket,
  send,
  superadminAccount,
} from './support/chat.ts';
import { databaseKinds } from './support/databases.ts';
import { inviteToGroup, joinAsGuest, openGuestSocket } from './support/invitations.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/**
 * A group's form for clients (issue 30): in a private group, a client is "Maya L." (an initials
 * avatar, no e-mail) to the other clients and to guests, on every surface the server answers;
 * staff see everyone in full. A group whose owner never chose becomes private at its second client.
 */
describe.each(databaseKinds)('how clients see each other in a group (%s)', (kind) => {
  let t: TestServer;
  let provider: TestAccount;
  let maya: TestAccount;
  let mayaTwo: TestAccount;
  let noah: TestAccount;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestServer(kind);
    provider = await approvedProvider(t, 'privacy-provider');
    maya = await clientOf(t, provider, 'privacy-maya', 'Dr. Maya Lindqvist');
    mayaTwo = await clientOf(t, provider, 'privacy-maya-two', 'Maya Larsen');
    noah = await clientOf(t, provider, 'privacy-noah', 'Noah Berg');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const group = async (memberIds: string[], clientPrivacy?: 'full' | 'private') => {
    const answer = await t.api<TChannelResponse>('POST', '/chat/channels', {
      token: provider.token,
      json: { type: 'group', name: 'Intake team', memberIds, clientPrivacy },
    });
    expect(answer.status).toBe(201);
    return answer.body.data;
  };
  const detail = async (account: { token: string }, channelId: string) =>
    (await t.api<{ data: TChatChannelDetail }>('GET', `/chat/channels/${channelId}`, account)).body
      .data;
  const page = async (account: { token: string }, channelId: string) =>
    (await t.api<TMessageListResponse>('GET', `/chat/channels/${channelId}/messages`, account)).body
      .data;
  const nameIn = (members: TChatChannelDetail['members'], id: string) =>
    members.find((member) => member.id === id);

  it('shows a private group’s clients to each other as first name and initial, staff in full', async () => {
    const channel = await group([maya.id, mayaTwo.id, noah.id], 'private');
    expect(channel.clientPrivacy).toBe('private');
    await send(t, maya, channel.id, 'Hello from Maya');

    const seenByNoah = await detail(noah, channel.id);
    expect(nameIn(seenByNoah.members, maya.id)).toMatchObject({
      fullName: 'Maya L.',
      profileImage: null,
      isPrivateForm: true,
    });
    // A collision is numbered in join order.
    expect(nameIn(seenByNoah.members, mayaTwo.id)?.fullName).toBe('Maya L. (2)');
    // Noah sees itself, and the provider, in full.
    expect(nameIn(seenByNoah.members, noah.id)).toMatchObject({
      fullName: 'Noah Berg',
      isPrivateForm: false,
    });
    expect(nameIn(seenByNoah.members, provider.id)?.fullName).toBe(provider.fullName);
    expect(JSON.stringify(seenByNoah)).not.toContain('Lindqvist');
    expect(JSON.stringify(seenByNoah)).not.toContain(maya.email);

    const byProvider = await detail(provider, channel.id);
    expect(nameIn(byProvider.members, maya.id)?.fullName).toBe('Dr. Maya Lindqvist');

    // Message authors, in a page, the channel list's last message and the group's creation line.
    const messages = await page(noah, channel.id);
    const hello = messages.find((message) => message.text === 'Hello from Maya');
    expect(hello?.author).toMatchObject({ name: 'Maya L.', profileImage: null });
    expect(JSON.stringify(messages)).not.toContain('Lindqvist');
    const list = await t.api<TChannelListResponse>('GET', '/chat/channels', noah);
    const listed = list.body.data.find((item) => item.id === channel.id);
    expect(listed?.lastMessage?.author?.name).toBe('Maya L.');
    expect((await page(provider, channel.id)).at(-1)?.author?.name).toBe('Dr. Maya Lindqvist');

    // Search hits.
    const hits = await t.api<TChatSearchResponse>('GET', '/chat/search?q=hello%20maya', noah);
    expect(hits.body.data.map((hit) => hit.message.author?.name)).toEqual(['Maya L.']);
  });

  it('sends each audience its own form live, and tells clients and guests without the full name', async () => {
    const channel = await group([maya.id, noah.id], 'private');
    const invitation = await inviteToGroup(t, provider, channel.id);
    const guest = await joinAsGuest(t, invitation.id, { displayName: 'Aunt Rose' });
    const [noahTab, providerTab, guestTab] = [
      await openSocket(t, noah),
      await openSocket(t, provider),
      await openGuestSocket(t, guest),
    ];
    sockets.push(noahTab, providerTab, guestTab);
    const toNoah = collectMessages(noahTab);
    const toProvider = collectMessages(providerTab);
    const toGuest = collectMessages(guestTab);
    const notices: { title: string }[] = [];
    noahTab.on('new_notification', (notice: { title: string }) => notices.push(notice));

    await send(t, maya, channel.id, 'Live from Maya');
    const live = (messages: TChatMessage[]) =>
      messages.find((message) => message.text === 'Live from Maya')?.author?.name;
    await eventually(() => Boolean(live(toNoah) && live(toProvider) && live(toGuest)));
    expect(live(toNoah)).toBe('Maya L.');
    expect(live(toGuest)).toBe('Maya L.');
    expect(live(toProvider)).toBe('Dr. Maya Lindqvist');

    // An edit is sent to each audience in its form too.
    const edits: TChatMessage[] = [];
    noahTab.on('chat:message-updated', (message: TChatMessage) => edits.push(message));
    const mine = (await page(maya, channel.id)).find(
      (message) => message.text === 'Live from Maya',
    );
    await t.api('PATCH', `/chat/channels/${channel.id}/messages/${mine?.id}`, {
      token: maya.token,
      json: { text: 'Live from Maya, edited' },
    });
    await eventually(() => edits.length === 1);
    expect(edits[0]?.author?.name).toBe('Maya L.');

    // The lock-screen notice names the author in the form its reader sees.
    await eventually(() => notices.length > 0);
    expect(notices.map((notice) => notice.title).join(' ')).toContain('Maya L.');
    expect(notices.map((notice) => notice.title).join(' ')).not.toContain('Lindqvist');
    const inbox = await t.api<TNotificationListResponse>('GET', '/notifications', noah);
    expect(JSON.stringify(inbox.body)).not.toContain('Lindqvist');
    // The guest's view of the group, from its join answer on.
    expect(JSON.stringify(await detail(guest, channel.id))).not.toContain('Lindqvist');
  });

  it('makes a group private at its second client when the owner never chose, and says so', async () => {
    const channel = await group([maya.id]);
    expect(channel.clientPrivacy).toBeNull();
    expect(nameIn(channel.members, maya.id)?.fullName).toBe('Dr. Maya Lindqvist');
    const mayaTab = await openSocket(t, maya);
    sockets.push(mayaTab);
    const toMaya = collectMessages(mayaTab);
    const added = await t.api('POST', `/chat/channels/${channel.id}/members`, {
      token: provider.token,
      json: { memberIds: [noah.id] },
    });
    expect(added.status).toBe(200);
    // Live too, the line that names the newcomer reaches Maya in the private form.
    await eventually(() => toMaya.some((message) => message.system?.event === 'privacy'));
    expect(toMaya.map((message) => message.text)).toContain(`${provider.fullName} added Noah B.`);
    expect(JSON.stringify(toMaya)).not.toContain('Noah Berg');
    expect((await detail(provider, channel.id)).clientPrivacy).toBe('private');
    const told = (await page(provider, channel.id)).at(-1);
    expect(told?.system?.event).toBe('privacy');
    expect(told?.text).toContain('clients see each other by first name and last initial');
    // Maya's earlier line names Noah privately to Maya.
    const seenByMaya = await page(maya, channel.id);
    const addedLine = seenByMaya.find((message) => message.system?.event === 'added');
    expect(addedLine?.text).toBe(`${provider.fullName} added Noah B.`);
    expect(nameIn((await detail(maya, channel.id)).members, noah.id)?.fullName).toBe('Noah B.');
  });

  it('keeps the owner’s choice: full stays full, and only the owner may change it', async () => {
    const channel = await group([maya.id, noah.id], 'full');
    expect(nameIn((await detail(noah, channel.id)).members, maya.id)?.fullName).toBe(
      'Dr. Maya Lindqvist',
    );
    const byClient = await t.api('PATCH', `/chat/channels/${channel.id}`, {
      token: noah.token,
      json: { clientPrivacy: 'private' },
    });
    expect(byClient.status).toBe(403);
    const bad = await t.api('PATCH', `/chat/channels/${channel.id}`, {
      token: provider.token,
      json: { clientPrivacy: 'hidden' },
    });
    expect(bad.status).toBe(400);
    const changed = await t.api<TChannelResponse>('PATCH', `/chat/channels/${channel.id}`, {
      token: provider.token,
      json: { clientPrivacy: 'private' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Clients now see each other by first name and last initial.');
    expect(nameIn((await detail(noah, channel.id)).members, maya.id)?.fullName).toBe('Maya L.');
    const line = (await page(noah, channel.id)).at(-1);
    expect(line?.text).toBe(
      `${provider.fullName} chose to show clients to each other by first name and last initial.`,
    );
  });

  it('shows the superadmin everyone in full', async () => {
    const admin = await superadminAccount(t);
    const channel = await group([maya.id, noah.id, admin.id], 'private');
    expect(nameIn((await detail(admin, channel.id)).members, maya.id)?.fullName).toBe(
      'Dr. Maya Lindqvist',
    );
  });
});
