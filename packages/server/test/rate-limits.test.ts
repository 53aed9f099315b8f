import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config.ts';
import { createApproved, uniqueEmail, type TestAccount } from './support/accounts.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/** The client address as the server sees it behind a trusted proxy (TRUST_PROXY). */
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

describe('rate limits', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', {
      trustProxy: true,
      rateLimits: {
        enabled: true,
        windowSeconds: 600,
        perIp: 40,
        perAccount: 3,
        loginPerIpAccount: 3,
        loginPerAccount: 8,
        loginAccountWindowSeconds: 3600,
      },
    });
  });
  afterAll(() => t.close());

  const login = (account: TestAccount, address: string, password = account.password) =>
    t.api('POST', '/auth/login', {
      json: { email: account.email, password },
      ...from(address),
    });

  it('limits failed logins per address and account with 429 and Retry-After, never successful ones', async () => {
    const account = await createApproved(t, 'client');
    for (let i = 0; i < 4; i += 1) expect((await login(account, '198.51.100.1')).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const answer = await login(account, '198.51.100.1', 'wrong password');
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(answer.body.message).toMatch(
          /^Too many attempts\. Please try again in \d+ minutes?\.$/,
        );
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // That address is held for this account, even with the right password.
    expect((await login(account, '198.51.100.1')).status).toBe(429);
  });

  it('limits wrong passwords at the re-authentication step per account, like failed sign-ins', async () => {
    const account = await createApproved(t, 'client', 'reauth-limit');
    const attempt = (password: string) =>
      t.api('DELETE', '/auth/delete-me-account', {
        token: account.token,
        json: { loginUserId: account.id, password },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt('wrong password')).status);
    expect(statuses).toEqual([403, 403, 403, 429]);
    // Held, even with the right password: the account is still there.
    expect((await attempt(account.password)).status).toBe(429);
    expect((await t.api('POST', '/auth/get-me', { token: account.token })).status).toBe(200);
  });

  it('never lets a flood from one address lock the owner out from another', async () => {
    const owner = await createApproved(t, 'provider', 'target');
    const flood: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      flood.push((await login(owner, '203.0.113.66', `guess ${i}`)).status);
    }
    // The flood itself is stopped after three failures ...
    expect(flood.slice(0, 3)).toEqual([401, 401, 401]);
    expect(new Set(flood.slice(3))).toEqual(new Set([429]));
    // ... and the owner, from a new address, is not held by it.
    expect((await login(owner, '192.0.2.10')).status).toBe(200);
  });

  it('holds an account attacked from many addresses, but not at the owner’s own address', async () => {
    const owner = await createApproved(t, 'client', 'besieged');
    expect((await login(owner, '192.0.2.50')).status).toBe(200);
    const statuses: number[] = [];
    for (let n = 1; n <= 4; n += 1) {
      for (let i = 0; i < 3; i += 1) {
        statuses.push((await login(owner, `198.18.0.${n}`, `guess ${n}.${i}`)).status);
      }
    }
    // Eight failures reach the account-wide limit: the rest of the attack is refused at once.
    expect(statuses.filter((s) => s === 401)).toHaveLength(8);
    expect(statuses.slice(8)).toEqual([429, 429, 429, 429]);
    const stranger = await login(owner, '198.18.9.9');
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(600);
    // The address the owner signed in from before still gets through.
    expect((await login(owner, '192.0.2.50')).status).toBe(200);
  });

  it('counts an IPv6 client by its /64, so rotating addresses gains nothing', async () => {
    const account = await createApproved(t, 'client', 'six');
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i += 1) {
      statuses.push((await login(account, `2001:db8:aa:bb::${i}`, 'wrong password')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await login(account, '2001:db8:aa:cc::1')).status).toBe(200);
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
    for (let i = 0; i < 41; i += 1) {
      const answer = await t.api('POST', '/auth/client-signup', {
        json: { fullName: 'Many', email: uniqueEmail('many'), password: 'a good password' },
        ...from('198.51.100.200'),
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 40).every((s) => s === 201)).toBe(true);
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
      RATE_LIMIT_LOGIN_PER_IP_ACCOUNT: '4',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '50',
      RATE_LIMIT_LOGIN_ACCOUNT_WINDOW_SECONDS: '120',
    });
    expect(tuned.rateLimits).toEqual({
      enabled: true,
      windowSeconds: 30,
      perIp: 5,
      perAccount: 2,
      loginPerIpAccount: 4,
      loginPerAccount: 50,
      loginAccountWindowSeconds: 120,
    });
  });

  it('has sign-in defaults that one address cannot turn into a lock-out, and refuses such settings', () => {
    expect(loadConfig({}).rateLimits).toMatchObject({
      windowSeconds: 900,
      loginPerIpAccount: 10,
      loginPerAccount: 100,
      loginAccountWindowSeconds: 3600,
    });
    // One address: 10 failures per 15 minutes, up to 5 windows touch an hour: 50 < 100.
    expect(() => loadConfig({ RATE_LIMIT_LOGIN_PER_ACCOUNT: '50' })).toThrow(
      /RATE_LIMIT_LOGIN_PER_ACCOUNT must be more than 50/,
    );
  });
});
