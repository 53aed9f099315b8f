import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

import pLimit from 'p-limit';

import { HttpError } from './http-error.ts';

/**
 * scrypt from node:crypto. The hash string carries its own parameters
 * (`scrypt$N$r$p$salt$hash`), so a later cost change still verifies older hashes.
 */
const KEY_LENGTH = 64;
const R = 8;
const P = 1;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password,
      salt,
      KEY_LENGTH,
      { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, R, P);
  return ['scrypt', cost, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(r),
    Number(p),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Verifying against this when the e-mail is unknown keeps login timing the same either way. */
export async function makeDummyHash(cost: number): Promise<string> {
  return hashPassword(randomBytes(12).toString('base64url'), cost);
}

/**
 * Password hashing with bounded concurrency. scrypt is meant to be costly: unbounded, a burst of
 * logins takes every core and the rest of the API waits (p50 886 ms under 20 parallel logins).
 * Here at most `concurrency` hashes run at once (one core stays free for everything else), at most
 * `maxWaiting` wait, and beyond that the caller is told to retry: 503 with Retry-After.
 */
export interface PasswordWork {
  hash: (password: string) => Promise<string>;
  verify: (password: string, stored: string) => Promise<boolean>;
}

export function createPasswordWork(options: {
  cost: number;
  concurrency: number;
  maxWaiting: number;
}): PasswordWork {
  const limit = pLimit(options.concurrency);
  const queued = <T>(work: () => Promise<T>): Promise<T> => {
    if (limit.pendingCount >= options.maxWaiting) {
      return Promise.reject(
        new HttpError(503, 'The server is busy. Please try again in a moment.', {
          headers: { 'Retry-After': '2' },
        }),
      );
    }
    return limit(work);
  };
  return {
    hash: (password) => queued(() => hashPassword(password, options.cost)),
    verify: (password, stored) => queued(() => verifyPassword(password, stored)),
  };
}
