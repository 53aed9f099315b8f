import { createHash } from 'node:crypto';

import { normalizeIP } from '@fastify/rate-limit';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

import { HttpError } from './http-error.ts';

/**
 * Fixed-window counters per key (for example `login:ip:1.2.3.4` or `login:account:a@b.c`). In
 * memory for one process; with REDIS_URL in Redis, through @fastify/rate-limit's Redis store, so
 * that N processes enforce one limit instead of N.
 */
export interface RateLimiter {
  /** Counts one attempt; throws 429 with Retry-After when the key is over its limit. */
  hit: (key: string, limit: number, windowSeconds?: number) => Promise<void>;
  /** Counts one attempt and never refuses (failures that later calls check). */
  record: (key: string, windowSeconds?: number) => Promise<void>;
  /** Throws 429 when the key is already at its limit, without counting (failures-only limits). */
  check: (key: string, limit: number) => Promise<void>;
  /** Seconds until the key's window ends when it is at its limit; 0 when it is not. */
  waitFor: (key: string, limit: number) => Promise<number>;
  close: () => Promise<void>;
}

/** Attempts in the key's current window, and the milliseconds until that window ends. */
interface Count {
  current: number;
  ttl: number;
}

interface CounterStore {
  incr: (key: string, windowMs: number) => Promise<Count>;
  read: (key: string) => Promise<Count>;
}

/**
 * The address part of a key: an IPv6 client is counted by its /64 (one household or host gets a
 * whole /64, so counting single addresses would let it rotate past any limit).
 */
export const addressKey = (ip: string): string => normalizeIP(ip, 64);

export function tooManyAttempts(retryAfterSeconds: number): HttpError {
  const retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.ceil(retryAfter / 60);
  return new HttpError(
    429,
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { headers: { 'retry-after': String(retryAfter) } },
  );
}

function createMemoryStore(): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;
  const live = (key: string, now: number) => {
    const entry = windows.get(key);
    return entry && entry.resetAt > now ? entry : undefined;
  };
  return {
    incr: async (key, windowMs) => {
      const now = Date.now();
      // Drop expired windows now and then so the map cannot grow without bound.
      if (now > nextSweep) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        nextSweep = now + 60_000;
      }
      let entry = live(key, now);
      if (!entry) {
        entry = { count: 0, resetAt: now + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { current: entry.count, ttl: entry.resetAt - now };
    },
    read: async (key) => {
      const now = Date.now();
      const entry = live(key, now);
      return entry ? { current: entry.count, ttl: entry.resetAt - now } : { current: 0, ttl: 0 };
    },
  };
}

/**
 * The plugin's Redis store (INCR and PEXPIRE in one Lua script, so the window starts atomically
 * with the first attempt on any process). Keys are hashed: no e-mail address lands in Redis.
 */
function createRedisStore(client: Redis): CounterStore {
  const store = new RedisStore(false, false, client, 'portal:rate-limit:');
  const hashed = (key: string) => createHash('sha256').update(key).digest('base64url');
  const call = (method: 'incr' | 'read', key: string, windowMs: number) =>
    new Promise<Count>((resolve, reject) => {
      store[method](
        hashed(key),
        (error, result) =>
          error || !result ? reject(error ?? new Error('no answer')) : resolve(result),
        windowMs,
        0,
      );
    });
  return {
    incr: (key, windowMs) => call('incr', key, windowMs),
    read: (key) => call('read', key, 0),
  };
}

/**
 * Redis first; when it cannot answer, this process's own counters, so that a Redis outage weakens
 * the limits to one process's count rather than switching them off or failing every sign-in.
 */
function withFallback(
  primary: CounterStore,
  fallback: CounterStore,
  log: FastifyBaseLogger,
): CounterStore {
  let lastWarning = 0;
  const warn = (error: unknown) => {
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    log.warn({ err: error }, 'rate limits: Redis did not answer, counting in this process');
  };
  return {
    incr: (key, windowMs) =>
      primary.incr(key, windowMs).catch((error: unknown) => {
        warn(error);
        return fallback.incr(key, windowMs);
      }),
    read: (key) =>
      primary.read(key).catch((error: unknown) => {
        warn(error);
        return fallback.read(key);
      }),
  };
}

async function connectRedis(redisUrl: string): Promise<Redis> {
  // No offline queue and one try: while Redis is away a call fails at once (and falls back)
  // instead of holding the request until Redis returns.
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectionName: 'portal-rate-limits',
  });
  client.on('error', () => undefined); // reported by withFallback when a call fails
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new Error('REDIS_URL is set but Redis could not be reached.', { cause: error });
  }
  return client;
}

export async function createRateLimiter(options: {
  enabled: boolean;
  windowSeconds: number;
  redisUrl?: string | undefined;
  log: FastifyBaseLogger;
}): Promise<RateLimiter> {
  const client = options.enabled && options.redisUrl ? await connectRedis(options.redisUrl) : null;
  const store = client
    ? withFallback(createRedisStore(client), createMemoryStore(), options.log)
    : createMemoryStore();
  const windowMs = (seconds: number | undefined) => (seconds ?? options.windowSeconds) * 1000;
  const waitFor = async (key: string, limit: number) => {
    if (!options.enabled) return 0;
    const { current, ttl } = await store.read(key);
    return current >= limit && ttl > 0 ? ttl / 1000 : 0;
  };
  return {
    hit: async (key, limit, windowSeconds) => {
      if (!options.enabled) return;
      const { current, ttl } = await store.incr(key, windowMs(windowSeconds));
      if (current > limit) throw tooManyAttempts(ttl / 1000);
    },
    record: async (key, windowSeconds) => {
      if (options.enabled) await store.incr(key, windowMs(windowSeconds));
    },
    check: async (key, limit) => {
      const seconds = await waitFor(key, limit);
      if (seconds > 0) throw tooManyAttempts(seconds);
    },
    waitFor,
    close: async () => {
      await client?.quit().catch(() => client.disconnect());
    },
  };
}
