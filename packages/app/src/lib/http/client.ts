import type { TEndpointRequest, TEndpointResponse } from '@portal/contracts';
import { API_BASE, fillPath, type TRoute, type TRouteName } from '@portal/contracts/routes';

import { dropSessionToken } from '../session/session';
import { getStoredToken, isTokenExpired } from '../session/token';
import { ApiError, SessionEndedError, TokenExpiredError } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** A JSON body, or a FormData for multipart requests (update-me). */
  body?: unknown;
  /** Send without the Authorization header (login, signups, password reset). */
  anonymous?: boolean;
  /**
   * Sends this token instead of the stored one, and a 401 is only an error, not the end of the
   * stored session: the sign-out's own call, made once the token has left storage.
   */
  token?: string;
  signal?: AbortSignal;
}

export interface HttpHooks {
  /**
   * Called when the session ended: the token expired before sending, or the server said 401. It
   * owns the end of the session (token, state, toast, redirect: lib/session); by default it only
   * removes the token.
   */
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
  onSessionExpired: () => dropSessionToken(setup.storage()),
};

/** Wires the client to the app (the session-expired handler) or to a test double's parts. */
export function configureHttp(overrides: Partial<HttpSetup>): void {
  Object.assign(setup, overrides);
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
 * The wire under `callApi` (base path '/api/v1'): it checks the stored token's expiry before
 * sending, sends it as a bearer token, and ends the session on expiry or 401. Features call
 * `callApi` with an endpoint's name; only this module and its tests deal in paths.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, anonymous = false, token: ownToken, signal } = options;
  const headers = new Headers({ Accept: 'application/json' });

  if (ownToken) {
    headers.set('Authorization', `Bearer ${ownToken}`);
  } else if (!anonymous) {
    const token = getStoredToken(setup.storage());
    if (token) {
      if (isTokenExpired(token)) {
        setup.onSessionExpired();
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
      // A sign-out's call outlives the page that sent it (the tab may close at once).
      keepalive: Boolean(ownToken),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('The server could not be reached. Check your connection.', 0);
  }

  if (response.status === 401 && !anonymous && !ownToken) {
    setup.onSessionExpired();
    throw await readError(response, true);
  }
  if (!response.ok) throw await readError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** How to call one endpoint beyond its request: a signal to abort it. */
export interface CallOptions {
  signal?: AbortSignal;
  /** The token to send instead of the stored one (see RequestOptions.token). */
  token?: string;
}

/** The request argument may be left out when nothing in it is required. */
type CallArgs<N extends TRouteName> =
  Record<string, never> extends TEndpointRequest<N>
    ? [request?: TEndpointRequest<N>, options?: CallOptions]
    : [request: TEndpointRequest<N>, options?: CallOptions];

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The `callApi` of a part of the endpoint table: calls an endpoint of `routes` by its name.
 * Method and path come from the table; the request and the answer are typed by its schemas (as
 * types only: no schema is bundled). Public endpoints are sent without the token, and their 401
 * is an answer, not the end of a session. The whole table is `callApi` (./api.ts); the public
 * sign-in pages call their own part only, so that '/' does not carry every endpoint.
 */
export function callerOf<T extends { readonly [N in TRouteName]?: TRoute }>(routes: T) {
  return function callEndpoint<N extends TRouteName & keyof T>(
    name: N,
    ...[call, options = {}]: CallArgs<N>
  ): Promise<TEndpointResponse<N>> {
    const route = routes[name] as TRoute;
    const { params, query, body } = (call ?? {}) as {
      params?: Record<string, string>;
      query?: Record<string, unknown>;
      body?: unknown;
    };
    return request<TEndpointResponse<N>>(`${fillPath(route.path, params)}${queryString(query)}`, {
      method: route.method,
      body,
      anonymous: route.access.kind === 'public',
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.token ? { token: options.token } : {}),
    });
  };
}
