import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { PERSIST_KEY, snapshot } from '@/stores/persistence';
import { RootStore } from '@/stores/RootStore';
import { loginUserFixture } from '@/testing/fixtures';

import { callApi } from '../http/api';
import { configureHttp } from '../http/client';
import { SessionEndedError, TokenExpiredError } from '../http/errors';
import { fakeJwt, MemoryStorage } from '../testing/memory-storage';
import {
  createSessionExpiry,
  readSessionState,
  SESSION_EXPIRED_MESSAGE,
  startSession,
} from './session';
import { signOutHere } from './sign-out';
import { TOKEN_STORAGE_KEY } from './token';

const { notifyError } = vi.hoisted(() => ({ notifyError: vi.fn() }));
vi.mock('@portal/ui', () => ({ notify: { error: notifyError } }));

let server: Server;
/** What the server was asked: method, path and bearer token. */
let seen: { method?: string; url?: string; authorization?: string }[] = [];
beforeAll(async () => {
  // Every call is answered 401, as a revoked token would be.
  server = createServer((request, response) => {
    seen.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.authorization,
    });
    response.writeHead(401, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ message: 'Your session has expired. Please sign in again.' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The app's wiring (App.tsx) around a storage that counts removals. */
function signedInApp(token: string) {
  const storage = new MemoryStorage();
  const removeItem = vi.spyOn(storage, 'removeItem');
  vi.stubGlobal('localStorage', storage);
  const root = new RootStore();
  startSession(root, token, loginUserFixture('provider'));
  const goToLogin = vi.fn();
  const { port } = server.address() as AddressInfo;
  configureHttp({
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    storage: () => storage,
    onSessionExpired: createSessionExpiry(root, goToLogin),
  });
  notifyError.mockClear();
  seen = [];
  return { storage, removeItem, root, goToLogin };
}

const expired = () => fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) - 10 });
const valid = () => fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 });

describe('the end of a session (spec section 8)', () => {
  it('on a 401: removes the token once, clears the session, toasts once and goes to /', async () => {
    const { removeItem, root, goToLogin, storage } = signedInApp(valid());
    expect(readSessionState(root)).toBe('active');
    await expect(callApi('getMe', { body: {} })).rejects.toBeInstanceOf(SessionEndedError);
    expect(removeItem.mock.calls.filter(([key]) => key === TOKEN_STORAGE_KEY)).toHaveLength(1);
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(root.session.loginUser).toBeNull();
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE, { id: 'session-expired' });
    expect(goToLogin).toHaveBeenCalledTimes(1);
    expect(readSessionState(root)).toBe('signed-out');
  });

  it('before sending with an expired token: the same, and the call is rejected with "Token expired"', async () => {
    const { removeItem, goToLogin } = signedInApp(expired());
    await expect(callApi('getMe', { body: {} })).rejects.toBeInstanceOf(TokenExpiredError);
    expect(removeItem.mock.calls.filter(([key]) => key === TOKEN_STORAGE_KEY)).toHaveLength(1);
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  it('says the server’s reason when it ended the session itself (a block)', () => {
    const { root, goToLogin } = signedInApp(valid());
    createSessionExpiry(root, goToLogin)('Your account has been blocked by the administrator.');
    expect(notifyError).toHaveBeenCalledWith(
      'Your account has been blocked by the administrator.',
      { id: 'session-expired' },
    );
  });

  it('before the stores are loaded (the app passes a getter): ends the stored session', () => {
    const { storage, goToLogin } = signedInApp(valid());
    const persisted = { version: 1, loginUser: loginUserFixture('provider') };
    storage.setItem(PERSIST_KEY, JSON.stringify({ ...snapshot(new RootStore()), ...persisted }));
    createSessionExpiry(() => null, goToLogin)();
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(JSON.parse(storage.getItem(PERSIST_KEY) ?? '{}').loginUser).toBeNull();
    expect(notifyError).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE, { id: 'session-expired' });
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  it('once ended, a later 401 (a call that was in flight) neither toasts nor navigates again', async () => {
    const { goToLogin } = signedInApp(valid());
    await expect(callApi('getMe', { body: {} })).rejects.toBeInstanceOf(SessionEndedError);
    await expect(callApi('listSessions')).rejects.toBeInstanceOf(SessionEndedError);
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });
});

describe('signing out (issue 32)', () => {
  const withSession = () =>
    fakeJwt({ sub: 'u1', sid: 'session-1', exp: Math.floor(Date.now() / 1000) + 3600 });

  it('ends the session here at once, then asks the server to end it with the token it had', async () => {
    const token = withSession();
    const { storage, root, goToLogin } = signedInApp(token);
    signOutHere(root);
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(root.session.loginUser).toBeNull();
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({
      method: 'DELETE',
      url: '/api/v1/sessions/session-1',
      authorization: `Bearer ${token}`,
    });
    // The server's refusal (its 401 here) is not a session that expired: no toast, no redirect.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notifyError).not.toHaveBeenCalled();
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('a token that names no session: signed out here, nothing sent', async () => {
    const { storage, root } = signedInApp(valid());
    signOutHere(root);
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
  });
});
