import { randomBytes } from 'node:crypto';

import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApproved, superadminToken } from './support/accounts.ts';
import { notificationPayload } from './support/notifications.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { sharedRedisUrl } from './support/scaled-out.ts';

/*
 * Two server processes behind one balancer: one PostgreSQL, one JWT secret, one Redis (REDIS_URL).
 * A user's sockets on either process hear what the other one does. Needs TEST_DATABASE_URL and
 * TEST_REDIS_URL (npm test starts both for its run): PGlite cannot be shared.
 */

describe.runIf(sharedRedisUrl)('two server processes sharing sockets through Redis', () => {
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

  async function openOn(t: TestServer, account: { id: string; token: string }): Promise<Socket> {
    const socket = connect(t.url, {
      transports: ['websocket'],
      auth: { token: account.token },
      query: { userId: account.id },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  }

  it('a notification sent by one process reaches the user’s tab on the other', async () => {
    const account = await createApproved(a, 'provider', 'clusternote');
    const onB = await openOn(b, account);
    const received = new Promise<unknown>((resolve) => onB.once('new_notification', resolve));
    a.server.ctx.notifier.notifyUser(
      account.id,
      'new_notification',
      notificationPayload({ title: 'Hello', message: 'From the other process' }),
    );
    expect(await received).toMatchObject({ title: 'Hello', message: 'From the other process' });
  });

  it('a block on one process ends the user’s sockets on both', async () => {
    const account = await createApproved(a, 'provider', 'clusterblock');
    const tabs = [await openOn(a, account), await openOn(b, account)];
    const endings = tabs.map(
      (socket) =>
        new Promise<[unknown, string]>((resolve) => {
          socket.once('session_ended', (payload: unknown) =>
            socket.once('disconnect', (reason) => resolve([payload, reason])),
          );
        }),
    );
    const admin = await superadminToken(a);
    const blocked = await a.api('POST', '/auth/block-user', {
      token: admin,
      json: { userId: account.id },
    });
    expect(blocked.status).toBe(200);
    const expected = [
      { reason: 'blocked', message: 'Your account has been blocked by the administrator.' },
      'io server disconnect',
    ];
    expect(await Promise.all(endings)).toEqual([expected, expected]);
  });
});

describe('REDIS_URL that no Redis answers', () => {
  it('stops the start with a clear error instead of running without its other processes', async () => {
    await expect(startTestServer('pglite', { redisUrl: 'redis://127.0.0.1:9' })).rejects.toThrow(
      'REDIS_URL is set but Redis could not be reached.',
    );
  });
});
