import { API_BASE } from '@portal/contracts';

import { getStoredToken, isTokenExpired, removeStoredToken } from '../session/token';
import { ApiError, SessionEndedError, TokenExpiredError } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** A JSON body, or a FormData for multipart requests (update-me). */
  body?: unknown;
  /** Send without the Authorization header (login, signups, password reset). */
  anonymous?: boolean;
  signal?: AbortSignal;
}

export interface HttpHooks {
  /** Called when the session ended: the token expired before sending, or the server said 401. */
  onSessionExpired: () => void;
}

interface HttpSetup extends HttpHooks {
  baseUrl: string;
  storage: () => Storage;
  fetch: typeof fetch;
}

const setup: HttpSetup = {
  baseUrl: API_BASE,
  storage: () => localStorage,
  fetch: (...args) => fetch(...args),
  onSessionExpired: () => undefined,
};

/** Wires the client to the app (the session-expired handler) or to a test double's parts. */
export function configureHttp(overrides: Partial<HttpSetup>): void {
  Object.assign(setup, overrides);
}

function endSession() {
  removeStoredToken(setup.storage());
  setup.onSessionExpired();
}

async function readError(response: Response, endsSession = false): Promise<ApiError> {
  let message = response.statusText || `Request failed with status ${response.status}`;
  let details: { path: string; message: string }[] = [];
  let isServerMessage = false;
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const record = body as { message?: unknown; details?: unknown };
      if (typeof record.message === 'string' && record.message) {
        message = record.message;
        isServerMessage = true;
      }
      if (Array.isArray(record.details)) details = record.details as typeof details;
    }
  } catch {
    // Not JSON: keep the status text, and let the caller's fallback speak to the user.
  }
  const ErrorType = endsSession ? SessionEndedError : ApiError;
  return new ErrorType(message, response.status, details, isServerMessage);
}

/**
 * The one way the app talks to the API (base path '/api/v1'). It checks the stored token's
 * expiry before sending, sends it as a bearer token, and ends the session on expiry or 401.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, anonymous = false, signal } = options;
  const headers = new Headers({ Accept: 'application/json' });

  if (!anonymous) {
    const token = getStoredToken(setup.storage());
    if (token) {
      if (isTokenExpired(token)) {
        endSession();
        throw new TokenExpiredError();
      }
      headers.set('Authorization', `Bearer ${token}`);
    }
  }

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary itself
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await setup.fetch(`${setup.baseUrl}${path}`, {
      method,
      headers,
      body: payload,
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('The server could not be reached. Check your connection.', 0);
  }

  if (response.status === 401 && !anonymous) {
    endSession();
    throw await readError(response, true);
  }
  if (!response.ok) throw await readError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Shorthands that read like the endpoint table of the spec. */
export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'DELETE', body }),
};
