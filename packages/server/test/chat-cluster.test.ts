import { randomBytes } from 'node:crypto';

import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TChatChannelEvent, TChatMessage, TMessageListResponse } from '@portal/contracts';

import { createApproved, type TestAccount } from './support/accounts.ts';
import {
  collectMessages,
  createGroup,
  emitWithAck,
  eventually,
  nextEvent,
  openSocket,
  send,
} from './support/chat.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { sharedRedisUrl } from './support/scaled-out.ts';

/*
 * Chat on two server processes behind one balancer: one PostgreSQL, one JWT secret, one Redis.
 * Needs TEST_DATABASE_URL and TEST_REDIS_URL (PGlite cannot be shared between processes).
 */

describe.runIf(sharedRedisUrl)('chat across two server processes', () => {
  const url = sharedRedisUrl ?? '';
  let a: TestServer;
  let b: TestServer;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const jwtSecret = randomBytes(32).toString('hex');
    a = await startTestServer('postgres', { redisUrl: url, jwtSecret });
    b = await startTestServer('postgres', {
      redisUrl: url,
      jwtSecret,
      databaseUrl: a.config.databaseUrl,
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await b?.close();
    await a?.close();
  });

  const open = async (t: TestServer, account: TestAccount) => {
    const socket = await openSocket(t, account);
    sockets.push(socket);
    return socket;
  };

  it('20 concurrent senders on two processes give one sequence with no gap and no repeat', async () => {
    const people = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createApproved(a, 'provider', `sender${i}`)),
    );
    const [owner, ...others] = people as [TestAccount, ...TestAccount[]];
    const channelId = await createGroup(a, owner, others, 'Busy');
    const perSender = 10;
    await Promise.all(
      people.map(async (person, i) => {
        const via = i % 2 ? b : a;
        for (let n = 0; n < perSender; n += 1) await send(via, person, channelId, `${i}:${n}`);
      }),
    );
    const all: TChatMessage[] = [];
    for (let after = 0; ;) {
      const page = await b.api<TMessageListResponse>(
        'GET',
        `/chat/channels/${channelId}/messages?after=${after}&limit=200`,
        { token: owner.token },
      );
      all.push(...page.body.data);
      after = page.body.data.at(-1)?.seq ?? after;
      if (!page.body.hasMore) break;
    }
    const total = 1 + people.length * perSender;
    expect(all.map((m) => m.seq)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    // Each sender's messages keep the order it sent them in.
    people.forEach((_, i) => {
      const mine = all.filter((m) => m.text.startsWith(`${i}:`)).map((m) => m.text);
      expect(mine).toEqual(Array.from({ length: perSender }, (__, n) => `${i}:${n}`));
    });
  });

  it('delivers in order to sockets on the other process, and to those on its own', async () => {
    const sender = await createApproved(a, 'provider', 'orderly');
    const readers = await Promise.all([
      createApproved(a, 'provider', 'reader-b'),
      createApproved(a, 'provider', 'reader-a'),
    ]);
    const channelId = await createGroup(a, sender, readers, 'Ordered');
    const heard = [
      collectMessages(await open(b, readers[0])),
      collectMessages(await open(a, readers[1])),
    ];
    const texts = Array.from({ length: 50 }, (_, i) => `in order ${i}`);
    for (const text of texts) await send(a, sender, channelId, text);
    for (const got of heard) {
      await eventually(() => got.length === texts.length);
      expect(got.map((m) => m.text)).toEqual(texts);
      const seqs = got.map((m) => m.seq);
      expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    }
  });

  it('takes a removed member’s socket on the other process out of the room at once', async () => {
    const owner = await createApproved(a, 'provider', 'owner-x');
    const [stays, goes] = await Promise.all([
      createApproved(a, 'provider', 'stays-x'),
      createApproved(a, 'provider', 'goes-x'),
    ]);
    const channelId = await createGroup(a, owner, [stays, goes]);
    const staying = await open(b, stays);
    const going = await open(b, goes);
    const heardByGoing = collectMessages(going);
    const removed = nextEvent<TChatChannelEvent>(
      going,
      'chat:channel',
      (e) => e.action === 'removed',
    );
    await a.api('DELETE', `/chat/channels/${channelId}/members/${goes.id}`, { token: owner.token });
    await removed;
    const before = heardByGoing.length;
    const arrival = nextEvent<TChatMessage>(
      staying,
      'chat:message',
      (m) => m.text === 'members only',
    );
    await send(a, owner, channelId, 'members only');
    await arrival;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(heardByGoing.slice(before)).toEqual([]);
    expect(await emitWithAck(going, 'chat:join', { channelId })).toMatchObject({ status: 404 });
  });
});
