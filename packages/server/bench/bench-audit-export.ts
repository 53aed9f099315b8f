/**
 * `npm run bench:audit` (issue 32): the audit log's CSV export
 * at its cap, 50,000 rows, over real HTTP from a fresh PGlite (PostgreSQL too when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set). Seeds BENCH_AUDIT_ROWS (default 60,000) rows
 * of every kind (names, five browsers, details), then exports them BENCH_RUNS times (default 5,
 * after one untimed): time to the first byte and to the last, the size, and how long the event
 * loop was held meanwhile (monitorEventLoopDelay: its p99 and max), the figure that says whether
 * other requests wait behind an export.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

import { sql } from 'drizzle-orm';

import { loadConfig } from '../src/config.ts';
import { buildServer } from '../src/server.ts';
import {
  BENCH_SUPERADMIN,
  benchDatabaseUrl,
  freshPostgres,
  signInSuperadmin,
  withSealForPostgres,
} from './support.ts';

const ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 60_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const AGENTS = [
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  '=cmd|/C calc!A0',
];

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

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

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
    const agents = sql.raw(
      `array[${AGENTS.map((agent) => `'${agent.replaceAll("'", "''")}'`).join(',')}]`,
    );
    await server.database.db.execute(sql`
      insert into audit_log (created_at, action, actor_id, target_id, actor_name, target_name, ip, user_agent, detail)
      select now() - i * interval '1 second',
             (array['login.success','login.failure','user.approve','session.end'])[1 + i % 4],
             gen_random_uuid(), case when i % 4 = 2 then gen_random_uuid() end,
             'Person ' || (i % 500), case when i % 4 = 2 then 'Other, "quoted" ' || i end,
             '203.0.113.' || (i % 250), (${agents})[1 + i % 5],
             case i % 4
               when 1 then jsonb_build_object('email', 'p' || i || '@example.com', 'reason', 'wrong-password')
               when 2 then jsonb_build_object('from', jsonb_build_object('isApprove', 'pending', 'status', 'active'),
                                              'to', jsonb_build_object('isApprove', 'approve', 'status', 'active'))
               when 3 then jsonb_build_object('reason', 'signed-out', 'sessionIds', jsonb_build_array('a', 'b'))
             end
      from generate_series(1, ${ROWS}) as i`);

    const { token } = await signInSuperadmin(url, config);

    const exportOnce = async () => {
      const started = performance.now();
      const response = await fetch(`${url}/api/v1/audit-log/export.csv`, {
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
      });
      if (response.status !== 200) throw new Error(`export answered ${response.status}`);
      const reader = response.body?.getReader();
      let firstByte = 0;
      let bytes = 0;
      let lines = 0;
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        if (!firstByte) firstByte = performance.now() - started;
        bytes += chunk.value.byteLength;
        // The client shares the process: it counts with indexOf, not a loop over every byte.
        const buffer = Buffer.from(
          chunk.value.buffer,
          chunk.value.byteOffset,
          chunk.value.byteLength,
        );
        for (let at = buffer.indexOf(0x0a); at !== -1; at = buffer.indexOf(0x0a, at + 1))
          lines += 1;
      }
      return { firstByte, total: performance.now() - started, bytes, lines };
    };

    await exportOnce();
    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await exportOnce());
    loop.disable();

    const last = runs[runs.length - 1];
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    console.log(
      `audit log CSV export, ${server.database.kind}, ${ROWS.toLocaleString('en')} rows stored, ${RUNS} runs`,
    );
    console.log(
      `  rows ${((last?.lines ?? 1) - 1).toLocaleString('en')} (+ header), ${((last?.bytes ?? 0) / 1024 / 1024).toFixed(1)} MiB`,
    );
    console.log(
      `  first byte median ${ms(median(runs.map((run) => run.firstByte)))}, last byte median ${ms(median(runs.map((run) => run.total)))} (min ${ms(Math.min(...runs.map((run) => run.total)))}, max ${ms(Math.max(...runs.map((run) => run.total)))})`,
    );
    console.log(
      `  event loop delay during the exports: p99 ${ms(loop.percentile(99) / 1e6)}, max ${ms(loop.max / 1e6)}\n`,
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
