import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  LOGIN_CHALLENGE_EXPIRED_MESSAGE,
  LOGIN_CHALLENGE_TRIES,
  PASSKEY_NOT_RECOGNISED_MESSAGE,
  SECOND_FACTOR_REQUIRED_MESSAGE,
  WRONG_CODE_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
  type TLoginAnswer,
  type TLoginChallengeResponse,
  type TLoginResponse,
  type TPasskeyRegistrationOptionsResponse,
  type TPasskeySignInOptionsResponse,
  type TRecoveryCodesResponse,
  type TSecondFactorAddedResponse,
  type TSecondFactorSetupResponse,
  type TTotpSetupResponse,
  type TTwoFactorChangedResponse,
  type TTwoFactorStatusResponse,
} from '@portal/contracts';

import { auditLog, loginChallenges } from '../src/db/schema.ts';
import { createApproved, superadminToken, type TestAccount } from './support/accounts.ts';
import { databaseKinds } from './support/databases.ts';
import {
  RESET_SUBJECT as PASSWORD_RESET_SUBJECT,
  resetTokenFrom,
  waitForMail,
} from './support/outbox.ts';
import { SUPERADMIN, startTestServer, type TestServer } from './support/server.ts';
import { SoftAuthenticator } from './support/soft-authenticator.ts';
import { SUPERADMIN_TOTP_SECRET, currentStep, freshTotpCode, totpCodeAt } from './support/totp.ts';

const PUBLIC_URL = 'http://localhost:5173';
const RESET_SUBJECT = 'Your two-step sign-in was reset';

/**
 * Issue 33: a second factor turns a right password into a challenge, never a token; codes of an
 * authenticator app (each once), recovery codes (each once) and passkeys pass it; a practice may
 * require it of a role (and the superadmin always has one), when a set-up token reaches only the
 * set-up; the superadmin resets a person's factors; attempts are limited.
 */
describe.each(databaseKinds)('second factor (%s)', (kind) => {
  let t: TestServer;
  let admin: string;

  beforeAll(async () => {
    t = await startTestServer(kind, { publicUrl: PUBLIC_URL });
    admin = await superadminToken(t);
  });
  afterAll(() => t.close());

  const password = (account: TestAccount, json: Record<string, unknown> = {}) => ({
    email: account.email,
    password: account.password,
    ...json,
  });
  const signIn = (account: TestAccount) =>
    t.api<TLoginAnswer>('POST', '/auth/login', { json: password(account) });
  const challengeOf = async (account: TestAccount) => {
    const answer = await signIn(account);
    expect(answer.status).toBe(200);
    expect(answer.body).not.toHaveProperty('token');
    return (answer.body as TLoginChallengeResponse).challenge;
  };
  const secondStep = (json: Record<string, unknown>) =>
    t.api<TLoginResponse>('POST', '/auth/login/second-factor', { json });
  const statusOf = async (token: string) =>
    (await t.api<TTwoFactorStatusResponse>('GET', '/two-factor', { token })).body.data;

  /** An account with an authenticator app: its secret and recovery codes. */
  async function withApp(account: TestAccount, token = account.token) {
    const started = await t.api<TTotpSetupResponse>('POST', '/two-factor/totp/setup', { token });
    expect(started.status).toBe(200);
    const secret = started.body.data.setupKey;
    const confirmed = await t.api<TSecondFactorAddedResponse>('POST', '/two-factor/totp/confirm', {
      token,
      json: { code: await freshTotpCode(t.config.databaseUrl ?? t.dataDir, secret) },
    });
    expect(confirmed.status).toBe(200);
    return { secret, ...confirmed.body.data };
  }

  it('sets up an authenticator app, then signs in with its codes, each once', async () => {
    const provider = await createApproved(t, 'provider', 'totp');
    expect(await statusOf(provider.token)).toEqual({
      totpEnabledAt: null,
      recoveryCodesLeft: 0,
      passkeys: [],
      required: false,
    });
    const started = await t.api<TTotpSetupResponse>('POST', '/two-factor/totp/setup', {
      token: provider.token,
    });
    const { setupKey, otpauthUrl, qrCode } = started.body.data;
    expect(setupKey).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain('otpauth://totp/');
    expect(otpauthUrl).toContain(`secret=${setupKey}`);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    // A wrong code confirms nothing.
    const wrong = await t.api('POST', '/two-factor/totp/confirm', {
      token: provider.token,
      json: { code: totpCodeAt(setupKey, currentStep() - 5) },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(WRONG_CODE_MESSAGE);
    expect((await statusOf(provider.token)).totpEnabledAt).toBeNull();

    const confirmed = await t.api<TSecondFactorAddedResponse>('POST', '/two-factor/totp/confirm', {
      token: provider.token,
      json: { code: await freshTotpCode(t.config.databaseUrl ?? t.dataDir, setupKey) },
    });
    expect(confirmed.status).toBe(200);
    const { recoveryCodes, signedIn } = confirmed.body.data;
    expect(signedIn).toBeNull();
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes ?? []) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await statusOf(provider.token)).toMatchObject({ recoveryCodesLeft: 10 });

    // The password alone: a challenge, never a token; the challenge is no session.
    const challenge = await challengeOf(provider);
    expect(challenge.methods).toEqual(['totp', 'recovery-code']);
    expect(challenge.passkeyOptions).toBeNull();
    expect(Date.parse(challenge.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    expect((await t.api('POST', '/auth/get-me', { token: challenge.id })).status).toBe(401);

    const code = await freshTotpCode(t.config.databaseUrl ?? t.dataDir, setupKey);
    const passed = await secondStep({ challenge: challenge.id, code });
    expect(passed.status).toBe(200);
    expect((await t.api('POST', '/auth/get-me', { token: passed.body.token })).status).toBe(200);
    // The same code again, or an older one: refused, on a new challenge.
    const again = await challengeOf(provider);
    const replayed = await secondStep({ challenge: again.id, code });
    expect(replayed.status).toBe(401);
    expect(replayed.body.message).toBe(WRONG_CODE_MESSAGE);
    const old = await secondStep({
      challenge: again.id,
      code: totpCodeAt(setupKey, currentStep() - 3),
    });
    expect(old.status).toBe(401);
    // A used challenge cannot be used twice (whatever the code).
    const reused = await secondStep({ challenge: challenge.id, code: '123456' });
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe(LOGIN_CHALLENGE_EXPIRED_MESSAGE);
    const actions = await t.server.ctx.db
      .select({ action: auditLog.action, detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.actorId, provider.id));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['second-factor.add', 'login.challenge', 'login.success']),
    );
    expect(actions).toContainEqual({
      action: 'login.failure',
      detail: { email: provider.email, reason: 'wrong-totp' },
    });
  });

  it('signs in with a recovery code once only, typed in any case and without its dash', async () => {
    const client = await createApproved(t, 'client', 'recovery');
    const { recoveryCodes } = await withApp(client);
    const code = recoveryCodes?.[3] ?? '';
    const typed = code.replace('-', '').toLowerCase();
    const first = await secondStep({
      challenge: (await challengeOf(client)).id,
      recoveryCode: typed,
    });
    expect(first.status).toBe(200);
    const second = await secondStep({
      challenge: (await challengeOf(client)).id,
      recoveryCode: code,
    });
    expect(second.status).toBe(401);
    expect(await statusOf(first.body.token)).toMatchObject({ recoveryCodesLeft: 9 });
    // New codes (with the password) replace the old ones.
    const renewed = await t.api<TRecoveryCodesResponse>('POST', '/two-factor/recovery-codes', {
      token: first.body.token,
      json: { password: client.password },
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.recoveryCodes).toHaveLength(10);
    const old = await secondStep({
      challenge: (await challengeOf(client)).id,
      recoveryCode: recoveryCodes?.[5] ?? '',
    });
    expect(old.status).toBe(401);
  });

  it('gives a challenge 5 tries and 5 minutes; another account’s code never passes it', async () => {
    const provider = await createApproved(t, 'provider', 'tries');
    const other = await createApproved(t, 'provider', 'tries-other');
    const mine = await withApp(provider);
    const theirs = await withApp(other);
    // The other account's current code, on this account's challenge.
    const challenge = await challengeOf(provider);
    const crossed = await secondStep({
      challenge: challenge.id,
      code: await freshTotpCode(t.config.databaseUrl ?? t.dataDir, theirs.secret),
    });
    expect(crossed.status).toBe(401);
    for (let i = 1; i < LOGIN_CHALLENGE_TRIES; i += 1) {
      expect((await secondStep({ challenge: challenge.id, code: '000000' })).status).toBe(401);
    }
    const spent = await secondStep({
      challenge: challenge.id,
      code: await freshTotpCode(t.config.databaseUrl ?? t.dataDir, mine.secret),
    });
    expect(spent.status).toBe(401);
    expect(spent.body.message).toBe(LOGIN_CHALLENGE_EXPIRED_MESSAGE);

    const late = await challengeOf(provider);
    await t.server.ctx.db
      .update(loginChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(loginChallenges.userId, provider.id), eq(loginChallenges.tries, 0)));
    // Refused before its code is looked at.
    const expired = await secondStep({ challenge: late.id, code: '123456' });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe(LOGIN_CHALLENGE_EXPIRED_MESSAGE);
    // Bad input: a clear 400 for a body that is no second step.
    const both = await secondStep({
      challenge: late.id,
      code: '123456',
      recoveryCode: 'AAAAA-BBBBB',
    });
    expect(both.status).toBe(400);
    expect((await secondStep({ challenge: late.id, code: '12345' })).status).toBe(400);
  });

  it('turns the app off with the password and a current code, and the password alone signs in again', async () => {
    const provider = await createApproved(t, 'provider', 'off');
    const { secret } = await withApp(provider);
    const off = (json: Record<string, unknown>) =>
      t.api<TTwoFactorChangedResponse>('DELETE', '/two-factor/totp', {
        token: provider.token,
        json,
      });
    const wrongPassword = await off({ password: 'not it', code: '123456' });
    expect(wrongPassword.status).toBe(403);
    expect(wrongPassword.body.message).toBe(WRONG_PASSWORD_MESSAGE);
    const wrongCode = await off({ password: provider.password, code: '000000' });
    expect(wrongCode.status).toBe(403);
    expect(wrongCode.body.message).toBe(WRONG_CODE_MESSAGE);
    const done = await off({
      password: provider.password,
      code: await freshTotpCode(t.config.databaseUrl ?? t.dataDir, secret),
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ totpEnabledAt: null, recoveryCodesLeft: 0 });
    const answer = await signIn(provider);
    expect(answer.body).toHaveProperty('token');
  });

  it('keeps the second factor through a password reset: the new password still asks for it', async () => {
    const provider = await createApproved(t, 'provider', 'reset-password');
    await withApp(provider);
    await t.api('POST', '/auth/forgot-password', { json: { email: provider.email } });
    const token = resetTokenFrom(
      await waitForMail(t.config.dataDir, provider.email, 5000, PASSWORD_RESET_SUBJECT),
    );
    const reset = await t.api('POST', '/auth/reset-password', {
      json: { token, password: 'a brand new pass' },
    });
    expect(reset.status).toBe(200);
    const answer = await t.api<TLoginAnswer>('POST', '/auth/login', {
      json: { email: provider.email, password: 'a brand new pass' },
    });
    expect(answer.body).not.toHaveProperty('token');
    expect((answer.body as TLoginChallengeResponse).challenge.methods).toContain('totp');
  });

  it('requires a second factor of a role: a set-up token reaches only the set-up, which signs in', async () => {
    const provider = await createApproved(t, 'provider', 'required');
    const client = await createApproved(t, 'client', 'not-required');
    const require = (roles: string[]) =>
      t.api('PATCH', '/practice/settings', { token: admin, json: { secondFactorRoles: roles } });
    expect((await require(['provider'])).status).toBe(200);
    try {
      const answer = await signIn(provider);
      expect(answer.status).toBe(200);
      expect(answer.body).not.toHaveProperty('token');
      const { token: setupToken } = (answer.body as TSecondFactorSetupResponse).setup;
      // Not a session: nothing but the set-up.
      expect((await t.api('POST', '/auth/get-me', { token: setupToken })).status).toBe(401);
      expect((await t.api('GET', '/sessions', { token: setupToken })).status).toBe(401);
      expect((await t.api('GET', '/notifications', { token: setupToken })).status).toBe(401);
      expect(await statusOf(setupToken)).toMatchObject({ required: true, totpEnabledAt: null });
      // Clients are not required: their password still signs in.
      expect((await signIn(client)).body).toHaveProperty('token');

      const set = await withApp(provider, setupToken);
      expect(set.recoveryCodes).toHaveLength(10);
      expect(set.signedIn?.user.userId).toBe(provider.id);
      const session = set.signedIn?.token ?? '';
      expect((await t.api('POST', '/auth/get-me', { token: session })).status).toBe(200);
      // The set-up token is spent: it cannot add another factor to sign in again.
      const again = await t.api('POST', '/two-factor/passkeys/options', { token: setupToken });
      expect(again.status).toBe(401);
      // The last factor stays while the practice requires one.
      const off = await t.api('DELETE', '/two-factor/totp', {
        token: session,
        json: {
          password: provider.password,
          code: await freshTotpCode(t.config.databaseUrl ?? t.dataDir, set.secret),
        },
      });
      expect(off.status).toBe(409);
      expect(off.body.message).toBe(SECOND_FACTOR_REQUIRED_MESSAGE);
    } finally {
      await require([]);
    }
  });

  it('signs the superadmin in with its app (SUPERADMIN_TOTP_SECRET), and without one sets it up first', async () => {
    const withSecret = await t.api<TLoginAnswer>('POST', '/auth/login', { json: SUPERADMIN });
    expect((withSecret.body as TLoginChallengeResponse).challenge.methods).toContain('totp');
    const code = await freshTotpCode(t.config.databaseUrl ?? t.dataDir, SUPERADMIN_TOTP_SECRET);
    const passed = await secondStep({
      challenge: (withSecret.body as TLoginChallengeResponse).challenge.id,
      code,
    });
    expect(passed.status).toBe(200);

    const bare = await startTestServer(kind, { superadminTotpSecret: undefined });
    try {
      const first = await bare.api<TLoginAnswer>('POST', '/auth/login', { json: SUPERADMIN });
      expect(first.status).toBe(200);
      expect(first.body).toHaveProperty('setup');
      expect(first.body).not.toHaveProperty('token');
    } finally {
      await bare.close();
    }
  });

  it('adds passkeys, which pass the second step and sign in alone', async () => {
    const client = await createApproved(t, 'client', 'passkey');
    const key = new SoftAuthenticator(PUBLIC_URL);
    const options = await t.api<TPasskeyRegistrationOptionsResponse>(
      'POST',
      '/two-factor/passkeys/options',
      { token: client.token },
    );
    expect(options.status).toBe(200);
    expect(options.body.data.options).toMatchObject({ rp: { id: 'localhost' } });
    const added = await t.api<TSecondFactorAddedResponse>('POST', '/two-factor/passkeys', {
      token: client.token,
      json: {
        challenge: options.body.data.challenge,
        name: 'Laptop',
        passkey: key.register(options.body.data.options),
      },
    });
    expect(added.status).toBe(201);
    expect(added.body.data.recoveryCodes).toHaveLength(10);
    const status = await statusOf(client.token);
    expect(status.passkeys).toEqual([
      expect.objectContaining({ name: 'Laptop', lastUsedAt: null, backedUp: false }),
    ]);

    // The second step of a password sign-in.
    const challenge = await challengeOf(client);
    expect(challenge.methods).toEqual(['passkey', 'recovery-code']);
    const passed = await secondStep({
      challenge: challenge.id,
      passkey: key.assert(challenge.passkeyOptions ?? {}),
    });
    expect(passed.status).toBe(200);

    // Alone, with user verification; without it, or with an unknown passkey: refused.
    const start = async () =>
      (await t.api<TPasskeySignInOptionsResponse>('POST', '/auth/passkey/options')).body.data;
    const alone = await start();
    const signedIn = await t.api<TLoginResponse>('POST', '/auth/passkey/login', {
      json: { challenge: alone.challenge, passkey: key.assert(alone.options) },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.userId).toBe(client.id);
    const unverified = await start();
    const refused = await t.api('POST', '/auth/passkey/login', {
      json: {
        challenge: unverified.challenge,
        passkey: key.assert(unverified.options, { verified: false }),
      },
    });
    expect(refused.status).toBe(401);
    const stranger = await start();
    const unknown = await t.api('POST', '/auth/passkey/login', {
      json: {
        challenge: stranger.challenge,
        passkey: new SoftAuthenticator(PUBLIC_URL).assert(stranger.options),
      },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(PASSKEY_NOT_RECOGNISED_MESSAGE);
    // A replayed signature (its challenge used) is refused.
    const replay = await t.api('POST', '/auth/passkey/login', {
      json: { challenge: alone.challenge, passkey: key.assert(alone.options) },
    });
    expect(replay.status).toBe(401);

    // Renamed, then removed with the password.
    const id = status.passkeys[0]?.id ?? '';
    const renamed = await t.api('PATCH', `/two-factor/passkeys/${id}`, {
      token: client.token,
      json: { name: 'Work laptop' },
    });
    expect(renamed.body).toMatchObject({ data: { name: 'Work laptop' } });
    const removed = await t.api<TTwoFactorChangedResponse>('DELETE', `/two-factor/passkeys/${id}`, {
      token: client.token,
      json: { password: client.password },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ passkeys: [], recoveryCodesLeft: 0 });
  });

  it('accepts a passkey made on the public URL’s origin only (localhost at any port without one)', async () => {
    const register = async (server: TestServer, token: string, origin: string) => {
      const options = await server.api<TPasskeyRegistrationOptionsResponse>(
        'POST',
        '/two-factor/passkeys/options',
        { token },
      );
      const { challenge, options: webauthn } = options.body.data;
      return server.api('POST', '/two-factor/passkeys', {
        token,
        json: { challenge, name: 'Key', passkey: new SoftAuthenticator(origin).register(webauthn) },
      });
    };
    const client = await createApproved(t, 'client', 'origin');
    expect((await register(t, client.token, 'http://localhost:5174')).status).toBe(400);
    expect((await register(t, client.token, 'https://evil.example')).status).toBe(400);
    const bare = await startTestServer(kind);
    try {
      const there = await createApproved(bare, 'client', 'bare');
      expect((await register(bare, there.token, 'http://localhost:4321')).status).toBe(201);
      expect((await register(bare, there.token, 'http://127.0.0.1:4321')).status).toBe(400);
    } finally {
      await bare.close();
    }
  });

  it('lets the superadmin reset a person’s second factor: signed out, e-mailed, audited', async () => {
    const provider = await createApproved(t, 'provider', 'reset');
    await withApp(provider);
    const reset = await t.api<TTwoFactorChangedResponse>(
      'DELETE',
      `/users/${provider.id}/two-factor`,
      { token: admin },
    );
    expect(reset.status).toBe(200);
    expect(reset.body.data).toMatchObject({
      totpEnabledAt: null,
      recoveryCodesLeft: 0,
      passkeys: [],
    });
    expect((await t.api('POST', '/auth/get-me', { token: provider.token })).status).toBe(401);
    const mail = await waitForMail(t.config.dataDir, provider.email, 5000, RESET_SUBJECT);
    expect(mail).toContain('signed out everywhere');
    expect((await signIn(provider)).body).toHaveProperty('token');
    const [row] = await t.server.ctx.db
      .select({ actorName: auditLog.actorName, targetId: auditLog.targetId })
      .from(auditLog)
      .where(eq(auditLog.action, 'second-factor.reset'));
    expect(row).toEqual({ actorName: 'Superadmin', targetId: provider.id });
    // Not another superadmin's (nor its own) this way; an unknown id is 404.
    const me = await t.api<{ userId: string }>('POST', '/auth/get-me', { token: admin });
    expect(
      (await t.api('DELETE', `/users/${me.body.userId}/two-factor`, { token: admin })).status,
    ).toBe(403);
  });
});

describe('second factor attempts (pglite)', () => {
  let t: TestServer;
  beforeAll(async () => {
    const limits = (await import('../src/config.ts')).loadConfig({}).rateLimits;
    t = await startTestServer('pglite', {
      publicUrl: PUBLIC_URL,
      rateLimits: { ...limits, enabled: true, loginPerAccount: 3, perIp: 1000 },
    });
  });
  afterAll(() => t.close());

  it('counts wrong codes per account across challenges, like failed sign-ins', async () => {
    const provider = await createApproved(t, 'provider', 'limited');
    const started = await t.api<TTotpSetupResponse>('POST', '/two-factor/totp/setup', {
      token: provider.token,
    });
    const secret = started.body.data.setupKey;
    await t.api('POST', '/two-factor/totp/confirm', {
      token: provider.token,
      json: { code: await freshTotpCode(t.config.databaseUrl ?? t.dataDir, secret) },
    });
    const challenge = async () =>
      (
        (
          await t.api<TLoginAnswer>('POST', '/auth/login', {
            json: { email: provider.email, password: provider.password },
          })
        ).body as TLoginChallengeResponse
      ).challenge.id;
    for (let i = 0; i < 3; i += 1) {
      const answer = await t.api('POST', '/auth/login/second-factor', {
        json: { challenge: await challenge(), code: '000000' },
      });
      expect(answer.status).toBe(401);
    }
    const blocked = await t.api('POST', '/auth/login/second-factor', {
      json: {
        challenge: await challenge(),
        code: await freshTotpCode(t.config.databaseUrl ?? t.dataDir, secret),
      },
    });
    expect(blocked.status).toBe(429);
  });
});
