/**
 * @fastify/rate-limit's own Redis store (a file of the package with no type declaration of its
 * own): the rate limiter counts through it so that the counting is the plugin's, not ours.
 */
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';

  type Callback = (error: Error | null, result: { current: number; ttl: number } | null) => void;

  export default class RedisStore {
    constructor(
      continueExceeding: boolean,
      exponentialBackoff: boolean,
      redis: Redis,
      keyPrefix?: string,
    );
    incr(key: string, callback: Callback, timeWindowMs: number, max: number): void;
    read(key: string, callback: Callback, timeWindowMs?: number, max?: number): void;
  }
}
