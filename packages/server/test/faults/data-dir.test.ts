import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, afterEach, describe, expect, it } from 'vitest';

import {
  callApi,
  providersInGroup,
  startServerProcess,
  stopServerProcess,
  superadminToken,
  type ServerProcess,
} from '../support/server-process.ts';
import { tinyPng } from '../support/images.ts';

/** Two cases need root: they mount a tmpfs, or run the server as `nobody`. */
const isRoot = process.getuid?.() === 0;

/**
 * Fills a file system up to `leave` bytes of room, as another program would: a file written in
 * ever smaller pieces until the next one does not fit. Returns the file, to remove for room again.
 */
function fillDisk(dir: string, leave: number): string {
  const filler = path.join(dir, 'filler');
  const fd = fs.openSync(filler, 'w');
  try {
    for (let piece = 1024 * 1024; piece >= 512; piece /= 2) {
      const bytes = Buffer.alloc(piece);
      for (;;) {
        const { bavail, bsize } = fs.statfsSync(dir);
        if (bavail * bsize - piece < leave) break;
        try {
          fs.writeSync(fd, bytes);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
          break;
        }
      }
    }
  } finally {
    fs.closeSync(fd);
  }
  return filler;
}

/**
 * One process per DATA_DIR, a clear line for a DATA_DIR that cannot be used, and a private
 * DATA_DIR, with the real server as a separate process (finding 1, 5 and 12 of the hardening issue).
 */
describe('DATA_DIR: lock, permissions and start-up errors', () => {
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  const mounts: string[] = [];
  const tempDir = (mode = 0o700) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-faults-'));
    fs.chmodSync(dir, mode);
    dirs.push(dir);
    return dir;
  };
  /** A DATA_DIR on a file system of its own, of this size, to fill up (root only). */
  const tmpfsDir = (size: string) => {
    const dir = tempDir();
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0700`, 'tmpfs', dir]);
    mounts.push(dir);
    return dir;
  };
  const start = (dir: string, options?: Parameters<typeof startServerProcess>[1]) => {
    const server = startServerProcess(dir, options);
    servers.push(server);
    return server;
  };
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => stopServerProcess(server, 'SIGKILL')));
  });
  afterAll(() => {
    for (const mount of mounts) execFileSync('umount', [mount]);
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const login = async (url: string) =>
    (
      await fetch(`${url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'root@example.com', password: 'superadmin-password' }),
      })
    ).status;

  it('refuses a second server on the same DATA_DIR at once, naming the folder and the owner', async () => {
    const dir = tempDir();
    const first = start(dir);
    await first.ready;
    const startedAt = Date.now();
    const second = start(dir);
    const { code, output } = await second.exited;
    expect(code).toBe(1);
    expect(Date.now() - startedAt).toBeLessThan(15_000);
    expect(output).toContain(
      `DATA_DIR ${dir} is in use by another server (process ${first.child.pid}`,
    );
    // The first one never noticed.
    expect(await login(await first.ready)).toBe(200);
  });

  it('refuses the second of two servers started at the same moment on one DATA_DIR, the same way', async () => {
    // The winner's first refresh of the lock can come late while its new database is created:
    // the loser must not take that for a dead owner.
    const dir = tempDir();
    const startedAt = Date.now();
    const pair = [start(dir), start(dir)];
    const outcomes = await Promise.all(
      pair.map((server) =>
        Promise.race([
          server.ready.then((url) => ({ url })),
          server.exited.then((exit) => ({ exit, seconds: (Date.now() - startedAt) / 1000 })),
        ]),
      ),
    );
    const winners = outcomes.filter((outcome) => 'url' in outcome);
    const losers = outcomes.flatMap((outcome) =>
      'exit' in outcome ? [{ ...outcome.exit, seconds: outcome.seconds }] : [],
    );
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(1);
    expect(losers[0]?.code).toBe(1);
    expect(losers[0]?.output).toContain(`DATA_DIR ${dir} is in use by another server (process `);
    expect(losers[0]?.output).not.toContain('Lock file is already being held');
    // At once, not after waiting for the lock to go stale (it took ~20 s).
    expect(losers[0]?.seconds).toBeLessThan(12);
  }, 60_000);

  it('takes over the lock of a server killed with kill -9, and the database opens again', async () => {
    const dir = tempDir();
    const first = start(dir);
    await first.ready;
    await stopServerProcess(first, 'SIGKILL');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const next = start(dir);
      const url = await next.ready;
      expect(await login(url)).toBe(200);
      await stopServerProcess(next, 'SIGKILL');
    }
  }, 120_000);

  it('makes DATA_DIR and everything in it private to the server’s user, also files made later', async () => {
    const dir = tempDir(0o777);
    fs.writeFileSync(path.join(dir, 'jwt-secret'), 'x'.repeat(43), { mode: 0o666 });
    fs.chmodSync(path.join(dir, 'jwt-secret'), 0o666);
    const server = start(dir);
    expect(await login(await server.ready)).toBe(200);
    await stopServerProcess(server);
    const loose: string[] = [];
    const walk = (target: string) => {
      const stat = fs.lstatSync(target);
      const wanted = stat.isDirectory() ? 0o700 : 0o600;
      if ((stat.mode & 0o777) !== wanted)
        loose.push(`${target} ${(stat.mode & 0o777).toString(8)}`);
      if (stat.isDirectory())
        for (const entry of fs.readdirSync(target)) walk(path.join(target, entry));
    };
    walk(dir);
    expect(loose).toEqual([]);
    expect(fs.readdirSync(path.join(dir, 'db')).length).toBeGreaterThan(0);
  }, 60_000);

  // As root the server runs as `nobody` (root ignores a read-only folder) and a tmpfs is mounted.
  it.runIf(isRoot)(
    'says in one line that a read-only DATA_DIR cannot be used, and leaves its database sound',
    async () => {
      // Root writes into read-only folders: the server runs as an unprivileged user here.
      const dir = tempDir(0o755);
      fs.chownSync(dir, 65534, 65534);
      const first = start(dir, { user: 'nobody' });
      expect(await login(await first.ready)).toBe(200);
      await stopServerProcess(first);
      fs.chmodSync(dir, 0o500);
      const refused = start(dir, { user: 'nobody' });
      const { code, output } = await refused.exited;
      expect(code).toBe(1);
      expect(output.trim().split('\n').at(-1)).toBe(
        `DATA_DIR ${dir} cannot be used: permission denied for the user running the server (EACCES).`,
      );
      fs.chmodSync(dir, 0o700);
      const again = start(dir, { user: 'nobody' });
      expect(await login(await again.ready)).toBe(200);
    },
    60_000,
  );

  it.runIf(isRoot)(
    'says in one line that the disk is full on a first start, and starts once there is room',
    async () => {
      const dir = tmpfsDir('4m');
      const refused = start(dir);
      const { code, output } = await refused.exited;
      expect(code).toBe(1);
      const last = output.trim().split('\n').at(-1) ?? '';
      expect(last).not.toContain('[object Object]');
      expect(last).toMatch(new RegExp(`${dir}.*(no space left on the device|ENOSPC)`));
      execFileSync('mount', ['-o', 'remount,size=256m', dir]);
      const fits = start(dir);
      expect(await login(await fits.ready)).toBe(200);
    },
    60_000,
  );

  it.runIf(isRoot)(
    'answers 507 naming a full disk during uploads, leaves no partial file, reads on, loses nothing',
    async () => {
      const dir = tmpfsDir('160m');
      const server = start(dir, { env: { PROFILE_IMAGE_MAX_BYTES: String(4 * 1024 * 1024) } });
      const url = await server.ready;
      const token = await superadminToken(url);
      const auth = { authorization: `Bearer ${token}` };
      const upload = (bytes: Buffer) => {
        const form = new FormData();
        form.append(
          'profileImage',
          new Blob([new Uint8Array(bytes)], { type: 'image/png' }),
          'p.png',
        );
        return fetch(`${url}/api/v1/auth/update-me`, {
          method: 'PATCH',
          headers: auth,
          body: form,
        });
      };
      // A picture of ~3 MB: a real PNG of noise (it does not compress).
      const picture = Buffer.concat([tinyPng(), randomBytes(3 * 1024 * 1024)]);
      expect((await upload(picture)).status).toBe(200);

      // The disk fills up (another program, logs...): less room left than a picture needs.
      const filler = fillDisk(dir, 1024 * 1024);
      const refused = await upload(picture);
      expect(refused.status).toBe(507);
      expect(((await refused.json()) as { message: string }).message).toMatch(
        /^The server’s storage is full, so nothing was saved\./,
      );
      const partial = fs
        .readdirSync(path.join(dir, 'uploads'), { recursive: true })
        .filter((name) => String(name).endsWith('.tmp'));
      expect(partial).toEqual([]);
      // What was saved before can still be read.
      const me = await fetch(`${url}/api/v1/auth/get-me`, { method: 'POST', headers: auth });
      expect(me.status).toBe(200);
      const { profileImage } = (await me.json()) as { profileImage: string };
      expect((await fetch(new URL(profileImage, url), { headers: auth })).status).toBe(200);

      // Room again: the same upload goes through.
      fs.rmSync(filler);
      expect((await upload(picture)).status).toBe(200);
    },
    60_000,
  );

  it.runIf(isRoot)(
    'answers 507 naming a full disk during chat sends, reads on, and keeps every acknowledged message',
    async () => {
      const dir = tmpfsDir('160m');
      const url = await start(dir).ready;
      const { providers, channelId } = await providersInGroup(url, 2);
      const token = providers[0]?.token;
      const route = `/chat/channels/${channelId}/messages`;
      const acknowledged: string[] = [];
      const send = async (text: string) => {
        const answer = await callApi<{ data: { clientId: string }; message?: string }>(
          url,
          'POST',
          route,
          token,
          { text, clientId: randomUUID() },
        );
        if (answer.status === 201) acknowledged.push(answer.body.data.clientId);
        return answer;
      };
      expect((await send('Before the disk fills')).status).toBe(201);

      // The disk fills up to the last byte: the database can no longer grow its files.
      const filler = fillDisk(dir, 0);
      const refusals: (string | undefined)[] = [];
      const statuses = new Set<number>();
      for (let n = 0; n < 400 && refusals.length < 5; n += 1) {
        const answer = await send(`A message on a full disk, number ${n}, `.padEnd(400, '.'));
        statuses.add(answer.status);
        if (answer.status === 507) refusals.push(answer.body.message);
      }
      expect([...statuses].filter((status) => status !== 201 && status !== 507)).toEqual([]);
      expect(refusals).toHaveLength(5);
      for (const message of refusals) {
        expect(message).toMatch(/^The server’s storage is full, so nothing was saved\./);
      }
      const stored = async (base: string) => {
        const page = await callApi<{ data: { clientId: string | null }[] }>(
          base,
          'GET',
          `${route}?limit=200`,
          token,
        );
        expect(page.status).toBe(200);
        // The group's own line ('created the group') has no clientId: only what was sent.
        return page.body.data.flatMap((message) => message.clientId ?? []);
      };
      // Reads go on, and show every message the server acknowledged.
      expect(await stored(url)).toEqual(acknowledged.slice(-200));

      // Room again: sending works, and after a restart nothing acknowledged is missing.
      fs.rmSync(filler);
      expect((await send('After the room came back')).status).toBe(201);
      await Promise.all(servers.splice(0).map((server) => stopServerProcess(server)));
      const again = await start(dir).ready;
      expect(await stored(again)).toEqual(acknowledged.slice(-200));
    },
    90_000,
  );
});
