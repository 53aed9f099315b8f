import { HttpError } from '../lib/http-error.ts';

/**
 * The per-user limit on chat writes (send, attachment, edit, delete): a token bucket in memory,
 * `limit` tokens refilled evenly over `windowSeconds`. A flood is answered 429 at once, before any
 * database work, so it never slows the server down. Per process, like the other rate limits.
 */
export interface SendLimit {
  /** Takes one token for the user, or throws 429 with Retry-After. */
  take: (userId: string) => void;
}

export function createSendLimit(options: {
  enabled: boolean;
  limit: number;
  windowSeconds: number;
}): SendLimit {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const perMs = options.limit / (options.windowSeconds * 1000);
  let lastSweep = Date.now();
  return {
    take(userId) {
      if (!options.enabled) return;
      const now = Date.now();
      // Full buckets carry no state: drop them now and then so the map stays small.
      if (now - lastSweep > options.windowSeconds * 1000) {
        for (const [key, b] of buckets) {
          if (b.tokens + (now - b.at) * perMs >= options.limit) buckets.delete(key);
        }
        lastSweep = now;
      }
      const bucket = buckets.get(userId) ?? { tokens: options.limit, at: now };
      bucket.tokens = Math.min(options.limit, bucket.tokens + (now - bucket.at) * perMs);
      bucket.at = now;
      if (bucket.tokens < 1) {
        const seconds = Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
        buckets.set(userId, bucket);
        throw new HttpError(
          429,
          `You are sending messages too fast. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
          { headers: { 'retry-after': String(seconds) } },
        );
      }
      bucket.tokens -= 1;
      buckets.set(userId, bucket);
    },
  };
}
