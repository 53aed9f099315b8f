import { and, desc, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  THeartbeatResponse,
  TLoginResponse,
  TSessionEndedPayload,
  TSessionListResponse,
  TSessionsEndedResponse,
} from '@portal/contracts';

import { auditLog, sessions } from '../src/db/schema.ts';
import {
  createApproved,
  sessionIdOf,
  superadminToken,
  type TestAccount,
} from './support/accounts.ts';
import { openSocket } from './support/chat.ts';
import { databaseKinds } from './support/databases.ts';
import { outboxCount, waitForMailRecord } from './support/outbox.ts';
import { startTestServer, type TestServer } from './support/server.ts';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const NEW_DEVICE_SUBJECT = 'New sign-in to your account';

/**
 * Issue 32: each sign-in is a session one can see and end (its next request 401, its sockets
 * closed at once), a password change keeps only its own, an idle session is refused, and a
 * sign-in from a device not used lately is e-mailed.
 */
describe.each(databaseKinds)('sessions (%s)', (kind) => {
  let t: TestServer;
  let admin: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestServer(kind);
    admin = await superadminToken(t);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const signIn = async (account: TestAccount, userAgent = CHROME_LINUX) => {
    const answer = await t.api<TLoginResponse>('POST', '/auth/login', {
      json: { email: account.email, password: account.password },
      headers: { 'user-agent': userAgent },
    });
    expect(answer.status).toBe(200);
    return answer.body.token;
  };
  const listOf = (token: string) =>
    t.api<TSessionListResponse>('GET', '/sessions', { token, headers: { 'user-agent': 'x' } });
  const statusOf = async (token: string) => (await t.api('POST', '/auth/get-me', { token })).status;
  const socketOf = async (account: TestAccount, token: string) => {
    const socket = await openSocket(t, { ...account, token });
    sockets.push(socket);
    return socket;
  };
  const endedWith = (socket: Socket) =>
    new Promise<{ payload: TSessionEndedPayload; disconnected: Promise<void> }>((resolve) => {
      socket.once('session_ended', (payload: TSessionEndedPayload) =>
        resolve({
          payload,
          disconnected: new Promise((done) => {
            if (socket.disconnected) done();
            else socket.once('disconnect', () => done());
          }),
        }),
      );
    });
  const rowOf = async (sessionId: string) =>
    (await t.server.ctx.db.select().from(sessions).where(eq(sessions.id, sessionId)))[0];
  const ageSession = async (sessionId: string, minutes: number) =>
    t.server.ctx.db
      .update(sessions)
      .set({ lastActiveAt: new Date(Date.now() - minutes * 60_000) })
      .where(eq(sessions.id, sessionId));

  it('lists where one is signed in, with the device, this session marked', async () => {
    const person = await createApproved(t, 'provider', 'lister');
    const laptop = await signIn(person, CHROME_LINUX);
    const phone = await signIn(person, SAFARI_IPHONE);
    const fromLaptop = await listOf(laptop);
    expect(fromLaptop.status).toBe(200);
    const mine = fromLaptop.body.data.filter((s) =>
      [laptop, phone].map(sessionIdOf).includes(s.id),
    );
    expect(mine.map((s) => [s.label, s.isCurrent]).sort()).toEqual([
      ['Chrome on Linux', true],
      ['Mobile Safari on iOS', false],
    ]);
    expect(mine[0]?.ip).toMatch(/127\.0\.0\.1/);
    const fromPhone = await listOf(phone);
    expect(fromPhone.body.data.find((s) => s.isCurrent)?.id).toBe(sessionIdOf(phone));
  });

  it('ends one session from another: its next request is 401 and its socket closes at once', async () => {
    const person = await createApproved(t, 'client', 'ender');
    const here = await signIn(person);
    const there = await signIn(person, FIREFOX_WINDOWS);
    const socket = await socketOf(person, there);
    const ended = endedWith(socket);
    const answer = await t.api<TSessionsEndedResponse>(
      'DELETE',
      `/sessions/${sessionIdOf(there)}`,
      {
        token: here,
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.ended).toBe(1);
    const { payload, disconnected } = await ended;
    expect(payload.reason).toBe('signed-out');
    await disconnected;
    expect(await statusOf(there)).toBe(401);
    expect(await statusOf(here)).toBe(200);
    // Ended: no longer listed, and ending it again finds nothing.
    expect((await listOf(here)).body.data.map((s) => s.id)).not.toContain(sessionIdOf(there));
    expect((await t.api('DELETE', `/sessions/${sessionIdOf(there)}`, { token: here })).status).toBe(
      404,
    );
    // Someone else's session is not there at all.
    const stranger = await createApproved(t, 'client', 'stranger');
    const theirs = await t.api('DELETE', `/sessions/${sessionIdOf(here)}`, {
      token: stranger.token,
    });
    expect(theirs.status).toBe(404);
    expect(await statusOf(here)).toBe(200);
    const [audited] = await t.server.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'session.end'), eq(auditLog.targetId, person.id)));
    expect(audited).toMatchObject({ actorId: person.id, actorName: person.fullName });
    expect(audited?.detail).toEqual({ reason: 'signed-out', sessionIds: [sessionIdOf(there)] });
  });

  it('signs out everywhere else, and a password change keeps only its own session', async () => {
    const person = await createApproved(t, 'provider', 'everywhere');
    const [a, b, c] = [await signIn(person), await signIn(person), await signIn(person)];
    const others = await t.api<TSessionsEndedResponse>('POST', '/sessions/end-others', {
      token: a,
    });
    // The session createApproved made, and b and c.
    expect(others.body.data.ended).toBe(3);
    expect([await statusOf(a), await statusOf(b), await statusOf(c)]).toEqual([200, 401, 401]);
    expect((await listOf(a)).body.data.map((s) => s.id)).toEqual([sessionIdOf(a)]);

    const d = await signIn(person);
    const socket = await socketOf(person, d);
    const ended = endedWith(socket);
    const changed = await t.api<{ token: string }>('PATCH', '/auth/change-password', {
      token: a,
      json: { currentPassword: person.password, newPassword: 'a new pass phrase' },
    });
    expect(changed.status).toBe(200);
    expect((await ended).payload.reason).toBe('signed-out');
    expect(await statusOf(d)).toBe(401);
    // The session that changed it goes on, with the new token of the same session.
    expect(sessionIdOf(changed.body.token)).toBe(sessionIdOf(a));
    expect(await statusOf(changed.body.token)).toBe(200);
    expect((await listOf(changed.body.token)).body.data.map((s) => s.id)).toEqual([sessionIdOf(a)]);
  });

  it('lets the superadmin end every session of a person', async () => {
    const person = await createApproved(t, 'client', 'ended-by-admin');
    const second = await signIn(person);
    const socket = await socketOf(person, second);
    const ended = endedWith(socket);
    const answer = await t.api<TSessionsEndedResponse>('DELETE', `/users/${person.id}/sessions`, {
      token: admin,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.ended).toBe(2);
    expect((await ended).payload.reason).toBe('ended-by-admin');
    expect([await statusOf(person.token), await statusOf(second)]).toEqual([401, 401]);
    // The person signs in again as before.
    expect(await statusOf(await signIn(person))).toBe(200);
  });

  it('refuses a session idle longer than the practice allows; only the person’s doing keeps it', async () => {
    const person = await createApproved(t, 'provider', 'idle');
    const sessionId = sessionIdOf(person.token);

    // Reads (a list, get-me: a POST that only reads) do not count as activity.
    await ageSession(sessionId, 2);
    const before = (await rowOf(sessionId))?.lastActiveAt.getTime() ?? 0;
    expect((await listOf(person.token)).status).toBe(200);
    expect(await statusOf(person.token)).toBe(200);
    expect((await rowOf(sessionId))?.lastActiveAt.getTime()).toBe(before);
    // The heartbeat does, and says how long the session may stay idle (the default, 30).
    const beat = await t.api<THeartbeatResponse>('POST', '/sessions/heartbeat', {
      token: person.token,
    });
    expect(beat.status).toBe(200);
    expect(beat.body.data.idleTimeoutMinutes).toBe(30);
    expect(Date.now() - new Date(beat.body.data.lastActiveAt).getTime()).toBeLessThan(10_000);

    // 29 quiet minutes are allowed; 31 are not: refused, and ended for good.
    await ageSession(sessionId, 29);
    expect(await statusOf(person.token)).toBe(200);
    await ageSession(sessionId, 31);
    expect(await statusOf(person.token)).toBe(401);
    expect((await rowOf(sessionId))?.endedReason).toBe('idle');
    await ageSession(sessionId, 0);
    expect(await statusOf(person.token)).toBe(401);
  });

  it('keeps the idle limit as a practice setting, 5 to 720 minutes', async () => {
    const bad = await t.api('PATCH', '/practice/settings', {
      token: admin,
      json: { idleTimeoutMinutes: 4 },
    });
    expect(bad.status).toBe(400);
    const set = await t.api<{ data: { idleTimeoutMinutes: number } }>(
      'PATCH',
      '/practice/settings',
      { token: admin, json: { idleTimeoutMinutes: 15 } },
    );
    expect(set.body.data.idleTimeoutMinutes).toBe(15);
    const person = await createApproved(t, 'client', 'limit');
    const beat = await t.api<THeartbeatResponse>('POST', '/sessions/heartbeat', {
      token: person.token,
    });
    expect(beat.body.data.idleTimeoutMinutes).toBe(15);
    await t.api('PATCH', '/practice/settings', { token: admin, json: { idleTimeoutMinutes: 30 } });
  });

  it('e-mails a sign-in from a browser and system not used for the account in 90 days', async () => {
    const person = await createApproved(t, 'client', 'travelling');
    const mails = () => outboxCount(t.dataDir, NEW_DEVICE_SUBJECT);
    const before = mails();
    // createApproved signed in without a browser: Chrome on Linux is new once (one e-mail), then
    // known (none for the second sign-in).
    await signIn(person, CHROME_LINUX);
    await expect.poll(mails).toBe(before + 1);
    await signIn(person, CHROME_LINUX);
    await signIn(person, FIREFOX_WINDOWS);
    await expect.poll(mails).toBe(before + 2);
    const mail = await waitForMailRecord(t.dataDir, person.email, 5000, NEW_DEVICE_SUBJECT);
    expect(mail.text).toContain('Device: Firefox on Windows');
    expect(mail.text).toMatch(/When: \d{4}-\d\d-\d\d [\d:]{8} UTC/);
    expect(mail.text).toMatch(/Address: .*127\.0\.0\.1/);

    // 91 days later, Firefox on Windows is news again.
    await t.server.ctx.db
      .update(sessions)
      .set({
        createdAt: new Date(Date.now() - 91 * 86_400_000),
        lastActiveAt: new Date(Date.now() - 91 * 86_400_000),
      })
      .where(eq(sessions.userId, person.id));
    const count = mails();
    await signIn(person, FIREFOX_WINDOWS);
    await expect.poll(mails).toBe(count + 1);
  });

  it('audits sign-ins with the browser and the names of the time', async () => {
    const person = await createApproved(t, 'provider', 'audited');
    await signIn(person, FIREFOX_WINDOWS);
    const [row] = await t.server.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'login.success'), eq(auditLog.actorId, person.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({ userAgent: FIREFOX_WINDOWS, actorName: person.fullName });
  });
});
