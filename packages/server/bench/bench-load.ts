/**
 * `npm run bench:load`: bounded load runs on loopback against the real server with autocannon
 * (in its own process, so the load does not share the server's event loop): login, get-me,
 * get-all-users with 1,000 and 10,000 users, a write route (PATCH /clients/{id}), get-me while 20
 * logins hash passwords, and the same with rate limits on. Prints throughput, p50, p99, non-2xx,
 * 5xx and errors per run, and the server's memory before and after (JavaScript heap after a
 * forced GC, and RSS: PGlite's WebAssembly memory does not shrink). PGlite first; then PostgreSQL
 * when BENCH_DATABASE_URL or TEST_DATABASE_URL is set. Run with `node --expose-gc`.
 *
 * Goals: no 5xx; get-me p99 under 300 ms at 20 connections; heap back within 10 % after the runs.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import type { TClientResponse, TLoginResponse } from '@portal/contracts';

import { loadConfig } from '../src/config.ts';
import { buildServer } from '../src/server.ts';
import {
  BENCH_SUPERADMIN,
  benchDatabaseUrl,
  freshPostgres,
  seedUsers,
  signInSuperadmin,
  withSealForPostgres,
} from './support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 20;
const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const run = promisify(execFile);

interface LoadResult {
  label: string;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  serverErrors: number;
  errors: number;
}

interface LoadRequest {
  method: 'GET' | 'POST' | 'PATCH';
  url: string;
  token?: string;
  body?: unknown;
  connections?: number;
}

/** One autocannon run in a child process; `5xx` counts server errors, `errors` broken requests. */
async function load(label: string, request: LoadRequest): Promise<LoadResult> {
  const args = [
    autocannonBin,
    '--json',
    '-c',
    String(request.connections ?? CONNECTIONS),
    '-d',
    String(SECONDS),
    '-m',
    request.method,
    '-H',
    'content-type=application/json',
  ];
  if (request.token) args.push('-H', `authorization=Bearer ${request.token}`);
  if (request.body !== undefined) args.push('-b', JSON.stringify(request.body));
  args.push(request.url);
  const { stdout } = await run(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const report = JSON.parse(stdout) as {
    requests: { total: number; average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    '5xx': number;
    errors: number;
    timeouts: number;
  };
  return {
    label,
    requests: report.requests.total,
    perSecond: report.requests.average,
    p50: report.latency.p50,
    p99: report.latency.p99,
    non2xx: report.non2xx,
    serverErrors: report['5xx'],
    errors: report.errors + report.timeouts,
  };
}

function print(results: LoadResult[]): void {
  const row = (cells: string[]) =>
    console.log(cells.map((cell, i) => (i === 0 ? cell.padEnd(44) : cell.padStart(9))).join(' '));
  row(['run', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', '5xx', 'errors']);
  for (const r of results) {
    row([
      r.label,
      String(r.requests),
      r.perSecond.toFixed(0),
      String(r.p50),
      String(r.p99),
      String(r.non2xx),
      String(r.serverErrors),
      String(r.errors),
    ]);
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function memory(): { heap: number; rss: number } {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with node --expose-gc (npm run bench:load does)');
  gc();
  gc();
  const { heapUsed, rss } = process.memoryUsage();
  return { heap: heapUsed, rss };
}

async function startServer(databaseUrl: string | undefined, rateLimits: boolean) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-load-'));
  const config = {
    ...loadConfig({ ...process.env, RATE_LIMITS: rateLimits ? 'on' : 'off' }),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    ...BENCH_SUPERADMIN,
    logLevel: 'silent' as const,
  };
  const server = await buildServer(withSealForPostgres(config));
  const url = await server.listen();
  const api = async <T>(method: string, route: string, body?: unknown, token?: string) => {
    const answer = await fetch(`${url}/api/v1${route}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} ${route}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as T;
  };
  const admin = await signInSuperadmin(url, config);
  // A provider with one client record, for get-me, login and the write route.
  const provider = { email: 'load.provider@example.com', password: 'load provider pass' };
  const signup = await api<{ data: { id: string } }>('POST', '/auth/provider-signup', {
    ...provider,
    fullName: 'Load Provider',
    licenseNo: 'LOAD-1',
  });
  await api('PATCH', '/auth/approve-user', { userId: signup.data.id }, admin.token);
  const signedIn = await api<TLoginResponse>('POST', '/auth/login', provider);
  const record = await api<TClientResponse>(
    'POST',
    '/clients',
    { fullName: 'Load Client', email: 'load.client@example.com', licenseNo: 'LOAD-C-1' },
    signedIn.token,
  );
  const close = async () => {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    server,
    url,
    adminToken: admin.token,
    provider,
    providerToken: signedIn.token,
    recordId: record.data.id,
    close,
  };
}

async function bench(databaseUrl: string | undefined): Promise<void> {
  const results: LoadResult[] = [];
  const s = await startServer(databaseUrl, false);
  const kind = s.server.database.kind;
  let before: { heap: number; rss: number };
  let after: { heap: number; rss: number };
  try {
    const api = `${s.url}/api/v1`;
    const getMe: LoadRequest = {
      method: 'POST',
      url: `${api}/auth/get-me`,
      token: s.providerToken,
    };
    const login: LoadRequest = { method: 'POST', url: `${api}/auth/login`, body: s.provider };
    const allUsers: LoadRequest = {
      method: 'GET',
      url: `${api}/auth/get-all-users`,
      token: s.adminToken,
      connections: 10,
    };
    // Warm up once so the first run does not carry the JIT and the caches.
    await load('warm-up', { ...getMe, connections: 5 });
    await seedUsers(s.server.database.db, 1_000);
    before = memory();

    results.push(await load('get-me (limits off)', getMe));
    results.push(await load('login (limits off)', login));
    const [meUnderLogins] = await Promise.all([
      load('get-me while 20 logins hash', { ...getMe, connections: 10 }),
      load('  (the 20 logins)', login),
    ]);
    results.push(meUnderLogins);
    results.push(
      await load('PATCH /clients/{id} (a write)', {
        method: 'PATCH',
        url: `${api}/clients/${s.recordId}`,
        token: s.providerToken,
        body: { state: 'Loaded' },
      }),
    );
    results.push(await load('get-all-users, 1,000 users, 10 conn.', allUsers));
    await seedUsers(s.server.database.db, 9_000, 1_000);
    results.push(await load('get-all-users, 10,000 users, 10 conn.', allUsers));
    after = memory();
  } finally {
    await s.close();
  }

  const limited = await startServer(databaseUrl, true);
  try {
    const api = `${limited.url}/api/v1`;
    results.push(
      // A password-guessing flood: refused (401, then 429), never a 5xx.
      await load('failed logins (limits on)', {
        method: 'POST',
        url: `${api}/auth/login`,
        body: { ...limited.provider, password: 'a wrong guess' },
      }),
    );
    results.push(
      await load('get-me (limits on)', {
        method: 'POST',
        url: `${api}/auth/get-me`,
        token: limited.providerToken,
      }),
    );
  } finally {
    await limited.close();
  }

  console.log(`\n${kind}: ${SECONDS} s per run, ${CONNECTIONS} connections unless said, loopback`);
  print(results);
  const meP99 = results.find((r) => r.label === 'get-me (limits off)')?.p99 ?? Infinity;
  const fiveXx = results.reduce((sum, r) => sum + r.serverErrors, 0);
  const growth = (after.heap - before.heap) / before.heap;
  console.log(
    `memory: heap ${megabytes(before.heap)} -> ${megabytes(after.heap)} after GC (${(growth * 100).toFixed(1)} %), RSS ${megabytes(before.rss)} -> ${megabytes(after.rss)}`,
  );
  console.log(
    `goals: no 5xx ${fiveXx === 0 ? 'met' : `NOT met (${fiveXx})`}; get-me p99 < 300 ms ${meP99 < 300 ? 'met' : `NOT met (${meP99} ms)`}; heap within 10 % ${Math.abs(growth) <= 0.1 ? 'met' : 'NOT met'}`,
  );
}

async function main(): Promise<void> {
  await bench(undefined);
  const adminUrl = benchDatabaseUrl();
  if (adminUrl) {
    const database = await freshPostgres(adminUrl);
    try {
      await bench(database.url);
    } finally {
      await database.drop();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
