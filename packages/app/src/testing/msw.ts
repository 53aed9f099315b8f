import { delay as mswDelay, http, HttpResponse } from 'msw';

import { API_BASE } from '@portal/contracts';

/** The full URL of an API path, for MSW handlers: `apiUrl('/auth/login')`. */
export const apiUrl = (path: string) => `${API_BASE}${path}`;

/** Waits for `ms`, so that stories can show a request in flight. */
export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Method = 'get' | 'post' | 'patch' | 'delete';

/** A handler that never answers: the screen stays in its loading state. */
export const neverAnswers = (method: Method, path: string) =>
  http[method](apiUrl(path), async () => {
    await mswDelay('infinite');
    return HttpResponse.json({});
  });

/** A handler that fails with `status`, with the server's `message` when one is given. */
export const failsWith = (method: Method, path: string, status: number, message?: string) =>
  http[method](apiUrl(path), () =>
    message ? HttpResponse.json({ message }, { status }) : new HttpResponse(null, { status }),
  );
