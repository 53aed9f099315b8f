import { randomBytes, randomUUID } from 'node:crypto';

import type { TLoginAnswer, TLoginResponse, TRole, TUserActionResponse } from '@portal/contracts';

import { SUPERADMIN, type TestServer } from './server.ts';
import { SUPERADMIN_TOTP_SECRET, freshTotpCode } from './totp.ts';

export interface TestAccount {
  id: string;
  email: string;
  password: string;
  fullName: string;
  role: TRole;
  token: string;
}

let counter = 0;
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${(counter += 1)}-${randomBytes(2).toString('hex')}@example.com`;

/**
 * Where a server's sign-in steps are counted: its database (servers scaled out share one, so a
 * code one of them took is taken for all).
 */
const databaseOf = (t: TestServer) => t.config.databaseUrl ?? t.dataDir;

/**
 * Signs in: the password, then (for an account with an authenticator app, given its secret) a
 * fresh code. Answers the session token.
 */
export async function loginAs(
  t: TestServer,
  email: string,
  password: string,
  totpSecret?: string,
): Promise<string> {
  const answer = await t.api<TLoginAnswer>('POST', '/auth/login', { json: { email, password } });
  if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status} ${answer.text}`);
  if ('token' in answer.body) return answer.body.token;
  if (!('challenge' in answer.body) || !totpSecret) {
    throw new Error(`login ${email}: no session but ${answer.text}`);
  }
  const second = await t.api<TLoginResponse>('POST', '/auth/login/second-factor', {
    json: {
      challenge: answer.body.challenge.id,
      code: await freshTotpCode(databaseOf(t), totpSecret),
    },
  });
  if (second.status !== 200)
    throw new Error(`second step ${email}: ${second.status} ${second.text}`);
  return second.body.token;
}

/** A new session of the superadmin (password and authenticator code). */
export const loginSuperadmin = (t: TestServer) =>
  loginAs(t, SUPERADMIN.email, SUPERADMIN.password, SUPERADMIN_TOTP_SECRET);

const superadminSessions = new Map<string, Promise<string>>();

/**
 * The superadmin's token, one session per database while it works (callers at the same moment
 * share one sign-in): each sign-in takes a code of its own 30-second step, so that many sign-ins
 * in a row would wait for new steps.
 */
export async function superadminToken(t: TestServer): Promise<string> {
  const key = databaseOf(t);
  const kept = superadminSessions.get(key);
  if (kept) {
    const token = await kept.catch(() => null);
    if (token && (await t.api('POST', '/auth/get-me', { token })).status === 200) return token;
    if (superadminSessions.get(key) !== kept) return superadminToken(t);
  }
  const session = loginSuperadmin(t);
  superadminSessions.set(key, session);
  return session;
}

/** Signs up through the API; the account is pending (no token). */
export async function signupPending(
  t: TestServer,
  role: 'provider' | 'client',
  label: string = role,
): Promise<Omit<TestAccount, 'token'>> {
  const email = uniqueEmail(label);
  const password = 'correct horse battery';
  const fullName = `${label} ${counter}`;
  const json =
    role === 'provider'
      ? {
          fullName,
          email,
          password,
          licenseNo: `P-${randomBytes(4).toString('hex')}`,
          country: 'US',
        }
      : { fullName, email, password, country: 'GB' };
  const answer = await t.api<TUserActionResponse>('POST', `/auth/${role}-signup`, { json });
  if (answer.status !== 201) throw new Error(`signup: ${answer.status} ${answer.text}`);
  return { id: answer.body.data.id, email, password, fullName, role };
}

/** Signs up, gets approved by the superadmin, signs in. */
export async function createApproved(
  t: TestServer,
  role: 'provider' | 'client',
  label: string = role,
): Promise<TestAccount> {
  const account = await signupPending(t, role, label);
  const admin = await superadminToken(t);
  const approved = await t.api('PATCH', '/auth/approve-user', {
    token: admin,
    json: { userId: account.id },
  });
  if (approved.status !== 200) throw new Error(`approve: ${approved.status} ${approved.text}`);
  return { ...account, token: await loginAs(t, account.email, account.password) };
}

/** A token for a pending account, signed with the server's real key (pending users cannot log in). */
export async function pendingToken(t: TestServer): Promise<{ id: string; token: string }> {
  const account = await signupPending(t, 'provider', 'pending');
  // Any session: a pending account is refused before its session is looked at.
  const token = await t.server.ctx.tokens.sign({
    sub: account.id,
    role: 'provider',
    ver: 0,
    sid: randomUUID(),
  });
  return { id: account.id, token };
}

/** The session a token belongs to (its `sid` claim). */
export const sessionIdOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string })
    .sid;

/**
 * The set-up token of an approved client that must set up a second factor first: clients are
 * required to have one while it signs in (the token stays good when the rule is lifted after).
 */
export async function setupTokenFor(
  t: TestServer,
  adminToken: string,
): Promise<{ id: string; token: string; password: string }> {
  const account = await signupPending(t, 'client', 'setup');
  await t.api('PATCH', '/auth/approve-user', { token: adminToken, json: { userId: account.id } });
  const require = (roles: string[]) =>
    t.api('PATCH', '/practice/settings', { token: adminToken, json: { secondFactorRoles: roles } });
  await require(['client']);
  try {
    const answer = await t.api<{ setup?: { token: string } }>('POST', '/auth/login', {
      json: { email: account.email, password: account.password },
    });
    if (!answer.body.setup) throw new Error(`no set-up token: ${answer.status} ${answer.text}`);
    return { id: account.id, token: answer.body.setup.token, password: account.password };
  } finally {
    await require([]);
  }
}
