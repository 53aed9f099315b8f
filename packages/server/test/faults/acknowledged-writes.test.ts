import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import type {
  TChatMessage,
  TChatMessageResponse,
  TMessageListResponse,
  TUserListResponse,
} from '@portal/contracts';

import { databaseKinds, freshDatabase, type FreshDatabase } from '../support/databases.ts';
import {
  callApi,
  providersInGroup,
  superadminToken,
  startServerProcess,
  stopServerProcess,
} from '../support/server-process.ts';

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
      const list = await callApi<TUserListResponse>(
        again,
        'GET',
        '/auth/get-all-users',
        await superadminToken(again),
      );
      expect(list.status).toBe(200);
      const stored = new Set(list.body.data.map((user) => user.email));
      expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    } finally {
      await stopServerProcess(second);
    }
  }, 120_000);

  it('keeps every acknowledged chat message of 10 senders cut by kill -9, in a gap-free sequence, never doubled by a re-send', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-chat-burst-'));
    dirs.push(dataDir);
    const database = await freshDatabase(kind);
    databases.push(database);
    const env = { DATABASE_URL: database.url ?? '' };
    const first = startServerProcess(dataDir, { env });
    const url = await first.ready;
    const { providers: senders, channelId } = await providersInGroup(url, 10);
    const [owner] = senders;
    if (!owner) throw new Error('no sender');

    const acknowledged = new Map<string, number>();
    const tried: { token: string; clientId: string; text: string }[] = [];
    let stopped = false;
    const lanes = senders.map(async (sender, lane) => {
      for (let n = 0; !stopped; n += 1) {
        const attempt = { token: sender.token, clientId: randomUUID(), text: `lane ${lane} #${n}` };
        tried.push(attempt);
        try {
          const answer = await callApi<TChatMessageResponse>(
            url,
            'POST',
            `/chat/channels/${channelId}/messages`,
            sender.token,
            { text: attempt.text, clientId: attempt.clientId },
          );
          if (answer.status === 201) acknowledged.set(attempt.clientId, answer.body.data.seq);
        } catch {
          // The connection died with the server: not acknowledged, so not promised.
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    first.child.kill('SIGKILL');
    await first.exited;
    stopped = true;
    await Promise.all(lanes);
    expect(acknowledged.size).toBeGreaterThan(20);

    const second = startServerProcess(dataDir, { env });
    const again = await second.ready;
    try {
      const stored = async () => {
        const messages: TChatMessage[] = [];
        for (let after = 0; ;) {
          const page = await callApi<TMessageListResponse>(
            again,
            'GET',
            `/chat/channels/${channelId}/messages?after=${after}&limit=200`,
            owner.token,
          );
          messages.push(...page.body.data);
          const last = page.body.data.at(-1);
          if (!last || page.body.data.length < 200) return messages;
          after = last.seq;
        }
      };
      const before = await stored();
      const byClientId = new Map(before.map((message) => [message.clientId, message]));
      for (const [clientId, seq] of acknowledged) expect(byClientId.get(clientId)?.seq).toBe(seq);
      const seqs = before.map((message) => message.seq);
      expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => (seqs[0] ?? 1) + i));
      // Every send is tried again, as the app's outbox does after a reconnect: none is doubled.
      for (const attempt of tried) {
        const answer = await callApi<TChatMessageResponse>(
          again,
          'POST',
          `/chat/channels/${channelId}/messages`,
          attempt.token,
          { text: attempt.text, clientId: attempt.clientId },
        );
        expect([200, 201]).toContain(answer.status);
      }
      const after = await stored();
      const copies = new Map<string, number>();
      for (const { clientId } of after) {
        if (clientId) copies.set(clientId, (copies.get(clientId) ?? 0) + 1);
      }
      expect(tried.filter((attempt) => copies.get(attempt.clientId) !== 1)).toEqual([]);
      for (const [clientId, seq] of acknowledged) {
        expect(after.find((message) => message.clientId === clientId)?.seq).toBe(seq);
      }
    } finally {
      await stopServerProcess(second);
    }
  }, 180_000);
});
