import { randomBytes, randomUUID } from 'node:crypto';

import type { TLoginResponse, TRole, TUserActionResponse } from '@portal/contracts';

import { SUPERADMIN, type TestServer } from './server.ts';

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

export async function loginAs(t: TestServer, email: string, password: string): Promise<string> {
  const answer = await t.api<TLoginResponse>('POST', '/auth/login', { json: { email, password } });
  if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status} ${answer.text}`);
  return answer.body.token;
}

export async function superadminToken(t: TestServer): Promise<string> {
  return loginAs(t, SUPERADMIN.email, SUPERADMIN.password);
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
