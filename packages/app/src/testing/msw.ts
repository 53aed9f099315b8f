import { API_BASE } from '@portal/contracts';

/** The full URL of an API path, for MSW handlers: `apiUrl('/auth/login')`. */
export const apiUrl = (path: string) => `${API_BASE}${path}`;

/** Waits for `ms`, so that stories can show a request in flight. */
export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
