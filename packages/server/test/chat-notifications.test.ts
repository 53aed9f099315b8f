import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  TMessageListResponse,
  TNotification,
  TNotificationListResponse,
  TNotificationPayload,
} from '@portal/contracts';

import type { TestAccount } from './support/accounts.ts';
import {
  approvedProvider,
  clientOf,
  createGroup,
  emitWithAck,
  eventually,
  openDirect,
  openSocket,
  send,
} from './support/chat.ts';
import { databaseKinds } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/server.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls an asynchronous check (a request) until it holds, or fails after five seconds. */
async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return;
    await sleep(50);
  }
  throw new Error('the condition did not hold in time');
}

describe.each(databaseKinds)('chat notifications (%s)', (kind) => {
  let t: TestServer;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const chatNotices = async (account: TestAccount, type = 'chat-message') => {
    const { body } = await t.api<TNotificationListResponse>('GET', '/notifications', {
      token: account.token,
    });
    return body.data.filter((notice: TNotification) => notice.type === type);
  };

  /** A provider and its client, every earlier notification of theirs read. */
  const pair = async () => {
    const provider = await approvedProvider(t);
    const client = await clientOf(t, provider);
    for (const account of [provider, client]) {
      await t.api('POST', '/notifications/read-all', { token: account.token });
    }
    return { provider, client };
  };

  /** The person lets a message's text travel with its live notification (off by default). */
  const showMessageText = async (account: TestAccount) => {
    const answer = await t.api('PATCH', '/notifications/preferences', {
      token: account.token,
      json: { showMessageText: true },
    });
    expect(answer.status).toBe(200);
  };

  const socketOf = async (account: TestAccount) => {
    const socket = await openSocket(t, account);
    sockets.push(socket);
    return socket;
  };

  it('tells the other member of a new message, one unread notification per channel, not the author', async () => {
    const { provider, client } = await pair();
    const channelId = await openDirect(t, provider, client);
    await send(t, provider, channelId, 'Your results are in.');
    await until(async () => (await chatNotices(client)).length === 1);
    await send(t, provider, channelId, 'Call me when you can.');
    await until(async () => (await chatNotices(client))[0]?.message === 'Call me when you can.');

    const notices = await chatNotices(client);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      title: provider.fullName,
      link: `/chat?channel=${channelId}`,
      readAt: null,
    });
    expect(await chatNotices(provider)).toEqual([]);
  });

  it('names the group, and reading the channel to its end reads the notification', async () => {
    const { provider, client } = await pair();
    const channelId = await createGroup(t, provider, [client], 'Intake team');
    await send(t, provider, channelId, 'Welcome!');
    await until(async () => (await chatNotices(client)).length === 1);
    const [notice] = await chatNotices(client);
    expect(notice?.title).toBe(`${provider.fullName} in Intake team`);

    const listening = await socketOf(client);
    const reads: unknown[] = [];
    listening.on('notifications_read', (payload: unknown) => reads.push(payload));
    const marked = await t.api('POST', `/chat/channels/${channelId}/read`, {
      token: client.token,
      json: { seq: 1_000_000 },
    });
    expect(marked.status).toBe(200);
    expect((await chatNotices(client))[0]?.readAt).not.toBeNull();
    await eventually(() => reads.length === 1);
    // What stays unread is the other notice: being added to the group.
    expect(reads[0]).toEqual({ ids: [notice?.id], unreadCount: 1 });
  });

  it('keeps what a message says off the lock screen: the live notice says who and where unless the person opts in', async () => {
    const { provider, client } = await pair();
    const channelId = await createGroup(t, provider, [client], 'Intake team');
    await t.server.settle();
    const tab = await socketOf(client);
    const heard: TNotificationPayload[] = [];
    tab.on('new_notification', (payload: TNotificationPayload) => heard.push(payload));

    await send(t, provider, channelId, 'Your results are in.');
    await eventually(() => heard.some((payload) => payload.type === 'chat-message'));
    const live = heard.find((payload) => payload.type === 'chat-message');
    expect(live).toMatchObject({
      title: `New message from ${provider.fullName} in Intake team`,
      message: 'Open the conversation to read it.',
      desktop: true,
    });
    expect(JSON.stringify(live)).not.toContain('results');
    // In the app, the notification keeps what was written.
    expect((await chatNotices(client))[0]).toMatchObject({ message: 'Your results are in.' });

    await showMessageText(client);
    await t.api('POST', '/notifications/read-all', { token: client.token });
    heard.length = 0;
    await send(t, provider, channelId, 'See you on Monday.');
    await eventually(() => heard.some((payload) => payload.type === 'chat-message'));
    expect(heard.find((payload) => payload.type === 'chat-message')).toMatchObject({
      title: `${provider.fullName} in Intake team`,
      message: 'See you on Monday.',
    });
  });

  it('notifies nothing while the person has the channel open in a visible tab, again once it is closed', async () => {
    const { provider, client } = await pair();
    const channelId = await openDirect(t, provider, client);
    const tab = await socketOf(client);
    expect(await emitWithAck(tab, 'channel_focus', { channelId })).toEqual({ ok: true });

    await send(t, provider, channelId, 'Seen live.');
    await sleep(300);
    expect(await chatNotices(client)).toEqual([]);

    expect(await emitWithAck(tab, 'channel_focus', { channelId: null })).toEqual({ ok: true });
    await send(t, provider, channelId, 'Now away.');
    await until(async () => (await chatNotices(client)).length === 1);
  });

  it('tells each member of a busy group once, by the latest message, with their own unread count', async () => {
    const provider = await approvedProvider(t);
    const clients: TestAccount[] = [];
    for (let n = 0; n < 8; n += 1) clients.push(await clientOf(t, provider, `member${n}`));
    const [looking, ...elsewhere] = clients;
    if (!looking) throw new Error('no client');
    const channelId = await createGroup(t, provider, clients, 'Busy group');
    await t.server.settle();
    for (const account of clients) {
      await t.api('POST', '/notifications/read-all', { token: account.token });
      await showMessageText(account);
    }
    const lookingTab = await socketOf(looking);
    await emitWithAck(lookingTab, 'channel_focus', { channelId });
    const heard = new Map<string, { unreadCount: number; message: string }[]>();
    for (const account of elsewhere) {
      const tab = await socketOf(account);
      const events: { unreadCount: number; message: string }[] = [];
      tab.on('new_notification', (event: { unreadCount: number; message: string }) =>
        events.push(event),
      );
      heard.set(account.id, events);
    }

    const texts = Array.from({ length: 12 }, (_, n) => `Message ${n + 1}`);
    await Promise.all(texts.map((text) => send(t, provider, channelId, text)));
    const latest = await t.api<TMessageListResponse>(
      'GET',
      `/chat/channels/${channelId}/messages`,
      { token: provider.token },
    );
    const last = latest.body.data.at(-1)?.text;
    await t.server.settle();

    expect(await chatNotices(looking)).toEqual([]);
    for (const account of elsewhere) {
      const notices = await chatNotices(account);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        title: `${provider.fullName} in Busy group`,
        message: last,
      });
      await eventually(() => heard.get(account.id)?.at(-1)?.message === last);
      expect(heard.get(account.id)?.at(-1)).toMatchObject({ unreadCount: 1 });
    }
  });

  it('tells a group written to without a pause at most once a second, by the latest message', async () => {
    const provider = await approvedProvider(t);
    const member = await clientOf(t, provider, 'steady');
    const channelId = await createGroup(t, provider, [member], 'Steady group');
    await t.server.settle();
    await t.api('POST', '/notifications/read-all', { token: member.token });
    await showMessageText(member);
    const heard: string[] = [];
    const tab = await socketOf(member);
    tab.on('new_notification', (event: { message: string }) => heard.push(event.message));

    // One message after another for two and a half seconds: on one database connection (PGlite)
    // each send waits behind the round of notices that the one before started.
    const started = Date.now();
    let sent = 0;
    while (Date.now() - started < 2500) {
      await send(t, provider, channelId, `Steady ${sent}`);
      sent += 1;
    }
    await t.server.settle();
    const seconds = (Date.now() - started) / 1000;

    await eventually(() => heard.at(-1) === `Steady ${sent - 1}`);
    expect(sent).toBeGreaterThan(20);
    expect(heard.length).toBeLessThanOrEqual(Math.floor(seconds) + 1);
    expect(await chatNotices(member)).toHaveLength(1);
  });

  it('notifies nothing of a muted conversation', async () => {
    const { provider, client } = await pair();
    const channelId = await openDirect(t, provider, client);
    const muted = await t.api('PATCH', `/chat/channels/${channelId}`, {
      token: client.token,
      json: { isMuted: true },
    });
    expect(muted.status).toBe(200);
    await send(t, provider, channelId, 'Muted, so quiet.');
    // The provider is not muted: its notification shows that the pass ran.
    await send(t, client, channelId, 'A reply.');
    await until(async () => (await chatNotices(provider)).length === 1);
    expect(await chatNotices(client)).toEqual([]);
  });

  it('tells people they were added to a group or that someone started a chat with them', async () => {
    const { provider, client } = await pair();
    const second = await clientOf(t, provider, 'second');
    await t.api('POST', '/notifications/read-all', { token: second.token });

    const directId = await openDirect(t, provider, client);
    await until(async () => (await chatNotices(client, 'chat-added')).length === 1);
    expect((await chatNotices(client, 'chat-added'))[0]).toMatchObject({
      title: `${provider.fullName} started a chat with you`,
      link: `/chat?channel=${directId}`,
    });
    // Opening the same chat again is not news.
    await openDirect(t, client, provider);

    const groupId = await createGroup(t, provider, [client], 'Care plan');
    await until(async () => (await chatNotices(client, 'chat-added')).length === 2);
    const added = await t.api('POST', `/chat/channels/${groupId}/members`, {
      token: provider.token,
      json: { memberIds: [second.id] },
    });
    expect(added.status).toBe(200);
    await until(async () => (await chatNotices(second, 'chat-added')).length === 1);
    expect((await chatNotices(second, 'chat-added'))[0]?.title).toBe(
      `${provider.fullName} added you to Care plan`,
    );
    expect(await chatNotices(provider, 'chat-added')).toEqual([]);
    expect(await chatNotices(client, 'chat-added')).toHaveLength(2);
  });
});

describe('a stop while notices are being told', () => {
  it('waits for them, and for the rounds they start, before the database closes', async () => {
    const lines: string[] = [];
    const t = await startTestServer('pglite', { logLevel: 'warn' }, { logLines: lines });
    const provider = await approvedProvider(t);
    const members: TestAccount[] = [];
    for (let n = 0; n < 6; n += 1) members.push(await clientOf(t, provider, `stop${n}`));
    const channelId = await createGroup(t, provider, members, 'Stopping');
    await t.server.settle();
    // A burst, then the stop at once: its rounds of notices are still running.
    await Promise.all(
      Array.from({ length: 10 }, (_, n) => send(t, provider, channelId, `Before the stop ${n}`)),
    );
    await t.close();
    expect(lines.filter((line) => /background task failed|closed/i.test(line))).toEqual([]);
  });
});
