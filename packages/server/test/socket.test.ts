import { randomUUID } from 'node:crypto';

import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TChangePasswordResponse } from '@portal/contracts';

import { createApproved, pendingToken, superadminToken } from './support/accounts.ts';
import { pgliteOnly } from './support/databases.ts';
import { notificationPayload } from './support/notifications.ts';
import { startTestServer, type TestServer } from './support/server.ts';

describe.each(pgliteOnly)('socket.io handshake and rooms (%s)', (kind) => {
  let t: TestServer;
  const lines: string[] = [];
  const sockets: Socket[] = [];
  // Each socket's outcome is watched from the moment it is opened, so no event is missed.
  const outcomes = new Map<Socket, Promise<string>>();
  beforeAll(async () => {
    t = await startTestServer(kind, { logLevel: 'warn' }, { logLines: lines });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  function open(options: { token?: string; userId?: string; providerId?: string }): Socket {
    const query: Record<string, string> = {};
    if (options.userId) query.userId = options.userId;
    if (options.providerId) query.providerId = options.providerId;
    const socket = connect(t.url, {
      transports: ['websocket'],
      auth: options.token ? { token: options.token } : {},
      query,
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    outcomes.set(
      socket,
      new Promise((resolve) => {
        socket.once('connect', () => resolve('connected'));
        socket.once('connect_error', (error: Error & { data?: { message?: string } }) =>
          resolve(error.data?.message ?? error.message),
        );
      }),
    );
    return socket;
  }

  /** Resolves 'connected' or the server's refusal message. */
  function outcome(socket: Socket): Promise<string> {
    const result = outcomes.get(socket);
    if (!result) throw new Error('socket not opened with open()');
    return result;
  }

  it('accepts a valid token with the matching userId and delivers notifications to every tab', async () => {
    const account = await createApproved(t, 'provider');
    const tabA = open({ token: account.token, userId: account.id, providerId: account.id });
    const tabB = open({ token: account.token, userId: account.id });
    expect(await outcome(tabA)).toBe('connected');
    expect(await outcome(tabB)).toBe('connected');
    const received = Promise.all(
      [tabA, tabB].map(
        (socket) =>
          new Promise<unknown>((resolve) =>
            socket.once('new_notification', (p: unknown) => resolve(p)),
          ),
      ),
    );
    t.server.ctx.notifier.notifyUser(
      account.id,
      'new_notification',
      notificationPayload({ title: 'Hello', message: 'World' }),
    );
    expect(await received).toMatchObject([
      { title: 'Hello', message: 'World' },
      { title: 'Hello', message: 'World' },
    ]);
  });

  it('does not deliver another user’s notifications', async () => {
    const me = await createApproved(t, 'client');
    const other = await createApproved(t, 'client');
    const socket = open({ token: me.token, userId: me.id });
    expect(await outcome(socket)).toBe('connected');
    let got = false;
    socket.on('new_notification', () => {
      got = true;
    });
    t.server.ctx.notifier.notifyUser(
      other.id,
      'new_notification',
      notificationPayload({ title: 'x', message: 'y' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(got).toBe(false);
  });

  it('refuses a missing token', async () => {
    const account = await createApproved(t, 'client');
    expect(await outcome(open({ userId: account.id }))).toBe('Authentication required.');
  });

  it('refuses an invalid token', async () => {
    const account = await createApproved(t, 'client');
    expect(await outcome(open({ token: `${account.token}x`, userId: account.id }))).toBe(
      'Your session has expired. Please sign in again.',
    );
  });

  it('refuses a token for another userId, and a missing userId', async () => {
    const me = await createApproved(t, 'client');
    const other = await createApproved(t, 'client');
    expect(await outcome(open({ token: me.token, userId: other.id }))).toBe(
      'The userId does not match the session.',
    );
    expect(await outcome(open({ token: me.token }))).toBe('The userId does not match the session.');
  });

  it('refuses a pending account’s token', async () => {
    const pending = await pendingToken(t);
    expect(await outcome(open({ token: pending.token, userId: pending.id }))).toBe(
      'Your account is waiting for approval by the administrator.',
    );
  });

  it('refuses a revoked token (password changed)', async () => {
    const account = await createApproved(t, 'client');
    const change = await t.api<TChangePasswordResponse>('PATCH', '/auth/change-password', {
      token: account.token,
      json: { currentPassword: account.password, newPassword: 'a changed password' },
    });
    expect(await outcome(open({ token: account.token, userId: account.id }))).toBe(
      'Your session has expired. Please sign in again.',
    );
    expect(await outcome(open({ token: change.body.token, userId: account.id }))).toBe('connected');
  });

  it('disconnects every socket of a user blocked by the superadmin', async () => {
    const account = await createApproved(t, 'provider');
    const socket = open({ token: account.token, userId: account.id });
    expect(await outcome(socket)).toBe('connected');
    const ended = new Promise<unknown>((resolve) => socket.once('session_ended', resolve));
    const closed = new Promise<string>((resolve) => socket.once('disconnect', (r) => resolve(r)));
    const admin = await superadminToken(t);
    await t.api('POST', '/auth/block-user', { token: admin, json: { userId: account.id } });
    expect(await ended).toEqual({
      reason: 'blocked',
      message: 'Your account has been blocked by the administrator.',
    });
    expect(await closed).toBe('io server disconnect');
    expect(await outcome(open({ token: account.token, userId: account.id }))).toBe(
      'Your session has expired. Please sign in again.',
    );
  });

  it('ends the sessions of a rejected account and of a deleted one, saying why', async () => {
    const admin = await superadminToken(t);
    for (const [reason, act] of [
      [
        'rejected',
        (a: { id: string; token: string; password: string }) =>
          t.api('PATCH', '/auth/reject-user', { token: admin, json: { userId: a.id } }),
      ],
      [
        'deleted',
        (a: { id: string; token: string; password: string }) =>
          t.api('DELETE', '/auth/delete-me-account', {
            token: a.token,
            json: { loginUserId: a.id, password: a.password },
          }),
      ],
    ] as const) {
      const account = await createApproved(t, 'client');
      const socket = open({ token: account.token, userId: account.id });
      expect(await outcome(socket)).toBe('connected');
      const ended = new Promise<{ reason: string }>((resolve) =>
        socket.once('session_ended', resolve),
      );
      const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      await act(account);
      expect((await ended).reason).toBe(reason);
      expect(await closed).toBe('io server disconnect');
    }
  });

  it('validates the events a client sends: a bad payload is refused and logged, the socket stays', async () => {
    const account = await createApproved(t, 'client');
    const socket = open({ token: account.token, userId: account.id });
    expect(await outcome(socket)).toBe('connected');
    const send = (event: string, payload: unknown) =>
      socket.timeout(5000).emitWithAck(event, payload) as Promise<unknown>;

    expect(await send('channel_focus', { channelId: 'not-an-id' })).toEqual({
      ok: false,
      message: 'Invalid channel_focus payload: channelId must be a valid id',
      status: 400,
    });
    expect(await send('channel_focus', { channelId: null, extra: true })).toMatchObject({
      ok: false,
    });
    expect(await send('channel_focus', 'a string')).toMatchObject({ ok: false });
    expect(await send('no_such_event', {})).toEqual({
      ok: false,
      message: 'Unknown event: no_such_event.',
      status: 400,
    });
    expect(lines.some((line) => line.includes('socket event refused'))).toBe(true);

    // The socket and the server are still there: a good event is taken, and kept on the socket.
    const channelId = randomUUID();
    expect(await send('channel_focus', { channelId })).toEqual({ ok: true });
    const [serverSocket] = await t.server.io.in(`user:${account.id}`).fetchSockets();
    expect(serverSocket?.data.focusedChannelId).toBe(channelId);
    expect(socket.connected).toBe(true);
    expect((await t.api('GET', '/health')).status).toBe(200);
  });
});
