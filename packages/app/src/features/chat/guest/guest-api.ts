import type { TEndpointRequest, TEndpointResponse } from '@portal/contracts';
import { API_BASE, fillPath, ROUTES, type TRouteName } from '@portal/contracts/routes';

import { ApiError } from '@/lib/http/errors';

/*
 * The guest's own wire to the API. A guest is not a signed-in user: its token goes only on the
 * calls of its one conversation, the account token of the same browser is never sent (nor ended
 * by a 401 of the guest's), and refusals keep their `code` (`invitation-revoked`,
 * `guest-access-ended`, ...), which the invite page turns into its states.
 */

/** A refusal of a guest's call, with the server's `code` when it sent one. */
export class GuestApiError extends ApiError {
  override readonly name: string = 'GuestApiError';

  constructor(
    message: string,
    status: number,
    /** The server's error code, e.g. 'invitation-expired'; null when it sent none. */
    readonly code: string | null,
    details: { path: string; message: string }[] = [],
    isServerMessage = false,
  ) {
    super(message, status, details, isServerMessage);
  }
}

/** The error code of a failed guest call, or null. */
export const codeOf = (error: unknown): string | null =>
  error instanceof GuestApiError ? error.code : null;

async function readRefusal(response: Response): Promise<GuestApiError> {
  let message = response.statusText || `Request failed with status ${response.status}`;
  let code: string | null = null;
  let details: { path: string; message: string }[] = [];
  let isServerMessage = false;
  try {
    const body = (await response.json()) as Record<string, unknown> | null;
    if (body && typeof body.message === 'string' && body.message) {
      message = body.message;
      isServerMessage = true;
    }
    if (body && typeof body.code === 'string') code = body.code;
    if (body && Array.isArray(body.details)) details = body.details as typeof details;
  } catch {
    // Not JSON: the status text, and the caller's fallback speaks to the person.
  }
  return new GuestApiError(message, response.status, code, details, isServerMessage);
}

/** The request argument may be left out when nothing in it is required. */
type GuestCallArgs<N extends TRouteName> =
  Record<string, never> extends TEndpointRequest<N>
    ? [request?: TEndpointRequest<N>, options?: GuestCallOptions]
    : [request: TEndpointRequest<N>, options?: GuestCallOptions];

export interface GuestCallOptions {
  /** The guest's token; without it the call goes without Authorization (the public routes). */
  token?: string | null;
  signal?: AbortSignal;
}

/**
 * Calls an endpoint of the table by name, as `callApi` does, with the guest's token (or none).
 * A 401 is an answer like any other here: it never touches the account's session.
 */
export async function callGuestApi<N extends TRouteName>(
  name: N,
  ...[call, { token, signal } = {}]: GuestCallArgs<N>
): Promise<TEndpointResponse<N>> {
  const { method, path } = ROUTES[name];
  const { params, query, body } = (call ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, string>;
    body?: unknown;
  };
  const search = new URLSearchParams(query ?? {}).toString();
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${fillPath(path, params)}${search ? `?${search}` : ''}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new GuestApiError('The server could not be reached. Check your connection.', 0, null);
  }
  if (!response.ok) throw await readRefusal(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as TEndpointResponse<N>;
}
