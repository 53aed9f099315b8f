import type { TEndpointRequest, TEndpointResponse, TRouteName } from '@portal/contracts';
import { API_BASE, fillPath, ROUTES } from '@portal/contracts/routes';

import { E2E_SUPERADMIN, readE2eState } from './state.ts';

/** A direct call to the real API through the endpoint table, to set up a journey quickly. */
async function call<N extends TRouteName>(
  name: N,
  request: TEndpointRequest<N>,
  token?: string,
): Promise<TEndpointResponse<N>> {
  const { baseURL } = readE2eState();
  const { method, path } = ROUTES[name];
  const { params, body } = request as { params?: Record<string, string>; body?: unknown };
  const response = await fetch(`${baseURL}${API_BASE}${fillPath(path, params)}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as TEndpointResponse<N>;
}

export const api = {
  login: (email: string, password: string) => call('login', { body: { email, password } }),
  superadminToken: async () =>
    (await api.login(E2E_SUPERADMIN.email, E2E_SUPERADMIN.password)).token,
  providerSignup: (body: TEndpointRequest<'providerSignup'>['body']) =>
    call('providerSignup', { body }),
  clientSignup: (body: TEndpointRequest<'clientSignup'>['body']) => call('clientSignup', { body }),
  approve: async (userId: string) =>
    call('approveUser', { body: { userId } }, await api.superadminToken()),
  allUsers: async () => (await call('getAllUsers', {}, await api.superadminToken())).data,
  createClientRecord: (token: string, body: TEndpointRequest<'createClient'>['body']) =>
    call('createClient', { body }, token),
  openDirectChat: async (token: string, memberId: string) =>
    (await call('createChannel', { body: { type: 'direct', memberId } }, token)).data.id,
  /** A group of the caller's own, with `memberIds` (none by default). */
  createGroup: async (token: string, name: string, memberIds: string[] = []) =>
    (await call('createChannel', { body: { type: 'group', name, memberIds } }, token)).data.id,
  /** An open invitation into a group: the path of its link. */
  invitePath: async (token: string, channelId: string, maxUses = 5) => {
    const { data } = await call(
      'createChannelInvitation',
      { params: { id: channelId }, body: { maxUses } },
      token,
    );
    return new URL(data.link).pathname;
  },
  sendMessage: (token: string, channelId: string, text: string) =>
    call(
      'sendMessage',
      { params: { id: channelId }, body: { text, clientId: crypto.randomUUID() } },
      token,
    ),
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
