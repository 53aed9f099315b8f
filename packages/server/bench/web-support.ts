/**
 * What the benchmarks that drive the app share: the API from outside, accounts made the way people
 * make them, the production build of the app, and Chromium signed in as someone.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { type Browser, chromium } from 'playwright';

import type {
  TLoginResponse,
  TSigningConsentResponse,
  TUserActionResponse,
} from '@portal/contracts';

import { chromiumLaunchOptions, chromiumPath } from '../../../scripts/chromium.ts';

const root = path.resolve(import.meta.dirname, '../../..');

type Answer<T> = { status: number; body: T; text: string };

/** Calls the API: JSON or a multipart body in, the parsed answer out. */
export function apiOf(url: string) {
  return async <T>(
    method: string,
    route: string,
    options: { token?: string; json?: unknown; body?: FormData } = {},
  ): Promise<Answer<T>> => {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | FormData | undefined = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(new URL(`/api/v1${route}`, url), { method, headers, body });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('application/json');
    return { status: response.status, body: (isJson && text ? JSON.parse(text) : text) as T, text };
  };
}
export type Api = ReturnType<typeof apiOf>;

export function must<T>(answer: Answer<T>, status: number, what: string): T {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${answer.text}`);
  return answer.body;
}

/** Signs up through the API, approved by the superadmin, signed in: token and details. */
export async function approvedAccount(
  api: Api,
  admin: string,
  role: 'provider' | 'client',
): Promise<TLoginResponse & { fullName: string; email: string }> {
  const email = `${role}-${Date.now().toString(36)}@bench.example`;
  const password = 'bench account password';
  const fullName = role === 'provider' ? 'Bench Provider' : 'Bench Client';
  const json =
    role === 'provider'
      ? { fullName, email, password, licenseNo: `P-${Date.now().toString(36)}`, country: 'US' }
      : { fullName, email, password, country: 'GB' };
  const created = must(
    await api<TUserActionResponse>('POST', `/auth/${role}-signup`, { json }),
    201,
    `${role} sign-up`,
  );
  must(
    await api('PATCH', '/auth/approve-user', { token: admin, json: { userId: created.data.id } }),
    200,
    'approve',
  );
  const login = must(
    await api<TLoginResponse>('POST', '/auth/login', { json: { email, password } }),
    200,
    'login',
  );
  return { ...login, fullName, email };
}

/** Median, p95, min and max of some timings. */
export function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { median: at(0.5), p95: at(0.95), min: sorted[0] ?? 0, max: sorted.at(-1) ?? 0 };
}

/**
 * The production build of the app (`npm run build -w @portal/app`: the bundle, the server-side
 * bundle and the pre-rendered login page, in packages/app/dist): that folder, or null when the
 * build failed. BENCH_SKIP_BUILD uses the folder as it is.
 */
export function buildApp(): { dir: string; remove: () => void } | null {
  const dir = path.join(root, 'packages/app/dist');
  const keep = { dir, remove: () => undefined };
  if (process.env.BENCH_SKIP_BUILD) return keep;
  const build = spawnSync('npm', ['run', 'build', '-w', '@portal/app'], {
    cwd: root,
    stdio: 'ignore',
  });
  return build.status === 0 && fs.existsSync(path.join(dir, 'index.html')) ? keep : null;
}

/** Debian's Chromium (installed first when missing), started as the tests start it. */
export async function launchChromium(): Promise<Browser> {
  if (!fs.existsSync(chromiumPath)) {
    spawnSync(process.execPath, [path.join(root, 'scripts/ensure-chromium.mjs')], {
      stdio: 'inherit',
    });
  }
  return chromium.launch(chromiumLaunchOptions);
}

/** A page script that signs the app in as `session`, the way the app keeps a session. */
export function sessionScript(session: TLoginResponse): string {
  const state = {
    version: 1,
    layout: { isSidebarOpen: false, isChatSidebarOpen: false },
    modals: { isRestoreModalOpen: false, isDeleteModalOpen: false },
    blockedList: { isBlockedListShown: false },
    loginUser: session.user,
    joinUser: null,
  };
  return `
    localStorage.setItem('token', ${JSON.stringify(session.token)});
    localStorage.setItem('portal-state', ${JSON.stringify(JSON.stringify(state))});
  `;
}

/** Rejects with `message` when `promise` takes longer than `after` ms. */
export async function withTimeout<T>(
  promise: Promise<T>,
  after: number,
  message: string,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), after);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A client accepts the disclosure in force, as it does once before its first signature. */
export async function acceptSigningConsent(api: Api, token: string): Promise<void> {
  const current = must(
    await api<TSigningConsentResponse>('GET', '/documents/signing-consent', { token }),
    200,
    'signing consent',
  );
  const version = current.data.disclosure.version;
  must(
    await api('POST', '/documents/signing-consent', { token, json: { version } }),
    200,
    'accept consent',
  );
}
