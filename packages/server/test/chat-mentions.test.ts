import { randomUUID } from 'node:crypto';

import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  MENTION_ALL,
  mentionToken,
  type TChannelResponse,
  type TChatMessage,
  type TChatMessageResponse,
  type TChatSearchResponse,
  type TMessageListResponse,
  type TNotification,
  type TNotificationListResponse,
  type TNotificationPayload,
} from '@portal/contracts';

import { sendDueNotificationMails } from '../src/notifications/unread-mail.ts';
import type { TestAccount } from './support/accounts.ts';
import {
  approvedProvider,
  clientOf,
  createGroup,
  emitWithAck,
  eventually,
  openDirect,
  openSocket,
} from './support/chat.ts';
import { databaseKinds } from './support/databases.ts';
import { inviteToGroup, joinAsGuest } from './support/invitations.ts';
import { outboxCount, waitForMailRecord } from './support/outbox.ts';
import { startTestServer, type TestServer } from './support/server.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const EMAIL_AFTER_MS = 300;

/**
 * Mentions (issue 36): `<@id>` names a member who is an account, `<@all>` everyone in a group (its
 * owner only); the ids are stored with the message, and each person mentioned gets a
 * 'chat-mention' notification, even in a muted conversation, instead of the plain message notice.
 */
describe.each(databaseKinds)('mentions (%s)', (kind) => {
  let t: TestServer;
  let provider: TestAccount;
  let ann: TestAccount;
  let ben: TestAccount;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestServer(kind, {
      notifyEmailAfterMs: EMAIL_AFTER_MS,
      notifyEmailCheckMs: 3_600_000,
    });
    provider = await approvedProvider(t, 'mention-provider');
    ann = await clientOf(t, provider, 'mention-ann', 'Ann Lindqvist');
    ben = await clientOf(t, provider, 'mention-ben', 'Ben Okafor');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const post = (account: { token: string }, channelId: string, text: string) =>
    t.api<TChatMessageResponse>('POST', `/chat/channels/${channelId}/messages`, {
      token: account.token,
      json: { text, clientId: randomUUID() },
    });
  const edit = (account: { token: string }, channelId: string, id: string, text: string) =>
    t.api<TChatMessageResponse>('PATCH', `/chat/channels/${channelId}/messages/${id}`, {
      token: account.token,
      json: { text },
    });
  const notices = async (account: TestAccount, type = 'chat-mention') => {
    const { body } = await t.api<TNotificationListResponse>('GET', '/notifications', {
      token: account.token,
    });
    // Each test reads everything first (readAll): what is unread is this test's.
    return body.data.filter((notice: TNotification) => notice.type === type && !notice.readAt);
  };
  /** Polls a request until it holds, or fails after five seconds. */
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 100; i += 1) {
      if (await check()) return;
      await sleep(50);
    }
    throw new Error('the condition did not hold in time');
  };
  const readAll = async (...accounts: TestAccount[]) => {
    await t.server.settle();
    for (const account of accounts) {
      await t.api('POST', '/notifications/read-all', { token: account.token });
    }
  };
  const preferences = (account: TestAccount, json: unknown) =>
    t.api('PATCH', '/notifications/preferences', { token: account.token, json });
  const privateGroup = async (name: string, members: TestAccount[]) => {
    const created = await t.api<TChannelResponse>('POST', '/chat/channels', {
      token: provider.token,
      json: { type: 'group', name, memberIds: members.map((m) => m.id), clientPrivacy: 'private' },
    });
    expect(created.status).toBe(201);
    return created.body.data.id;
  };

  it('stores the ids a text mentions, and checks them on send and on edit', async () => {
    const channelId = await createGroup(t, provider, [ann, ben], 'Stored mentions');
    const text = `Hi ${mentionToken(ann.id)} and ${mentionToken(ben.id)}, ${mentionToken(ann.id)}`;
    const sent = await post(provider, channelId, text);
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ text, mentions: [ann.id, ben.id] });
    const { body } = await t.api<TMessageListResponse>(
      'GET',
      `/chat/channels/${channelId}/messages`,
      { token: ann.token },
    );
    expect(body.data.find((m) => m.id === sent.body.data.id)?.mentions).toEqual([ann.id, ben.id]);

    const edited = await edit(
      provider,
      channelId,
      sent.body.data.id,
      `Only ${mentionToken(ben.id)}`,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data.mentions).toEqual([ben.id]);
    const plain = await post(provider, channelId, 'No one');
    expect(plain.body.data.mentions).toEqual([]);
  });

  it('refuses a mention of a non-member or a guest (400), @all by anyone but the owner (403) or in a direct chat (400)', async () => {
    const channelId = await createGroup(t, provider, [ann], 'Refused mentions');
    const outsider = await approvedProvider(t, 'mention-outsider');
    const guest = await joinAsGuest(t, (await inviteToGroup(t, provider, channelId)).id);
    for (const id of [outsider.id, guest.id, randomUUID()]) {
      const refused = await post(provider, channelId, `Hello ${mentionToken(id)}`);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        message: 'This message mentions someone who is not in this conversation.',
        details: [{ path: 'text' }],
      });
    }
    const byMember = await post(ann, channelId, `Hey ${mentionToken(MENTION_ALL)}`);
    expect(byMember.status).toBe(403);
    expect(byMember.body).toMatchObject({
      message: 'Only the group’s owner can mention everyone.',
    });
    const byGuest = await post(guest, channelId, `Hey ${mentionToken(MENTION_ALL)}`);
    expect(byGuest.status).toBe(403);
    const byOwner = await post(provider, channelId, `Hey ${mentionToken(MENTION_ALL)}`);
    expect(byOwner.status).toBe(201);
    expect(byOwner.body.data.mentions).toEqual([MENTION_ALL]);

    const directId = await openDirect(t, provider, ann);
    const inDirect = await post(provider, directId, `Hey ${mentionToken(MENTION_ALL)}`);
    expect(inDirect.status).toBe(400);
    expect(inDirect.body).toMatchObject({ message: 'You can mention everyone only in a group.' });
    expect((await post(provider, directId, `Hey ${mentionToken(ann.id)}`)).status).toBe(201);

    // An edit is checked the same way, and changes nothing when refused.
    const mine = (await post(ann, channelId, 'Mine')).body.data;
    expect((await edit(ann, channelId, mine.id, `x ${mentionToken(outsider.id)}`)).status).toBe(
      400,
    );
    expect((await edit(ann, channelId, mine.id, `x ${mentionToken(MENTION_ALL)}`)).status).toBe(
      403,
    );
    const page = await t.api<TMessageListResponse>('GET', `/chat/channels/${channelId}/messages`, {
      token: ann.token,
    });
    expect(page.body.data.find((m) => m.id === mine.id)).toMatchObject({
      text: 'Mine',
      editedAt: null,
    });
    // A guest may mention the members who are accounts.
    expect((await post(guest, channelId, `Thanks ${mentionToken(ann.id)}`)).status).toBe(201);
  });

  it('notifies a muted member of a mention, and only the mention: no plain notice besides', async () => {
    const channelId = await createGroup(t, provider, [ann, ben], 'Muted but mentioned');
    const muted = await t.api('PATCH', `/chat/channels/${channelId}`, {
      token: ann.token,
      json: { isMuted: true },
    });
    expect(muted.status).toBe(200);
    await readAll(ann, ben);
    await post(provider, channelId, `Please look, ${mentionToken(ann.id)}`);
    await until(async () => (await notices(ann)).length === 1);
    expect((await notices(ann))[0]).toMatchObject({
      title: `${provider.fullName} mentioned you in Muted but mentioned`,
      link: `/chat?channel=${channelId}`,
      readAt: null,
    });
    // Ben, not mentioned, gets the plain notice; Ann, muted, none besides the mention.
    await until(async () => (await notices(ben, 'chat-message')).length === 1);
    await t.server.settle();
    expect(await notices(ann, 'chat-message')).toEqual([]);
    expect(await notices(ben)).toEqual([]);

    // Not muted: the mention stands for the message, one notification, not two.
    await t.api('PATCH', `/chat/channels/${channelId}`, {
      token: ann.token,
      json: { isMuted: false },
    });
    await readAll(ann, ben);
    await post(provider, channelId, `Again, ${mentionToken(ann.id)}`);
    await until(async () => (await notices(ben, 'chat-message')).length > 0);
    await t.server.settle();
    expect(await notices(ann)).toHaveLength(1);
    expect(await notices(ann, 'chat-message')).toEqual([]);

    // Reading the conversation reads the mention too.
    await t.api('POST', `/chat/channels/${channelId}/read`, {
      token: ann.token,
      json: { seq: 1_000_000 },
    });
    expect(await notices(ann)).toEqual([]);
  });

  it('tells everyone but the author of @all, in a direct chat without a group name', async () => {
    const channelId = await createGroup(t, provider, [ann, ben], 'Everyone');
    await readAll(ann, ben, provider);
    await post(provider, channelId, `Meeting at 3, ${mentionToken(MENTION_ALL)}`);
    await until(async () => (await notices(ben)).length > 0 && (await notices(ann)).length > 0);
    expect((await notices(ann))[0]?.title).toBe(`${provider.fullName} mentioned you in Everyone`);
    await t.server.settle();
    expect(await notices(provider)).toEqual([]);

    const directId = await openDirect(t, ann, provider);
    await readAll(provider);
    await post(ann, directId, `${mentionToken(provider.id)} a question`);
    await until(async () => (await notices(provider)).length > 0);
    expect((await notices(provider))[0]).toMatchObject({
      title: `${ann.fullName} mentioned you`,
      message: `@${provider.fullName} a question`,
    });
  });

  it('writes mentions as names in the reader’s form, never as tokens; the live notice keeps the words off the lock screen', async () => {
    const channelId = await privateGroup('Names in words', [ann, ben]);
    await readAll(ann, ben, provider);
    const tab = await openSocket(t, ben);
    sockets.push(tab);
    const heard: TNotificationPayload[] = [];
    tab.on('new_notification', (payload: TNotificationPayload) => heard.push(payload));

    await post(ann, channelId, `${mentionToken(ben.id)} did you ask ${mentionToken(provider.id)}?`);
    await until(async () => (await notices(ben)).length === 1);
    await until(async () => (await notices(provider)).length === 1);
    // Ben, a client, reads Ann and himself in the private form; the provider reads full names.
    expect((await notices(ben))[0]).toMatchObject({
      title: 'Ann L. mentioned you in Names in words',
      message: `@Ben O. did you ask @${provider.fullName}?`,
    });
    expect((await notices(provider))[0]).toMatchObject({
      title: 'Ann Lindqvist mentioned you in Names in words',
      message: `@Ben Okafor did you ask @${provider.fullName}?`,
    });
    await eventually(() => heard.some((p) => p.type === 'chat-mention'));
    const live = heard.find((p) => p.type === 'chat-mention');
    expect(live).toMatchObject({
      title: 'Ann L. mentioned you in Names in words',
      message: 'Open the conversation to read it.',
    });
    expect(JSON.stringify(heard)).not.toContain('did you ask');
    expect(JSON.stringify(heard)).not.toContain('Lindqvist');

    // The plain notice of a later message names mentions in words too.
    await readAll(provider);
    await post(ann, channelId, `Thanks to ${mentionToken(ben.id)}`);
    await until(async () => (await notices(provider, 'chat-message')).length > 0);
    expect((await notices(provider, 'chat-message'))[0]?.message).toBe('Thanks to @Ben Okafor');

    const search = await t.api<TChatSearchResponse>('GET', '/chat/search?q=thanks', {
      token: ben.token,
    });
    const hit = search.body.data.find((h) => h.message.channelId === channelId);
    expect(hit?.snippet).toBe('Thanks to @Ben O.');
    expect(hit?.message.text).toBe(`Thanks to ${mentionToken(ben.id)}`);
  });

  it('honours the person’s switches for mentions: in the app, and by e-mail (who and where, never the words)', async () => {
    const channelId = await createGroup(t, provider, [ann, ben], 'Switches');
    await readAll(ann, ben);
    expect(
      (await preferences(ann, { 'chat-mention': { inApp: false, desktop: false, email: false } }))
        .status,
    ).toBe(200);
    await post(
      provider,
      channelId,
      `Secret plans, ${mentionToken(ann.id)} ${mentionToken(ben.id)}`,
    );
    await until(async () => (await notices(ben)).length === 1);
    await t.server.settle();
    expect(await notices(ann)).toEqual([]);

    // Ben left it unread: the e-mail says who and where.
    await sleep(EMAIL_AFTER_MS + 50);
    await sendDueNotificationMails(t.server.ctx);
    const title = `${provider.fullName} mentioned you in Switches`;
    const mail = await waitForMailRecord(t.dataDir, ben.email, 5000, title);
    expect(mail.text).not.toContain('Secret plans');
    expect(outboxCount(t.dataDir, title)).toBe(1);
    await preferences(ann, { 'chat-mention': { inApp: true, desktop: true, email: true } });
  });

  it('notifies nobody who has the conversation open, and an edit only the newly mentioned', async () => {
    const channelId = await createGroup(t, provider, [ann, ben], 'Open and edited');
    await readAll(ann, ben);
    const tab = await openSocket(t, ann);
    sockets.push(tab);
    expect(await emitWithAck(tab, 'channel_focus', { channelId })).toEqual({ ok: true });
    const first = (await post(provider, channelId, `Hi ${mentionToken(ann.id)}`)).body.data;
    await t.server.settle();
    await sleep(200);
    expect(await notices(ann)).toEqual([]);
    await emitWithAck(tab, 'channel_focus', { channelId: null });

    const edited = await edit(
      provider,
      channelId,
      first.id,
      `Hi ${mentionToken(ann.id)} ${mentionToken(ben.id)}`,
    );
    expect(edited.status).toBe(200);
    await until(async () => (await notices(ben)).length === 1);
    await t.server.settle();
    await sleep(200);
    expect(await notices(ann)).toEqual([]);
    expect((await notices(ben))[0]?.title).toBe(
      `${provider.fullName} mentioned you in Open and edited`,
    );
    const message: TChatMessage = edited.body.data;
    expect(message.mentions).toEqual([ann.id, ben.id]);
  });
});
