import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config.ts';
import { createApproved, uniqueEmail } from './support/accounts.ts';
import { startTestServer, type TestServer } from './support/server.ts';

describe('rate limits', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', {
      rateLimits: { enabled: true, windowSeconds: 600, perIp: 12, perAccount: 3 },
    });
  });
  afterAll(() => t.close());

  it('limits failed logins per account with 429 and Retry-After, but never successful ones', async () => {
    const account = await createApproved(t, 'client');
    for (let i = 0; i < 4; i += 1) {
      const ok = await t.api('POST', '/auth/login', {
        json: { email: account.email, password: account.password },
      });
      expect(ok.status).toBe(200);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const answer = await t.api('POST', '/auth/login', {
        json: { email: account.email, password: 'wrong password' },
      });
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(answer.body.message).toMatch(
          /^Too many attempts\. Please try again in \d+ minutes?\.$/,
        );
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // The right password is refused too while the account is locked.
    const locked = await t.api('POST', '/auth/login', {
      json: { email: account.email, password: account.password },
    });
    expect(locked.status).toBe(429);
  });

  it('limits forgot-password per account', async () => {
    const email = uniqueEmail('forgetful');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await t.api('POST', '/auth/forgot-password', { json: { email } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits sign-ups per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 13; i += 1) {
      const answer = await t.api('POST', '/auth/client-signup', {
        json: { fullName: 'Many', email: uniqueEmail('many'), password: 'a good password' },
      });
      statuses.push(answer.status);
    }
    // Earlier tests in this file used two sign-up slots (createApproved).
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.at(-1)).toBe(429);
  });

  it('switches off only with RATE_LIMITS=off', () => {
    expect(loadConfig({}).rateLimits.enabled).toBe(true);
    expect(loadConfig({ RATE_LIMITS: 'on' }).rateLimits.enabled).toBe(true);
    expect(loadConfig({ RATE_LIMITS: 'off' }).rateLimits.enabled).toBe(false);
    expect(() => loadConfig({ RATE_LIMITS: 'no' })).toThrow(/RATE_LIMITS/);
    const tuned = loadConfig({
      RATE_LIMIT_PER_IP: '5',
      RATE_LIMIT_PER_ACCOUNT: '2',
      RATE_LIMIT_WINDOW_SECONDS: '30',
    });
    expect(tuned.rateLimits).toEqual({ enabled: true, windowSeconds: 30, perIp: 5, perAccount: 2 });
  });
});
