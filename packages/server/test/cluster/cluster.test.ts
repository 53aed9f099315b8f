import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  TChannelResponse,
  TChatMessage,
  TChatMessageResponse,
  TLoginResponse,
  TUserActionResponse,
} from '@portal/contracts';

import { freshDatabase, type FreshDatabase } from '../support/databases.ts';
import {
  startServerProcess,
  stopServerProcess,
  superadminToken,
  type ServerProcess,
} from '../support/server-process.ts';
import { ensureNginx, startNginx, type Proxy } from './nginx.ts';
import { sharedRedisUrl } from '../support/scaled-out.ts';

/**
 * Three server processes behind Debian's nginx (with deploy/nginx/proxy.conf), one PostgreSQL, one
 * Redis: each process has its own DATA_DIR, and the shared secret is a setting. Everything goes
 * through the proxy, as a practice's users would.
 */

describe.runIf(sharedRedisUrl)('three processes behind nginx', () => {
  const redis = sharedRedisUrl ?? '';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'));
  const servers: ServerProcess[] = [];
  const sockets: Socket[] = [];
  let database: FreshDatabase;
  let proxy: Proxy;

  beforeAll(async () => {
    ensureNginx();
    database = await freshDatabase('postgres');
    const env = {
      DATABASE_URL: database.url ?? '',
      REDIS_URL: redis,
      JWT_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMITS: 'off',
    };
    // The first creates the schema and the superadmin; the others then start side by side.
    servers.push(startServerProcess(path.join(dir, 'app1'), { env }));
    await servers[0]?.ready;
    servers.push(startServerProcess(path.join(dir, 'app2'), { env }));
    servers.push(startServerProcess(path.join(dir, 'app3'), { env }));
    const urls = await Promise.all(servers.map((server) => server.ready));
    proxy = await startNginx(
      dir,
      urls.map((url) => new URL(url).host),
    );
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await proxy?.stop();
    await Promise.all(servers.map((server) => stopServerProcess(server)));
    await database?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const api = async <T>(method: string, route: string, body?: unknown, token?: string) => {
    const answer = await fetch(`${proxy.url}/api/v1${route}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: answer.status, body: (await answer.json()) as T };
  };
  const signIn = async (email: string, password: string) =>
    (await api<TLoginResponse>('POST', '/auth/login', { email, password })).body;
  /** The superadmin's session through the proxy (password and code): one for the whole file. */
  let adminSession: Promise<string> | undefined;
  const adminToken = () => (adminSession ??= superadminToken(proxy.url));

  async function approvedProvider(label: string) {
    const email = `${label}.${Date.now().toString(36)}@example.com`;
    const password = 'cluster pass word';
    const signup = await api<TUserActionResponse>('POST', '/auth/provider-signup', {
      fullName: `Cluster ${label}`,
      email,
      password,
      licenseNo: `CL-${label}-${Date.now().toString(36)}`,
    });
    await api('PATCH', '/auth/approve-user', { userId: signup.body.data.id }, await adminToken());
    const session = await signIn(email, password);
    return { id: session.user.userId, token: session.token, email };
  }

  function openSocket(account: { id: string; token: string }): Promise<Socket> {
    const socket = connect(proxy.url, {
      transports: ['websocket'],
      auth: { token: account.token },
      query: { userId: account.id },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }

  it('signs in and serves the API through the proxy, from every process', async () => {
    const admin = await adminToken();
    expect(admin).toBeTruthy();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        api<{ userId: string }>('POST', '/auth/get-me', undefined, admin),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
  });

  it('a block ends the user’s sockets on whichever process holds them', async () => {
    const account = await approvedProvider('block');
    // Several tabs: least_conn spreads them over the processes.
    const tabs = await Promise.all(Array.from({ length: 6 }, () => openSocket(account)));
    const endings = tabs.map(
      (socket) =>
        new Promise<string>((resolve) =>
          socket.once('session_ended', () => socket.once('disconnect', resolve)),
        ),
    );
    const blocked = await api(
      'POST',
      '/auth/block-user',
      { userId: account.id },
      await adminToken(),
    );
    expect(blocked.status).toBe(200);
    expect(await Promise.all(endings)).toEqual(tabs.map(() => 'io server disconnect'));
    // And the token is refused on every process.
    const after = await Promise.all(
      Array.from({ length: 6 }, () => api('POST', '/auth/get-me', undefined, account.token)),
    );
    expect(after.map((answer) => answer.status)).toEqual(after.map(() => 401));
  });

  it('ending one session from another closes its sockets on whichever process holds them', async () => {
    const account = await approvedProvider('sessions');
    const other = await signIn(account.email, 'cluster pass word');
    const otherAccount = { id: account.id, token: other.token };
    // The other session's tabs, spread over the processes; this session's tab stays.
    const tabs = await Promise.all(Array.from({ length: 6 }, () => openSocket(otherAccount)));
    const mine = await openSocket(account);
    let mineEnded = false;
    mine.once('session_ended', () => {
      mineEnded = true;
    });
    const endings = tabs.map(
      (socket) =>
        new Promise<string>((resolve) =>
          socket.once('session_ended', (payload: { reason: string }) =>
            socket.once('disconnect', () => resolve(payload.reason)),
          ),
        ),
    );
    const sid = (
      JSON.parse(Buffer.from(other.token.split('.')[1] ?? '', 'base64url').toString()) as {
        sid: string;
      }
    ).sid;
    const ended = await api('DELETE', `/sessions/${sid}`, undefined, account.token);
    expect(ended.status).toBe(200);
    expect(await Promise.all(endings)).toEqual(tabs.map(() => 'signed-out'));
    const after = await Promise.all(
      Array.from({ length: 6 }, () => api('POST', '/auth/get-me', undefined, other.token)),
    );
    expect(after.map((answer) => answer.status)).toEqual(after.map(() => 401));
    // This session goes on, its tab still connected, on every process.
    const still = await Promise.all(
      Array.from({ length: 6 }, () => api('POST', '/auth/get-me', undefined, account.token)),
    );
    expect(still.map((answer) => answer.status)).toEqual(still.map(() => 200));
    expect(mine.connected && !mineEnded).toBe(true);
  });

  it('two people chat with tabs on different processes: every message reaches every tab, once', async () => {
    const [alice, bob] = await Promise.all([approvedProvider('alice'), approvedProvider('bob')]);
    // Three tabs each: least_conn spreads them over the three processes.
    const tabs = {
      alice: await Promise.all(Array.from({ length: 3 }, () => openSocket(alice))),
      bob: await Promise.all(Array.from({ length: 3 }, () => openSocket(bob))),
    };
    const heard = [...tabs.alice, ...tabs.bob].map((socket) => {
      const got: TChatMessage[] = [];
      socket.on('chat:message', (message: TChatMessage) => got.push(message));
      socket.on('chat:messages', (burst: { messages: TChatMessage[] }) =>
        got.push(...burst.messages),
      );
      return got;
    });
    const opened = await api<TChannelResponse>(
      'POST',
      '/chat/channels',
      { type: 'direct', memberId: bob.id },
      alice.token,
    );
    expect(opened.status).toBe(201);
    const channelId = opened.body.data.id;
    // Each send is its own request: they land on different processes.
    const texts: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const from = i % 3 === 2 ? bob : alice;
      const text = `${from === alice ? 'alice' : 'bob'} says ${i}`;
      texts.push(text);
      const sent = await api<TChatMessageResponse>(
        'POST',
        `/chat/channels/${channelId}/messages`,
        { text, clientId: crypto.randomUUID() },
        from.token,
      );
      expect(sent.status).toBe(201);
      expect(sent.body.data.seq).toBe(i + 1);
    }
    const deadline = Date.now() + 10_000;
    while (heard.some((got) => got.length < texts.length) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const got of heard) {
      // Once each; in the conversation's order by seq (two processes may emit in either order).
      const bySeq = [...got].sort((a, b) => a.seq - b.seq);
      expect(bySeq.map((m) => m.text)).toEqual(texts);
    }
  });
});
