import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import type { TLoginResponse, TUserListResponse } from '@portal/contracts';

import { databaseKinds, freshDatabase, type FreshDatabase } from '../support/databases.ts';
import { startServerProcess, stopServerProcess } from '../support/server-process.ts';

/**
 * kill -9 in the middle of a burst of writes: every write the server acknowledged (201) is there
 * after a restart, on the embedded database and on PostgreSQL.
 */
describe.each(databaseKinds)('acknowledged writes survive kill -9 (%s)', (kind) => {
  const dirs: string[] = [];
  const databases: FreshDatabase[] = [];
  afterAll(async () => {
    for (const database of databases) await database.drop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged sign-up of a burst cut by kill -9', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-burst-'));
    dirs.push(dataDir);
    const database = await freshDatabase(kind);
    databases.push(database);
    const env = { DATABASE_URL: database.url ?? '' };

    const first = startServerProcess(dataDir, { env });
    const url = await first.ready;
    const acknowledged: string[] = [];
    let sent = 0;
    let stopped = false;
    const writer = async (lane: number) => {
      while (!stopped) {
        sent += 1;
        const email = `burst.${lane}.${sent}@example.com`;
        try {
          const answer = await fetch(`${url}/api/v1/auth/client-signup`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ fullName: 'Burst', email, password: 'pass word 1' }),
          });
          if (answer.status === 201) acknowledged.push(email);
        } catch {
          // The connection died with the server: not acknowledged, so not promised.
        }
      }
    };
    const lanes = Array.from({ length: 8 }, (_, lane) => writer(lane));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    first.child.kill('SIGKILL');
    await first.exited;
    stopped = true;
    await Promise.all(lanes);
    expect(acknowledged.length).toBeGreaterThan(10);

    const second = startServerProcess(dataDir, { env });
    const again = await second.ready;
    try {
      const login = (await (
        await fetch(`${again}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'root@example.com', password: 'superadmin-password' }),
        })
      ).json()) as TLoginResponse;
      const list = (await (
        await fetch(`${again}/api/v1/auth/get-all-users`, {
          headers: { authorization: `Bearer ${login.token}` },
        })
      ).json()) as TUserListResponse;
      const stored = new Set(list.data.map((user) => user.email));
      expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    } finally {
      await stopServerProcess(second);
    }
  }, 120_000);
});
