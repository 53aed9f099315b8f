import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  TClientResponse,
  TNotificationListResponse,
  TNotificationPayload,
  TNotificationReadResponse,
} from '@portal/contracts';

import { notify } from '../src/notifications/notify.ts';
import { sendDueNotificationMails } from '../src/notifications/unread-mail.ts';
import {
  createApproved,
  signupPending,
  superadminToken,
  uniqueEmail,
  type TestAccount,
} from './support/accounts.ts';
import { databaseKinds } from './support/databases.ts';
import { requestLicenseCode } from './support/license-codes.ts';
import { outboxCount, waitForMail } from './support/outbox.ts';
import { startTestServer, type TestServer } from './support/server.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds)('notifications (%s)', (kind) => {
  let t: TestServer;
  let admin: string;
  let adminId: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // Unread chat notifications are e-mailed after 300 ms here; passes run when a test asks.
    t = await startTestServer(kind, { notifyEmailAfterMs: 300, notifyEmailCheckMs: 3_600_000 });
    admin = await superadminToken(t);
    adminId = String((await t.api('POST', '/auth/get-me', { token: admin })).body.userId);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const list = async (token: string, query = '') =>
    (await t.api<TNotificationListResponse>('GET', `/notifications${query}`, { token })).body;

  async function listen(account: { id: string; token: string }) {
    const socket = connect(t.url, {
      transports: ['websocket'],
      auth: { token: account.token },
      query: { userId: account.id },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    const received: TNotificationPayload[] = [];
    const reads: unknown[] = [];
    socket.on('new_notification', (payload: TNotificationPayload) => received.push(payload));
    socket.on('notifications_read', (payload: unknown) => reads.push(payload));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return { received, reads };
  }

  /** An approved account whose approval notification is already read, for tests that count. */
  const freshPerson = async (label: string) => {
    const person = await createApproved(t, 'client', label);
    await t.api('POST', '/notifications/read-all', { token: person.token });
    return person;
  };

  const until = async (check: () => boolean, what: string) => {
    for (let i = 0; i < 100 && !check(); i += 1) await sleep(30);
    if (!check()) throw new Error(`never happened: ${what}`);
  };

  it('tells the superadmins, live and stored, that a new sign-up waits for review', async () => {
    const tab = await listen({ id: adminId, token: admin });
    const account = await signupPending(t, 'provider', 'review');
    await until(() => tab.received.some((n) => n.message.includes(account.fullName)), 'live');
    const live = tab.received.find((n) => n.message.includes(account.fullName));
    expect(live).toMatchObject({
      type: 'account-review',
      title: 'A new sign-up waits for review',
      message: `${account.fullName} signed up as a provider.`,
      link: `/pending-users/view-user/${account.id}`,
      desktop: true,
    });
    const stored = await list(admin);
    expect(stored.data[0]).toMatchObject({ id: live?.id, readAt: null });
    expect(stored.unreadCount).toBe(live?.unreadCount);
  });

  it('tells a person, in the app and by e-mail, that the account was approved or restored', async () => {
    const account = await signupPending(t, 'client', 'approved');
    await t.api('PATCH', '/auth/approve-user', { token: admin, json: { userId: account.id } });
    const mail = await waitForMail(t.dataDir, account.email);
    expect(mail).toContain('Your account was approved');
    expect(mail).toContain('/settings#notifications');
    const token = String(
      (
        await t.api('POST', '/auth/login', {
          json: { email: account.email, password: account.password },
        })
      ).body.token,
    );
    expect((await list(token)).data.map((n) => n.title)).toEqual(['Your account was approved']);

    const other = await signupPending(t, 'client', 'restored');
    await t.api('PATCH', '/auth/reject-user', { token: admin, json: { userId: other.id } });
    await t.api('PATCH', '/auth/restore-user', {
      token: admin,
      json: { id: other.id, name: other.fullName, email: other.email },
    });
    // The rejection was e-mailed too (account-rejection.test.ts): the restore's is its own.
    const subject = 'Your account is back in review';
    expect(await waitForMail(t.dataDir, other.email, 5000, subject)).toContain(subject);
  });

  it('tells the provider when a client signs up with the provider’s license number', async () => {
    const provider = await createApproved(t, 'provider', 'licensor');
    const licenseNo = `NOTE-${randomBytes(4).toString('hex')}`;
    const email = uniqueEmail('licensed');
    await t.api<TClientResponse>('POST', '/clients', {
      token: provider.token,
      json: { fullName: 'Licensed Client', email, licenseNo },
    });
    // The license sign-up needs the code mailed to the record's e-mail.
    const code = await requestLicenseCode(t, licenseNo, email);
    const signup = await t.api('POST', '/auth/signup-with-license', {
      json: { licenseNo, password: 'pass word 1', code },
    });
    expect(signup.status).toBe(201);
    expect((await list(provider.token)).data[0]).toMatchObject({
      type: 'client-signup',
      title: 'Your client signed up',
      message: `Licensed Client signed up with license number ${licenseNo}.`,
      link: '/clients',
    });
  });

  it('pages newest first, filters the unread, reads one and all, and every tab hears it', async () => {
    const person = await freshPerson('pager');
    const tab = await listen(person);
    for (let i = 1; i <= 5; i += 1) {
      await notify(t.server.ctx, {
        recipientId: person.id,
        type: 'account-status',
        title: `Note ${i}`,
        message: 'x',
      });
    }
    const first = await list(person.token, '?unread=true&limit=2');
    expect(first.data.map((n) => n.title)).toEqual(['Note 5', 'Note 4']);
    expect(first.unreadCount).toBe(5);
    const second = await list(person.token, `?unread=true&limit=2&before=${first.nextBefore}`);
    expect(second.data.map((n) => n.title)).toEqual(['Note 3', 'Note 2']);
    const last = await list(person.token, `?unread=true&limit=2&before=${second.nextBefore}`);
    expect(last.data.map((n) => n.title)).toEqual(['Note 1']);
    expect(last.nextBefore).toBeNull();

    const read = await t.api<TNotificationReadResponse>(
      'PATCH',
      `/notifications/${first.data[0]?.id}/read`,
      { token: person.token },
    );
    expect(read.status).toBe(200);
    expect(read.body.unreadCount).toBe(4);
    expect(read.body.data.readAt).not.toBeNull();
    await until(() => tab.reads.length === 1, 'read event');
    expect(tab.reads[0]).toEqual({ ids: [first.data[0]?.id], unreadCount: 4 });
    expect((await list(person.token, '?unread=true')).data).toHaveLength(4);

    const all = await t.api('POST', '/notifications/read-all', { token: person.token });
    expect(all.body).toEqual({ unreadCount: 0 });
    await until(() => tab.reads.length === 2, 'read-all event');
    expect(tab.reads[1]).toEqual({ ids: null, unreadCount: 0 });
    expect((await list(person.token, '?unread=true')).data).toEqual([]);
  });

  it('gathers a conversation’s messages into one unread notification until it is read', async () => {
    const person = await freshPerson('gather');
    const tab = await listen(person);
    const message = (text: string) =>
      notify(t.server.ctx, {
        recipientId: person.id,
        type: 'chat-message',
        title: 'New messages from Ann',
        message: text,
        link: '/chat',
        groupKey: 'chat:one',
      });
    await message('first');
    await message('second');
    await until(() => tab.received.length === 2, 'two events');
    expect(tab.received[0]?.id).toBe(tab.received[1]?.id);
    const unread = await list(person.token, '?unread=true');
    expect(unread.data.map((n) => n.message)).toEqual(['second']);
    await t.api('POST', '/notifications/read-all', { token: person.token });
    await message('third');
    const after = await list(person.token, '?limit=2');
    expect(after.data.map((n) => [n.message, n.readAt === null])).toEqual([
      ['third', true],
      ['second', false],
    ]);
  });

  it('follows the preferences: nothing in the app when off, no desktop flag when off', async () => {
    const person = await freshPerson('prefs');
    const tab = await listen(person);
    const change = await t.api('PATCH', '/notifications/preferences', {
      token: person.token,
      json: {
        'account-status': { inApp: false, desktop: false, email: false },
        'chat-added': { inApp: true, desktop: false, email: false },
      },
    });
    expect(change.status).toBe(200);
    const prefs = await t.api<{ data: Record<string, unknown> }>(
      'GET',
      '/notifications/preferences',
      { token: person.token },
    );
    expect(prefs.body.data['chat-added']).toEqual({ inApp: true, desktop: false, email: false });
    // Untouched types keep their defaults.
    expect(prefs.body.data['chat-message']).toEqual({ inApp: true, desktop: true, email: true });

    await notify(t.server.ctx, {
      recipientId: person.id,
      type: 'account-status',
      title: 'Muted',
      message: 'x',
    });
    await notify(t.server.ctx, {
      recipientId: person.id,
      type: 'chat-added',
      title: 'Added to a group',
      message: 'x',
    });
    await until(() => tab.received.length === 1, 'one event');
    expect(tab.received[0]).toMatchObject({ title: 'Added to a group', desktop: false });
    expect((await list(person.token, '?unread=true')).data.map((n) => n.title)).toEqual([
      'Added to a group',
    ]);
  });

  it('e-mails an unread chat notification once after the wait, never when read in time or off', async () => {
    const unreadOne = await createApproved(t, 'client', 'unread');
    const readOne = await createApproved(t, 'client', 'readintime');
    const offOne = await createApproved(t, 'client', 'mailoff');
    await t.api('PATCH', '/notifications/preferences', {
      token: offOne.token,
      json: { 'chat-message': { inApp: true, desktop: true, email: false } },
    });
    const chat = (person: TestAccount) =>
      notify(t.server.ctx, {
        recipientId: person.id,
        type: 'chat-message',
        title: 'New messages from Ann',
        message: 'a private message text',
        link: '/chat?channel=abc',
        groupKey: 'chat:abc',
        email: 'if-unread',
      });
    for (const person of [unreadOne, readOne, offOne]) await chat(person);
    await t.api('POST', '/notifications/read-all', { token: readOne.token });
    const sent = () => outboxCount(t.dataDir, 'New messages from Ann');
    const before = sent();
    await sleep(400);
    await sendDueNotificationMails(t.server.ctx);
    await sendDueNotificationMails(t.server.ctx);
    expect(sent() - before).toBe(1);
    const mail = await waitForMail(t.dataDir, unreadOne.email);
    expect(mail).toContain('New messages from Ann');
    expect(mail).toContain('/chat?channel=abc');
    // No message text leaves by e-mail.
    expect(mail).not.toContain('a private message text');
  });
});

/** Two processes, one PostgreSQL: the e-mail of an unread notification still goes out once. */
const shared = process.env.TEST_DATABASE_URL ? ['postgres'] : [];
describe.each(shared)('notification e-mails across two processes (%s)', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const jwtSecret = randomBytes(32).toString('hex');
    const timing = { notifyEmailAfterMs: 100, notifyEmailCheckMs: 25, jwtSecret };
    a = await startTestServer('postgres', timing);
    b = await startTestServer('postgres', { ...timing, databaseUrl: a.config.databaseUrl });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('sends each due e-mail from exactly one process', async () => {
    const people = await Promise.all(
      Array.from({ length: 8 }, (_, i) => createApproved(a, 'client', `twice${i}`)),
    );

    for (const person of people) {
      await notify(a.server.ctx, {
        recipientId: person.id,
        type: 'chat-message',
        title: 'New messages',
        message: 'x',
        groupKey: 'chat:twice',
        email: 'if-unread',
      });
    }
    const recipients = () =>
      [a.dataDir, b.dataDir].flatMap((dir) => {
        const outbox = path.join(dir, 'outbox');
        return fs.existsSync(outbox)
          ? fs
              .readdirSync(outbox)
              .filter((file) => file.endsWith('.json'))
              .map(
                (file) =>
                  JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as {
                    to: string;
                    subject: string;
                  },
              )
              // The approvals of the accounts above were mailed too.
              .filter((mail) => mail.subject === 'New messages')
              .map((mail) => mail.to)
          : [];
      });
    // Polled, not slept: a slow machine takes longer than the wait to send all eight.
    for (let i = 0; i < 200 && recipients().length < people.length; i += 1) await sleep(50);
    // Many more checks of both processes pass: none of them may send a second copy.
    await sleep(500);
    const sent = recipients();
    expect(sent).toHaveLength(people.length);
    for (const person of people) {
      expect(sent.filter((to) => to === person.email)).toHaveLength(1);
    }
  });
});
