import { randomUUID } from 'node:crypto';

import { io as connect, type Socket } from 'socket.io-client';

import type {
  TChannelResponse,
  TChatMessage,
  TChatMessageResponse,
  TClientResponse,
  TUserActionResponse,
} from '@portal/contracts';

import {
  createApproved,
  loginAs,
  superadminToken,
  uniqueEmail,
  type TestAccount,
} from './accounts.ts';
import type { TestServer } from './server.ts';

/**
 * A client account whose provider is `provider`: the provider's client record and the account
 * share an e-mail (how the chat rules link a client to its provider without a license sign-up).
 */
export async function clientOf(
  t: TestServer,
  provider: TestAccount,
  label = 'client',
  fullName = `${label} ${randomUUID().slice(0, 6)}`,
): Promise<TestAccount> {
  const email = uniqueEmail(label);
  const record = await t.api<TClientResponse>('POST', '/clients', {
    token: provider.token,
    json: { fullName, email, licenseNo: `L-${randomUUID().slice(0, 8)}` },
  });
  if (record.status !== 201) throw new Error(`client record: ${record.status} ${record.text}`);
  const password = 'correct horse battery';
  const signup = await t.api<TUserActionResponse>('POST', '/auth/client-signup', {
    json: { fullName, email, password },
  });
  if (signup.status !== 201) throw new Error(`client signup: ${signup.status} ${signup.text}`);
  const admin = await superadminToken(t);
  await t.api('PATCH', '/auth/approve-user', {
    token: admin,
    json: { userId: signup.body.data.id },
  });
  return {
    id: signup.body.data.id,
    email,
    password,
    fullName,
    role: 'client',
    token: await loginAs(t, email, password),
  };
}

/** The superadmin as a chat participant. */
export async function superadminAccount(t: TestServer): Promise<TestAccount> {
  const token = await superadminToken(t);
  const me = await t.api<{ userId: string; user: { fullName: string; email: string } }>(
    'POST',
    '/auth/get-me',
    { token },
  );
  return {
    id: me.body.userId,
    email: me.body.user.email,
    password: '',
    fullName: me.body.user.fullName,
    role: 'superadmin',
    token,
  };
}

export async function approvedProvider(t: TestServer, label = 'provider'): Promise<TestAccount> {
  return createApproved(t, 'provider', label);
}

export async function openDirect(t: TestServer, a: TestAccount, b: TestAccount): Promise<string> {
  const answer = await t.api<TChannelResponse>('POST', '/chat/channels', {
    token: a.token,
    json: { type: 'direct', memberId: b.id },
  });
  if (answer.status !== 201 && answer.status !== 200) {
    throw new Error(`direct chat: ${answer.status} ${answer.text}`);
  }
  return answer.body.data.id;
}

export async function createGroup(
  t: TestServer,
  owner: TestAccount,
  members: TestAccount[],
  name = 'Team',
): Promise<string> {
  const answer = await t.api<TChannelResponse>('POST', '/chat/channels', {
    token: owner.token,
    json: { type: 'group', name, memberIds: members.map((m) => m.id) },
  });
  if (answer.status !== 201) throw new Error(`group: ${answer.status} ${answer.text}`);
  return answer.body.data.id;
}

export async function send(
  t: TestServer,
  account: TestAccount,
  channelId: string,
  text: string,
  clientId: string = randomUUID(),
): Promise<TChatMessage> {
  const answer = await t.api<TChatMessageResponse>('POST', `/chat/channels/${channelId}/messages`, {
    token: account.token,
    json: { text, clientId },
  });
  if (answer.status !== 201) throw new Error(`send: ${answer.status} ${answer.text}`);
  return answer.body.data;
}

/** A connected socket of the account (websocket only, no automatic reconnection). */
export async function openSocket(t: TestServer, account: TestAccount): Promise<Socket> {
  const socket = connect(t.url, {
    transports: ['websocket'],
    auth: { token: account.token },
    query: { userId: account.id },
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/**
 * Calls back for every new message a socket hears from now on, whether it came alone
 * (`chat:message`) or in a burst (`chat:messages`), as the app must.
 */
export function onNewMessages(socket: Socket, handle: (message: TChatMessage) => void): void {
  socket.on('chat:message', handle);
  socket.on('chat:messages', (burst: { messages: TChatMessage[] }) =>
    burst.messages.forEach(handle),
  );
}

/** Every new message a socket hears from now on (alone or in a burst), in arrival order. */
export function collectMessages(socket: Socket): TChatMessage[] {
  const seen: TChatMessage[] = [];
  onNewMessages(socket, (message) => seen.push(message));
  return seen;
}

/** Collects every payload of an event on a socket from now on. */
export function collect<T>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

/** The next payload of an event that passes the test, or a timeout error. */
export function nextEvent<T>(
  socket: Socket,
  event: string,
  test: (payload: T) => boolean = () => true,
  timeoutMs = 5000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T) => {
      if (!test(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/** Waits until a condition holds (polling), or fails after the timeout. */
export async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Sends an event and waits for its acknowledgement. */
export function emitWithAck(socket: Socket, event: string, payload: unknown): Promise<unknown> {
  return socket.timeout(5000).emitWithAck(event, payload);
}

/** Things people type into chats that must come back exactly as written, never as markup. */
export const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  "javascript:alert('x')",
  '<a href="javascript:alert(1)">click</a>',
  '{{constructor.constructor("alert(1)")()}}',
  '${alert(1)}',
  "'; DROP TABLE chat_messages; --",
  '&lt;b&gt;not bold&lt;/b&gt; &amp; &#x3C;',
  '  leading and trailing spaces  ',
  'line one\nline two\r\n\ttabbed',
  'emoji 👩‍⚕️ and RTL ‮ text ‭ and zero​width',
  '\\u0000 is not a NUL, just text',
];
