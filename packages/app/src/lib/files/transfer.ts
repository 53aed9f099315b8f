import { API_BASE, fillPath, ROUTES, type TRouteName } from '@portal/contracts/routes';
import type { TEndpointResponse } from '@portal/contracts';

import { ApiError, SessionEndedError, TokenExpiredError } from '@/lib/http/errors';
import { getStoredToken, isTokenExpired } from '@/lib/session/token';

/*
 * File transfers that `callApi` cannot make: an upload that reports its progress and a download
 * of bytes (the original PDF, the sealed copy). `fetch` reports neither upload progress nor
 * suits binary answers in lib/http, so these go through XMLHttpRequest, with the same rules as
 * the HTTP client: the token checked before sending, sent as a bearer token, and a 401 or an
 * expired token ends the session (the caller passes the app's session-expiry handler).
 */

export interface TransferOptions {
  /** Ends the session (lib/session's handler, from useSessionExpired). */
  onSessionExpired: () => void;
  /** Upload progress, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function bearer(onSessionExpired: () => void): string | null {
  const token = getStoredToken();
  if (!token) return null;
  if (isTokenExpired(token)) {
    onSessionExpired();
    throw new TokenExpiredError();
  }
  return token;
}

function readErrorBody(xhr: XMLHttpRequest, body: unknown): ApiError {
  let message = xhr.statusText || `Request failed with status ${xhr.status}`;
  let details: { path: string; message: string }[] = [];
  let isServerMessage = false;
  if (body && typeof body === 'object') {
    const record = body as { message?: unknown; details?: unknown };
    if (typeof record.message === 'string' && record.message) {
      message = record.message;
      isServerMessage = true;
    }
    if (Array.isArray(record.details)) details = record.details as typeof details;
  }
  const ErrorType = xhr.status === 401 ? SessionEndedError : ApiError;
  return new ErrorType(message, xhr.status, details, isServerMessage);
}

async function errorBodyOf(xhr: XMLHttpRequest): Promise<unknown> {
  try {
    const response: unknown = xhr.response;
    const text =
      response instanceof Blob
        ? await response.text()
        : typeof response === 'string'
          ? response
          : '';
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function send<T>(
  method: string,
  url: string,
  body: FormData | undefined,
  responseType: 'text' | 'blob',
  { onSessionExpired, onProgress, signal }: TransferOptions,
  anonymous = false,
): Promise<T> {
  // A public endpoint goes without the token: a stale session never stops it.
  const token = anonymous ? null : bearer(onSessionExpired);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.responseType = responseType;
    xhr.setRequestHeader('Accept', responseType === 'blob' ? '*/*' : 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
    }
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    xhr.addEventListener('abort', () =>
      reject(new DOMException('The transfer was cancelled.', 'AbortError')),
    );
    xhr.addEventListener('error', () =>
      reject(new ApiError('The server could not be reached. Check your connection.', 0)),
    );
    xhr.addEventListener('load', () => {
      signal?.removeEventListener('abort', abort);
      if (xhr.status >= 200 && xhr.status < 300) {
        if (responseType === 'blob') {
          resolve(xhr.response as T);
          return;
        }
        const text = xhr.responseText;
        resolve((text ? JSON.parse(text) : undefined) as T);
        return;
      }
      void errorBodyOf(xhr).then((errorBody) => {
        if (xhr.status === 401 && token) onSessionExpired();
        reject(readErrorBody(xhr, errorBody));
      });
    });
    xhr.send(body ?? null);
  });
}

/** Sends a multipart request to an endpoint by its name, reporting the upload's progress. */
export function uploadTo<N extends TRouteName>(
  name: N,
  form: FormData,
  options: TransferOptions & { params?: Record<string, string> },
): Promise<TEndpointResponse<N>> {
  const route = ROUTES[name];
  return send(
    route.method,
    `${API_BASE}${fillPath(route.path, options.params)}`,
    form,
    'text',
    options,
    route.access.kind === 'public',
  );
}

/**
 * Downloads a file by the path the server gave (`fileUrl`, `signedUrl`, under /api/v1), with the
 * session's token. Only API paths are accepted.
 */
export function downloadBytes(path: string, options: TransferOptions): Promise<Blob> {
  if (!path.startsWith(`${API_BASE}/`)) {
    return Promise.reject(new ApiError('This download is not a file of the server.', 0));
  }
  return send('GET', path, undefined, 'blob', options);
}
