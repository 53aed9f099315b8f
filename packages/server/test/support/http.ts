/** A tiny fetch wrapper: JSON in, parsed JSON (or text) out, status and headers kept. */
export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface RequestOptions {
  token?: string | undefined;
  json?: unknown;
  body?: string | FormData | Uint8Array;
  headers?: Record<string, string>;
}

export type Api = <T = Record<string, unknown>>(
  method: string,
  path: string,
  options?: RequestOptions,
) => Promise<ApiAnswer<T>>;

export function createApi(baseUrl: string): Api {
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const url = path.startsWith('/api') || path.startsWith('http') ? path : `/api/v1${path}`;
    const response = await fetch(new URL(url, baseUrl), { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.includes('application/json')) {
      parsed = text ? JSON.parse(text) : undefined;
    }
    return { status: response.status, body: parsed as never, text, headers: response.headers };
  };
}
