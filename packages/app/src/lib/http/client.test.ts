import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { TOKEN_STORAGE_KEY } from '../session/token';
import { fakeJwt, MemoryStorage } from '../testing/memory-storage';
import { callApi } from './api';
import { configureHttp, request, type RequestOptions } from './client';
import { ApiError, errorMessage, hasEndedSession, TokenExpiredError } from './errors';

interface Seen {
  method?: string;
  url?: string;
  authorization?: string;
  contentType?: string;
  body: string;
}

let server: Server;
let seen: Seen[] = [];

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

// A real HTTP server answering by path, so that the client is tested over the wire.
beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((body) => {
      seen.push({
        method: req.method,
        url: req.url,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body,
      });
      const reply = (status: number, payload?: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(payload === undefined ? '' : JSON.stringify(payload));
      };
      if (req.url?.endsWith('/ok')) reply(200, { data: [1, 2] });
      else if (req.url?.endsWith('/unauthorized')) reply(401, { message: 'Invalid token' });
      else if (req.url?.endsWith('/bad'))
        reply(400, {
          message: 'email must be a valid e-mail address',
          details: [{ path: 'email', message: 'bad' }],
        });
      else if (req.url?.endsWith('/plain-error')) {
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end('boom');
      } else reply(204);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const storage = new MemoryStorage();
// The session module owns the end of a session; here it removes the token as the app's does.
const onSessionExpired = vi.fn(() => storage.removeItem(TOKEN_STORAGE_KEY));
type Options = Omit<RequestOptions, 'method' | 'body'>;
/** The wire by path, for these tests only: the app calls endpoints by name (callApi). */
const http = {
  get: (path: string, options?: Options) => request(path, { ...options, method: 'GET' }),
  post: (path: string, body?: unknown, options?: Options) =>
    request(path, { ...options, method: 'POST', body }),
  patch: (path: string, body?: unknown) => request(path, { method: 'PATCH', body }),
  delete: (path: string) => request(path, { method: 'DELETE' }),
};
const validToken = () => fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 });
const expiredToken = () => fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) - 10 });

beforeEach(() => {
  seen = [];
  storage.clear();
  onSessionExpired.mockClear();
  const { port } = server.address() as AddressInfo;
  configureHttp({
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    storage: () => storage,
    onSessionExpired,
  });
});

describe('http client', () => {
  it('sends the stored token as a bearer header under /api/v1', async () => {
    const token = validToken();
    storage.setItem(TOKEN_STORAGE_KEY, token);
    await expect(http.get('/auth/ok')).resolves.toEqual({ data: [1, 2] });
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: '/api/v1/auth/ok',
      authorization: `Bearer ${token}`,
    });
  });

  it('sends JSON bodies with their content type', async () => {
    storage.setItem(TOKEN_STORAGE_KEY, validToken());
    await http.patch('/auth/ok', { id: 'x' });
    expect(seen[0]).toMatchObject({
      method: 'PATCH',
      contentType: 'application/json',
      body: '{"id":"x"}',
    });
  });

  it('refuses to send with an expired token: removes it, ends the session, rejects with "Token expired"', async () => {
    storage.setItem(TOKEN_STORAGE_KEY, expiredToken());
    const call = http.get('/auth/ok');
    await expect(call).rejects.toBeInstanceOf(TokenExpiredError);
    await expect(call).rejects.toThrow('Token expired');
    expect(seen).toHaveLength(0);
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('treats an undecodable token as expired', async () => {
    storage.setItem(TOKEN_STORAGE_KEY, 'garbage');
    await expect(http.get('/auth/ok')).rejects.toThrow('Token expired');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('ends the session on any 401 answer', async () => {
    storage.setItem(TOKEN_STORAGE_KEY, validToken());
    const error = await http.post('/auth/unauthorized').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401, message: 'Invalid token' });
    expect(hasEndedSession(error)).toBe(true);
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not end a session for an anonymous call answered 401 (a wrong password at login)', async () => {
    storage.setItem(TOKEN_STORAGE_KEY, validToken());
    const error = await http
      .post('/auth/unauthorized', {}, { anonymous: true })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(hasEndedSession(error)).toBe(false);
    expect(seen[0]?.authorization).toBeUndefined();
    expect(storage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("carries the server's message and field details on other errors", async () => {
    const error = await http.post('/auth/bad', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'email must be a valid e-mail address',
      isServerMessage: true,
    });
    expect((error as ApiError).details).toEqual([{ path: 'email', message: 'bad' }]);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('keeps the status text when the error is not JSON, so that callers use their fallback', async () => {
    const error = await http.get('/auth/plain-error').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 500, isServerMessage: false });
    expect(errorMessage(error, 'Failed to block this user.')).toBe('Failed to block this user.');
  });

  it('answers undefined for 204', async () => {
    await expect(http.delete('/auth/empty')).resolves.toBeUndefined();
  });

  it('reports an unreachable server as status 0 with a clear message', async () => {
    configureHttp({ baseUrl: 'http://127.0.0.1:9/api/v1' });
    await expect(http.get('/auth/ok')).rejects.toMatchObject({
      status: 0,
      message: expect.stringContaining('could not be reached'),
    });
  });
});

describe('callApi', () => {
  it('calls an endpoint by its name: method, path with params, query and body from the table', async () => {
    storage.setItem(TOKEN_STORAGE_KEY, validToken());
    await callApi('updateClient', {
      params: { id: 'a b' },
      body: { fullName: 'Ann' },
    }).catch(() => undefined);
    await callApi('getAllUsers', { query: { role: 'client', isApprove: undefined } }).catch(
      () => undefined,
    );
    expect(seen.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'PATCH', url: '/api/v1/clients/a%20b', body: '{"fullName":"Ann"}' },
      { method: 'GET', url: '/api/v1/auth/get-all-users?role=client', body: '' },
    ]);
  });

  it('sends a public endpoint without the token, and its 401 keeps the session', async () => {
    storage.setItem(TOKEN_STORAGE_KEY, validToken());
    await callApi('login', { body: { email: 'a@b.co', password: 'x' } }).catch(() => undefined);
    expect(seen[0]?.authorization).toBeUndefined();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('errorMessage', () => {
  it("prefers the server's message, else the fallback", () => {
    expect(errorMessage(new ApiError('Email already used', 409, [], true), 'Failed')).toBe(
      'Email already used',
    );
    expect(
      errorMessage(new ApiError('Internal Server Error', 500), 'Failed to block this user.'),
    ).toBe('Failed to block this user.');
    expect(errorMessage(new Error('x'), 'Failed to update this user.')).toBe(
      'Failed to update this user.',
    );
  });
});
