import type {
  TLoginResponse,
  TProviderSignupRequest,
  TUserActionResponse,
  TUserListResponse,
} from '@portal/contracts';

import { E2E_SUPERADMIN, readE2eState } from './state.ts';

/** Direct calls to the real API, to set up a journey's preconditions quickly. */
async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const { baseURL } = readE2eState();
  const response = await fetch(`${baseURL}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  login: (email: string, password: string) =>
    call<TLoginResponse>('POST', '/auth/login', { email, password }),
  superadminToken: async () =>
    (await api.login(E2E_SUPERADMIN.email, E2E_SUPERADMIN.password)).token,
  providerSignup: (body: TProviderSignupRequest) =>
    call<TUserActionResponse>('POST', '/auth/provider-signup', body),
  clientSignup: (body: TProviderSignupRequest) =>
    call<TUserActionResponse>('POST', '/auth/client-signup', body),
  approve: async (userId: string) =>
    call('PATCH', '/auth/approve-user', { userId }, await api.superadminToken()),
  allUsers: async () =>
    (
      await call<TUserListResponse>(
        'GET',
        '/auth/get-all-users',
        undefined,
        await api.superadminToken(),
      )
    ).data,
  createClientRecord: (token: string, body: Record<string, unknown>) =>
    call<{ data: { id: string } }>('POST', '/clients', body, token),
};

let counter = 0;
/** A unique e-mail per call, so that journeys never collide. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@e2e.example.com`;
}

/** Creates an approved account of the role and returns its credentials. */
export async function approvedUser(role: 'provider' | 'client', password = 'correct-horse-9') {
  const email = uniqueEmail(role);
  const fullName = role === 'provider' ? 'Dr E2E Provider' : 'E2E Client';
  const signup = role === 'provider' ? api.providerSignup : api.clientSignup;
  const { data } = await signup({
    fullName,
    email,
    password,
    licenseNo: `E2E-${Date.now()}-${counter}`,
  });
  await api.approve(data.id);
  return { email, password, id: data.id, fullName };
}
