import { HttpError } from './http-error.ts';

/**
 * Fixed-window counters in memory, per key (for example `login:ip:1.2.3.4` or
 * `login:account:a@b.c`). One process holds its own counts; several processes each enforce the
 * limit (documented in docs/server.md).
 */
export interface RateLimiter {
  /** Counts one attempt; throws 429 with Retry-After when the key is over its limit. */
  hit: (key: string, limit: number) => void;
  /** Throws 429 when the key is already at its limit, without counting (failures-only limits). */
  check: (key: string, limit: number) => void;
}

export function createRateLimiter(options: {
  enabled: boolean;
  windowSeconds: number;
}): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = Date.now();

  const refuse = (resetAt: number, now: number): never => {
    const retryAfter = Math.max(1, Math.ceil((resetAt - now) / 1000));
    const minutes = Math.ceil(retryAfter / 60);
    throw new HttpError(
      429,
      `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { headers: { 'retry-after': String(retryAfter) } },
    );
  };

  return {
    check(key, limit) {
      if (!options.enabled) return;
      const now = Date.now();
      const entry = windows.get(key);
      if (entry && entry.resetAt > now && entry.count >= limit) refuse(entry.resetAt, now);
    },
    hit(key, limit) {
      if (!options.enabled) return;
      const now = Date.now();
      // Drop expired windows now and then so the map cannot grow without bound.
      if (now - lastSweep > options.windowSeconds * 1000) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        lastSweep = now;
      }
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + options.windowSeconds * 1000 };
        windows.set(key, entry);
      }
      entry.count += 1;
      if (entry.count > limit) refuse(entry.resetAt, now);
    },
  };
}
