/**
 * `npm run bench:api`: seeds 10,000 users into a fresh PGlite and compares GET
 * /api/v1/auth/get-all-users over real HTTP (auth, query, mapping, JSON, network) with the raw SQL
 * query that reads the same rows on the same database. Goal (issue 12): the API within 1.25x of
 * the raw query (RATIO_GOAL).
 * With BENCH_DATABASE_URL (or TEST_DATABASE_URL) set it runs again on a fresh PostgreSQL database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const RATIO_GOAL = 1.25;
const WARMUP = 5;

const RAW_SQL = `select id, full_name, email, role, is_approve, status, license_no, country, state,
  gender, department, profile_image, created_at, updated_at
  from users order by created_at desc, id asc`;

function stats(samples: number[]): { median: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

/**
 * Runs the two measurements alternately, so that a change in machine load during the run hits
 * both the same way and the ratio stays meaningful.
 */
async function timeBoth(
  first: () => Promise<unknown>,
  second: () => Promise<unknown>,
): Promise<[number[], number[]]> {
  for (let i = 0; i < WARMUP; i += 1) {
    await first();
    await second();
  }
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    let start = performance.now();
    await first();
    a.push(performance.now() - start);
    start = performance.now();
    await second();
    b.push(performance.now() - start);
  }
  return [a, b];
}

async function main(): Promise<void> {
  await bench(undefined);
  // Also on PostgreSQL when a server is at hand (the same variable the server tests use).
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

async function bench(databaseUrl: string | undefined): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const config = {
    ...loadConfig({ ...process.env, RATE_LIMITS: 'off' }),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    ...BENCH_SUPERADMIN,
    logLevel: 'silent' as const,
  };
  const server = await buildServer(withSealForPostgres(config));
  try {
    const url = await server.listen();

    await seedUsers(server.database.db, USERS);

    const { token } = await signInSuperadmin(url, config);

    const getAllUsers = () =>
      fetch(`${url}/api/v1/auth/get-all-users`, {
        // Uncompressed, so that the figure compares the API's own work with the query.
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
      });
    const check = (await (await getAllUsers()).json()) as { data: unknown[] };
    const apiRows = check.data.length;
    // Latency = request sent until the last byte arrived; parsing the JSON is the caller's work,
    // just as the SQL figure stops when the rows have arrived.
    let sqlRows = 0;
    const [api, raw] = await timeBoth(
      async () => {
        const response = await getAllUsers();
        if (response.status !== 200) throw new Error(`get-all-users answered ${response.status}`);
        await response.arrayBuffer();
      },
      async () => {
        sqlRows = (await server.database.query(RAW_SQL)).length;
      },
    );

    const a = stats(api);
    const r = stats(raw);
    const ratio = a.median / r.median;
    const f = (ms: number) => `${ms.toFixed(1).padStart(7)} ms`;
    console.log(
      `get-all-users with ${USERS.toLocaleString('en')} users (+ superadmin), ${RUNS} runs, ${server.database.kind}`,
    );
    console.log(`  HTTP API  (${apiRows} rows): median ${f(a.median)}   p95 ${f(a.p95)}`);
    console.log(`  raw SQL   (${sqlRows} rows): median ${f(r.median)}   p95 ${f(r.p95)}`);
    console.log(
      `  ratio (median API / median SQL): ${ratio.toFixed(2)}x   goal <= ${RATIO_GOAL}x: ${ratio <= RATIO_GOAL ? 'met' : 'NOT met'}\n`,
    );
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
