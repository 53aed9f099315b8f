import { randomUUID } from 'node:crypto';

import pg from 'pg';

import type { TLoginAnswer, TLoginResponse } from '@portal/contracts';

import type { Config } from '../src/config.ts';
import type { Db } from '../src/db/database.ts';
import { users } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { TEST_SEAL_PASSWORD, testSealP12 } from '../test/support/seal.ts';
import { freshTotpCode } from '../test/support/totp.ts';

/**
 * The benchmarks' superadmin, for a bench's server settings: its password, and the secret of its
 * authenticator app, set up when the server seeds the account (the superadmin always has a second
 * factor, issue 33), so that `signInSuperadmin` can compute its codes.
 */
export const BENCH_SUPERADMIN = {
  superadminPassword: 'bench-superadmin-password',
  superadminTotpSecret: 'MJSW4Y3IEBZXK4DFOJQWI3LJNYQHI33UOA',
} satisfies Pick<Config, 'superadminPassword' | 'superadminTotpSecret'>;

/**
 * Signs the superadmin of the server at `url` in as a person does: the password, then a code of
 * its authenticator app. Answers the session (token and user). The server takes each 30-second
 * step once, so a second sign-in on the same server within a step waits for the next code: sign
 * in once per server and keep the session.
 */
export async function signInSuperadmin(
  url: string,
  config: Pick<Config, 'superadminEmail' | 'superadminPassword' | 'superadminTotpSecret'>,
): Promise<TLoginResponse> {
  const { superadminEmail: email, superadminPassword: password, superadminTotpSecret } = config;
  if (!password || !superadminTotpSecret) {
    throw new Error('the bench server needs superadminPassword and superadminTotpSecret');
  }
  const post = async <T>(route: string, json: unknown) => {
    const response = await fetch(new URL(`/api/v1${route}`, url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${route}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  };
  const first = await post<TLoginAnswer>('/auth/login', { email, password });
  if ('token' in first) return first;
  if (!('challenge' in first)) throw new Error(`superadmin sign-in: ${JSON.stringify(first)}`);
  const code = await freshTotpCode(url, superadminTotpSecret);
  return post<TLoginResponse>('/auth/login/second-factor', { challenge: first.challenge.id, code });
}

/** A fresh database on the PostgreSQL server of `adminUrl`, dropped afterwards. */
export async function freshPostgres(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `app_bench_${Date.now().toString(36)}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** The PostgreSQL server the benchmarks also run on, when there is one. */
export const benchDatabaseUrl = (): string | undefined =>
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/**
 * Inserts `count` users straight into the database (ids `from` onwards), with one shared hash:
 * hashing 10,000 passwords would measure scrypt, not the API.
 */
export async function seedUsers(db: Db, count: number, from = 0): Promise<void> {
  const passwordHash = await hashPassword('seeded user password', 1024);
  const start = Date.now() - (from + count) * 1000;
  const roles = ['provider', 'client'] as const;
  const approvals = ['pending', 'approve', 'reject'] as const;
  for (let offset = 0; offset < count; offset += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - offset) }, (_, i) => {
      const n = from + offset + i;
      return {
        id: randomUUID(),
        email: `user${n}@bench.example`,
        passwordHash,
        role: roles[n % 2] ?? 'client',
        isApprove: approvals[n % 3] ?? 'pending',
        fullName: `Bench User ${n}`,
        licenseNo: `LIC-${n}`,
        country: 'US',
        state: 'California',
        gender: 'other' as const,
        createdAt: new Date(start + n * 1000),
        updatedAt: new Date(start + n * 1000),
      };
    });
    await db.insert(users).values(rows);
  }
}

/**
 * A bench's server settings, ready to start: on PostgreSQL, which never makes a sealing
 * certificate of its own, the tests' certificate unless SIGNING_P12 gives one, as a deployment
 * sets it.
 */
export function withSealForPostgres<C extends Pick<Config, 'databaseUrl' | 'documents'>>(
  config: C,
): C {
  if (!config.databaseUrl || config.documents.signingP12Path) return config;
  return {
    ...config,
    documents: {
      ...config.documents,
      signingP12Path: testSealP12(),
      signingP12Password: TEST_SEAL_PASSWORD,
    },
  };
}
