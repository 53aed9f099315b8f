import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';

import {
  cleanLeftovers,
  debianPostgresDirs,
  findCommands,
  SERVICES,
  startTestServices,
} from './test-services.mjs';

/** A state folder of the test's own, so that a real run's servers are never touched. */
const stateRoots: string[] = [];
function newStateRoot() {
  const root = path.join(
    os.tmpdir(),
    `portal-test-services-test-${randomBytes(4).toString('hex')}`,
  );
  stateRoots.push(root);
  return root;
}
afterEach(() => {
  for (const root of stateRoots.splice(0)) {
    cleanLeftovers(root);
    fs.rmSync(root, { recursive: true, force: true });
  }
});

const answers = (url: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect(Number(port), hostname, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('the servers npm test starts for its run', () => {
  it('reports a server that is not installed as skipped, with the command that installs it', async () => {
    const services = await startTestServices({
      env: {},
      stateRoot: newStateRoot(),
      searchPath: '/nowhere',
      postgresDirs: [],
      isRoot: false,
    });
    expect(services.variables).toEqual({});
    expect(services.lines).toEqual([
      {
        name: 'postgres',
        ran: false,
        detail:
          'skipped: initdb not installed, and the tests are not run as root; install it with: ' +
          'sudo apt-get install -y postgresql',
      },
      {
        name: 'redis',
        ran: false,
        detail:
          'skipped: redis-server not installed, and the tests are not run as root; install it ' +
          'with: sudo apt-get install -y redis-server',
      },
    ]);
    services.stop();
    expect(fs.existsSync(services.dir)).toBe(false);
  });

  it('uses the servers that the variables name instead of starting its own', async () => {
    const env = {
      TEST_DATABASE_URL: 'postgres://app:app@127.0.0.1:1/app_test',
      TEST_REDIS_URL: 'redis://127.0.0.1:1',
    };
    const services = await startTestServices({ env, stateRoot: newStateRoot() });
    expect(services.variables).toEqual({});
    expect(services.lines.map((line) => line.detail)).toEqual([
      'the server that TEST_DATABASE_URL names',
      'the server that TEST_REDIS_URL names',
    ]);
    services.stop();
  });

  const installed =
    findCommands(SERVICES.postgres.commands, { extraDirs: debianPostgresDirs() }) !== undefined &&
    findCommands(SERVICES.redis.commands, { extraDirs: ['/usr/sbin'] }) !== undefined;

  // npm test installs both (as root) before this step; without them the case above is the one.
  describe.runIf(installed)('with PostgreSQL and Redis installed', () => {
    it('starts both on free ports, durability off, and stops them when asked', async () => {
      const services = await startTestServices({ env: {}, stateRoot: newStateRoot() });
      const { TEST_DATABASE_URL: database = '', TEST_REDIS_URL: redis = '' } =
        services.variables as Record<string, string>;
      expect(services.lines.every((line) => line.ran)).toBe(true);
      expect(new URL(database).port).not.toBe('5432');
      expect(new URL(redis).port).not.toBe('6379');

      const client = new pg.Client({ connectionString: database });
      await client.connect();
      const { rows } = await client.query<{ fsync: string }>('SHOW fsync');
      await client.query('CREATE DATABASE app_t_check');
      await client.end();
      expect(rows[0]?.fsync).toBe('off');
      expect(await answers(redis)).toBe(true);

      services.stop();
      expect(await answers(database)).toBe(false);
      expect(await answers(redis)).toBe(false);
      expect(fs.existsSync(services.dir)).toBe(false);
    }, 60_000);

    it('stops and removes the servers of a run that was killed, at the next start', async () => {
      const stateRoot = newStateRoot();
      // A run that starts its servers and is then killed with SIGKILL, leaving them behind.
      const killed = spawn(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const { startTestServices } = await import(${JSON.stringify(path.resolve('scripts/test-services.mjs'))});
           const services = await startTestServices({ env: {}, stateRoot: ${JSON.stringify(stateRoot)} });
           console.log(JSON.stringify(services.variables));
           process.kill(process.pid, 'SIGKILL');`,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let output = '';
      killed.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await new Promise((resolve) => killed.once('exit', resolve));
      const left = JSON.parse(output) as Record<string, string>;
      expect(await answers(left.TEST_DATABASE_URL ?? '')).toBe(true);
      expect(await answers(left.TEST_REDIS_URL ?? '')).toBe(true);

      const next = await startTestServices({ env: {}, stateRoot });
      expect(await answers(left.TEST_DATABASE_URL ?? '')).toBe(false);
      expect(await answers(left.TEST_REDIS_URL ?? '')).toBe(false);
      expect(fs.readdirSync(stateRoot)).toEqual([path.basename(next.dir)]);
      next.stop();
    }, 90_000);
  });
});
