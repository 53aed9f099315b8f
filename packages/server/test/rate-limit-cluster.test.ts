import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addressKey, createRateLimiter } from '../src/lib/rate-limiter.ts';
import { uniqueEmail } from './support/accounts.ts';
import { freshDatabase, type FreshDatabase } from './support/databases.ts';
import { createApi } from './support/http.ts';
import {
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from './support/server-process.ts';
import { sharedRedisUrl } from './support/scaled-out.ts';

/*
 * Two server processes behind one balancer share their rate-limit counters through Redis
 * (REDIS_URL): the limit holds for the pair, not once per process. Needs TEST_DATABASE_URL and
 * TEST_REDIS_URL (npm test starts both for its run), as the socket cluster test does.
 */
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(sharedRedisUrl)('rate limits shared by two server processes', () => {
  const url = sharedRedisUrl ?? '';
  let database: FreshDatabase;
  const servers: ServerProcess[] = [];
  const dirs: string[] = [];
  let a: ReturnType<typeof createApi>;
  let b: ReturnType<typeof createApi>;

  beforeAll(async () => {
    database = await freshDatabase('postgres');
    const env = {
      DATABASE_URL: database.url ?? '',
      REDIS_URL: url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      RATE_LIMITS: 'on',
      RATE_LIMIT_PER_IP: '100',
      RATE_LIMIT_PER_ACCOUNT: '3',
      RATE_LIMIT_LOGIN_PER_IP_ACCOUNT: '3',
    };
    // One after the other: the first one migrates the new database.
    const urls: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-rl-'));
      dirs.push(dir);
      const server = startServerProcess(dir, { env });
      servers.push(server);
      urls.push(await server.ready);
    }
    a = createApi(urls[0] ?? '');
    b = createApi(urls[1] ?? '');
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServerProcess(server)));
    await database?.drop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Six calls, alternating between the two processes: their statuses. */
  const alternate = async (call: (api: typeof a) => Promise<{ status: number }>) => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await call(i % 2 === 0 ? a : b)).status);
    return statuses;
  };

  it('holds failed sign-ins to one limit across both processes', async () => {
    const email = uniqueEmail('shared');
    const statuses = await alternate((api) =>
      api('POST', '/auth/login', { json: { email, password: 'not the password' } }),
    );
    // Per process, each would have allowed three failures: six 401s.
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it('holds forgot-password to one limit across both processes, with Retry-After', async () => {
    const email = uniqueEmail('forgot');
    const answers: { status: number; headers: Headers }[] = [];
    await alternate(async (api) => {
      const answer = await api('POST', '/auth/forgot-password', { json: { email } });
      answers.push(answer);
      return answer;
    });
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429, 429]);
    expect(Number(answers[4]?.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('keeps e-mail addresses out of Redis (keys are hashed)', async () => {
    const redis = new Redis(url);
    try {
      const keys = await redis.keys('portal:rate-limit:*');
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.filter((key) => key.includes('@') || key.includes('login'))).toEqual([]);
    } finally {
      redis.disconnect();
    }
  });
});

describe('rate-limit counters in one process', () => {
  it('counts fixed windows: hit refuses past the limit, record never does, check only reads', async () => {
    const limiter = await createRateLimiter({
      enabled: true,
      windowSeconds: 60,
      log: pino({ level: 'silent' }),
    });
    await limiter.hit('k', 2);
    await limiter.hit('k', 2);
    await expect(limiter.hit('k', 2)).rejects.toMatchObject({
      statusCode: 429,
      headers: { 'retry-after': '60' },
    });
    await limiter.record('failures', 5);
    await limiter.record('failures', 5);
    await expect(limiter.check('failures', 3)).resolves.toBeUndefined();
    await limiter.record('failures', 5);
    expect(await limiter.waitFor('failures', 3)).toBeGreaterThan(4);
    await expect(limiter.check('failures', 3)).rejects.toMatchObject({ statusCode: 429 });
    expect(await limiter.waitFor('nothing', 1)).toBe(0);
    await limiter.close();
  });

  it('counts an address as IPv4, or an IPv6 address by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:aa:bb:1:2:3:4')).toBe(addressKey('2001:db8:aa:bb::9'));
    expect(addressKey('2001:db8:aa:bb::1')).not.toBe(addressKey('2001:db8:aa:bc::1'));
  });
});

describe.runIf(redisUrl)('rate limits when Redis goes away', () => {
  const url = redisUrl ?? '';
  it('keeps limiting in the process instead of failing or switching off', async () => {
    // A proxy in front of Redis that the test can cut, as a network failure would.
    const target = new URL(url);
    const sockets = new Set<net.Socket>();
    const proxy = net.createServer((socket) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      sockets.add(socket).add(upstream);
      socket.pipe(upstream).pipe(socket);
      const close = () => {
        socket.destroy();
        upstream.destroy();
      };
      socket.on('error', close).on('close', close);
      upstream.on('error', close).on('close', close);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const { port } = proxy.address() as net.AddressInfo;
    const limiter = await createRateLimiter({
      enabled: true,
      windowSeconds: 60,
      redisUrl: `redis://127.0.0.1:${port}`,
      log: pino({ level: 'silent' }),
    });
    try {
      const key = `outage:${randomBytes(4).toString('hex')}`;
      await limiter.hit(key, 2);
      proxy.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Redis is unreachable now: the process's own counter takes over at once.
      const started = Date.now();
      await limiter.hit(key, 2);
      await limiter.hit(key, 2);
      await expect(limiter.hit(key, 2)).rejects.toMatchObject({ statusCode: 429 });
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await limiter.close();
    }
  });
});
