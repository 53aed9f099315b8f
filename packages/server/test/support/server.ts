import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { inject } from 'vitest';

import { loadConfig, type Config } from '../../src/config.ts';
import { buildServer, type RunningServer } from '../../src/server.ts';
import { freshDatabase, type DatabaseKind } from './databases.ts';
import { TEST_SEAL_PASSWORD, testSealP12 } from './seal.ts';
import { createApi, type Api } from './http.ts';
import { SUPERADMIN_TOTP_SECRET } from './totp.ts';

export const SUPERADMIN = { email: 'root@example.com', password: 'superadmin-password' };

export interface TestServer {
  url: string;
  api: Api;
  server: RunningServer;
  config: Config;
  dataDir: string;
  close: () => Promise<void>;
  /** Stops the server but keeps DATA_DIR (restart tests). */
  stop: () => Promise<void>;
}

/**
 * The real server on a random local port with a fresh database in a temp folder. Tests use a
 * cheap scrypt cost (a setting, not a code path) and no rate limits unless they test them.
 */
export async function startTestServer(
  kind: DatabaseKind,
  overrides: Partial<Config> = {},
  options: { logLines?: string[]; dataDir?: string } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const webDir = path.join(dataDir, 'web');
  fs.mkdirSync(webDir, { recursive: true });
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><title>app</title><div id="root"></div>',
  );
  if (kind === 'pglite' && !fs.existsSync(path.join(dataDir, 'db'))) {
    fs.cpSync(inject('pgliteTemplate'), path.join(dataDir, 'db'), { recursive: true });
  }
  const database = await freshDatabase(kind);
  const base = loadConfig({});
  const config: Config = {
    ...base,
    // PostgreSQL never makes a sealing certificate of its own (several processes share one).
    ...(kind === 'postgres'
      ? {
          documents: {
            ...base.documents,
            signingP12Path: testSealP12(),
            signingP12Password: TEST_SEAL_PASSWORD,
          },
        }
      : {}),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: database.url,
    superadminEmail: SUPERADMIN.email,
    superadminPassword: SUPERADMIN.password,
    superadminTotpSecret: SUPERADMIN_TOTP_SECRET,
    scryptCost: 1024,
    logLevel: 'silent',
    webDir,
    rateLimits: { ...loadConfig({}).rateLimits, enabled: false },
    checkAnswers: true,
    ...overrides,
  };
  const lines = options.logLines;
  const server = await buildServer(
    config,
    lines ? { logStream: { write: (l) => lines.push(l) } } : {},
  );
  const url = await server.listen();
  return {
    url,
    api: createApi(url),
    server,
    config,
    dataDir,
    stop: () => server.close(),
    close: async () => {
      try {
        await server.close();
      } finally {
        // Dropped even when the close failed; a retry covers a connection still shutting down.
        await database.drop().catch(async () => {
          await new Promise((resolve) => setTimeout(resolve, 500));
          await database.drop();
        });
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
