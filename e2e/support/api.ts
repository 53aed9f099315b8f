import type {
  TEndpointRequest,
  TEndpointResponse,
  TLoginResponse,
  TRouteName,
} from '@portal/contracts';
import { API_BASE, fillPath, ROUTES } from '@portal/contracts/routes';
import { DOCUMENT_FILE_FIELD } from '@portal/contracts';

import { consentPdf } from './pdf.ts';
import { E2E_SUPERADMIN, readE2eState } from './state.ts';
import { superadminCode } from './superadmin.ts';

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

/** The superadmin's session, kept while it works: each sign-in takes a code of its own step. */
let superadminSession: TLoginResponse | undefined;

export const api = {
  /** Signs in an account without a second factor. */
  login: async (email: string, password: string): Promise<TLoginResponse> => {
    const answer = await call('login', { body: { email, password } });
    if (!('token' in answer)) throw new Error(`${email} needs a second step to sign in.`);
    return answer;
  },
  /** A new session of the superadmin: its password, then its authenticator's code. */
  superadminSignIn: async (): Promise<TLoginResponse> => {
    const answer = await call('login', {
      body: { email: E2E_SUPERADMIN.email, password: E2E_SUPERADMIN.password },
    });
    if (!('challenge' in answer)) throw new Error('The superadmin has no second step.');
    return call('loginSecondFactor', {
      body: { challenge: answer.challenge.id, code: await superadminCode() },
    });
  },
  /** The superadmin's session for setting up journeys (one while it lasts). */
  superadminLogin: async (): Promise<TLoginResponse> => {
    if (superadminSession) {
      const alive = await call('getMe', { body: {} }, superadminSession.token).catch(() => null);
      if (alive) return superadminSession;
    }
    superadminSession = await api.superadminSignIn();
    return superadminSession;
  },
  superadminToken: async () => (await api.superadminLogin()).token,
  /** The roles the practice requires a second sign-in step of. */
  requireSecondFactor: async (roles: ('provider' | 'client')[]) =>
    call(
      'updatePracticeSettings',
      { body: { secondFactorRoles: roles } },
      await api.superadminToken(),
    ),
  providerSignup: (body: TEndpointRequest<'providerSignup'>['body']) =>
    call('providerSignup', { body }),
  clientSignup: (body: TEndpointRequest<'clientSignup'>['body']) => call('clientSignup', { body }),
  approve: async (userId: string) =>
    call('approveUser', { body: { userId } }, await api.superadminToken()),
  reject: async (userId: string) =>
    call('rejectUser', { body: { userId } }, await api.superadminToken()),
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
  /** A provider's one-page PDF, added and sent to one client (by the client's account id). */
  shareNewDocument: async (token: string, title: string, clientId: string) => {
    const form = new FormData();
    form.set('title', title);
    form.set(
      DOCUMENT_FILE_FIELD,
      new Blob([new Uint8Array(await consentPdf())], { type: 'application/pdf' }),
      'consent.pdf',
    );
    const { baseURL } = readE2eState();
    const { method, path } = ROUTES.createDocument;
    const response = await fetch(`${baseURL}${API_BASE}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    const { data } = (await response.json()) as TEndpointResponse<'createDocument'>;
    const signature = { type: 'signature', label: 'Signature', required: true, page: 1 } as const;
    await call(
      'updateDocument',
      {
        params: { id: data.id },
        body: { fields: [{ ...signature, x: 0.1, y: 0.8, width: 0.3, height: 0.06 }] },
      },
      token,
    );
    await call(
      'shareDocument',
      { params: { id: data.id }, body: { clientIds: [clientId] } },
      token,
    );
    return data.id;
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
export async function approvedUser(
  role: 'provider' | 'client',
  password = 'correct-horse-9',
  fullName = role === 'provider' ? 'Dr E2E Provider' : 'E2E Client',
) {
  const email = uniqueEmail(role);
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
