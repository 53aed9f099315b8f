import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { E2E_SUPERADMIN, writeE2eState } from './support/state.ts';
import { E2E_SUPERADMIN_TOTP_SECRET, forgetSuperadminSteps } from './support/superadmin.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Builds the SPA, starts the real server on a free port with a fresh DATA_DIR. */
export default async function globalSetup() {
  if (!process.env.E2E_SKIP_BUILD) {
    const build = spawnSync('npm', ['run', 'build', '-w', '@portal/app'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('The app did not build.');
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  forgetSuperadminSteps();
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'packages/server/src/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SUPERADMIN_EMAIL: E2E_SUPERADMIN.email,
        SUPERADMIN_PASSWORD: E2E_SUPERADMIN.password,
        SUPERADMIN_TOTP_SECRET: E2E_SUPERADMIN_TOTP_SECRET,
        RATE_LIMITS: 'off',
        // Every answer is held to its schema in the endpoint table.
        CHECK_ANSWERS: 'on',
        SCRYPT_COST: '1024',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );

  const baseURL = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`The server did not start:\n${output}`)),
      60_000,
    );
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Server ready at (http:\/\/\S+)/.exec(output);
      if (ready?.[1]) {
        clearTimeout(timer);
        resolve(ready[1]);
      }
    });
    server.once('exit', (code) => reject(new Error(`The server exited (${code}):\n${output}`)));
  });

  process.env.E2E_BASE_URL = baseURL;
  writeE2eState({ baseURL, dataDir });

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
