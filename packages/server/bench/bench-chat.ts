/**
 * `npm run bench:chat`: fan-out of one channel with 200 connected members. The app's full path
 * (POST /chat/channels/{id}/messages: checks, store with its sequence number, broadcast to the
 * channel's room), against a bare socket.io server that broadcasts the same payload sent by a socket (no checks,
 * no database), at fixed rates of 125, 250 and 500 messages/s, in the same run: deliveries/s, p50
 * and p99 latency, their ratio to bare socket.io, the servers' CPU per message, and lost or
 * doubled messages. The members and the sender live in a child process (bench/chat-clients.ts)
 * so that the servers have this process to themselves; every latency is taken there, on one
 * clock, from the send to each arrival.
 *
 * The traffic is a conversation's (issue 36, chat-clients.ts): one message in four replies to the
 * latest one, and one reaction per four messages is put on or taken off by another member (one
 * more event to every member); bare socket.io broadcasts the same shapes.
 *
 * Goal: at 250 messages/s the app's p99 within 2x of bare socket.io, and no message lost at any
 * rate. PGlite first; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 * BENCH_SECONDS (default 5) sets the length of each run, BENCH_CHAT_RATES the rates.
 *
 * First, a busy group (issue 28): the same 200 members online, 100 messages/s over HTTP (the
 * app's send) for 30 s, once with every member looking at the channel and once with every member
 * elsewhere in the app, the normal case, in which each message notifies all of them; meanwhile
 * someone outside the group loads their chat list. Goals: the members-elsewhere run's send and
 * delivery p99 within 2x of the members-looking run, the outsider's p99 under 100 ms, nothing lost
 * or doubled, and no background work left when the deliveries are in. BENCH_BUSY_RATE and
 * BENCH_BUSY_SECONDS change the rate and the length.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { Server } from 'socket.io';

import { chatChannels, chatMembers, sessions, users } from '../src/db/schema.ts';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/database.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { buildServer } from '../src/server.ts';
import type { Command, Member, RunResult, Target } from './chat-clients.ts';
import {
  BENCH_SUPERADMIN,
  benchDatabaseUrl,
  freshPostgres,
  withSealForPostgres,
} from './support.ts';

const MEMBERS = Number(process.env.BENCH_CHAT_MEMBERS ?? 200);
const RATES = (process.env.BENCH_CHAT_RATES ?? '125,250,500')
  .split(',')
  .filter(Boolean)
  .map(Number);
const BUSY_RATE = Number(process.env.BENCH_BUSY_RATE ?? 100);
const BUSY_SECONDS = Number(process.env.BENCH_BUSY_SECONDS ?? 30);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Bare socket.io first, then the app, at each rate. */
const TARGETS: Target[] = ['bare', 'app-http'];

/** Approved accounts straight into the database, in one channel; tokens signed by the server. */
async function seedChannel(
  db: Db,
  sign: (id: string, sid: string) => Promise<string>,
): Promise<{ channelId: string; members: Member[]; outsider: Member }> {
  const passwordHash = await hashPassword('bench member password', 1024);
  const rows = Array.from({ length: MEMBERS + 1 }, (_, i) => ({
    id: randomUUID(),
    email: `member${i}@bench.example`,
    passwordHash,
    role: 'provider' as const,
    isApprove: 'approve' as const,
    fullName: `Bench Member ${i}`,
  }));
  await db.insert(users).values(rows);
  const channelId = randomUUID();
  await db.insert(chatChannels).values({ id: channelId, type: 'group', name: 'Bench' });
  // The last account is not a member: the person outside the busy group.
  const inGroup = rows.slice(0, MEMBERS);
  await db.insert(chatMembers).values(inGroup.map((row) => ({ channelId, userId: row.id })));
  // Each account signed in once: a session row, whose id its token carries.
  const sessionIds = new Map<string, string>(rows.map((row) => [row.id, randomUUID()]));
  await db
    .insert(sessions)
    .values(
      rows.map((row) => ({ id: sessionIds.get(row.id) ?? '', userId: row.id, label: 'Bench' })),
    );
  const withToken = async (row: { id: string }) => ({
    id: row.id,
    token: await sign(row.id, sessionIds.get(row.id) ?? ''),
  });
  const members = await Promise.all(inGroup.map(withToken));
  const outsider = await withToken(rows[MEMBERS] ?? { id: '' });
  return { channelId, members, outsider };
}

/**
 * socket.io with nothing of the app: every socket in one room; a `send` from a socket is
 * broadcast to the room as a message of the app's shape and size.
 */
async function startBareServer(
  channelId: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const http = createServer();
  const bare = new Server(http, { maxHttpBufferSize: 64 * 1024 });
  let seq = 0;
  const latest = { id: randomUUID(), text: '' };
  // The app's message shape and size, a reply's quote and reactions included (issue 36).
  const message = (text: string, seq: number, isReply = false) => ({
    id: randomUUID(),
    channelId,
    seq,
    clientId: randomUUID(),
    kind: 'text',
    author: { kind: 'user', id: randomUUID(), name: 'Bench Member 0', profileImage: null },
    text,
    format: 'markdown',
    encrypted: null,
    attachment: null,
    system: null,
    document: null,
    isDeleted: false,
    createdAt: new Date().toISOString(),
    editedAt: null,
    replyTo: isReply
      ? {
          id: latest.id,
          seq: seq - 1,
          state: 'shown',
          author: { kind: 'user', id: randomUUID(), name: 'Bench Member 0', profileImage: null },
          excerpt: latest.text,
          hasAttachment: false,
        }
      : null,
    reactions: [] as { emoji: string; memberIds: string[] }[],
    mentions: [],
    pinnedAt: null,
    pinnedBy: null,
  });
  bare.on('connection', (socket) => {
    void socket.join('bench');
    socket.on('send', ({ text, isReply }: { text: string; isReply?: boolean }) => {
      seq += 1;
      bare.to('bench').emit('chat:message', message(text, seq, isReply));
      latest.text = text;
    });
    // A reaction: the message's reactions to every member (the app's `chat:reactions`).
    socket.on('react', ({ emoji }: { emoji: string }) => {
      const reactions = [{ emoji, memberIds: [randomUUID()] }];
      bare.to('bench').emit('chat:reactions', { channelId, messageId: latest.id, seq, reactions });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      bare.disconnectSockets(true);
      await new Promise<void>((resolve) => bare.close(() => resolve()));
    },
  };
}

/** A run, with the CPU time this process (the servers) spent on it, per message sent. */
async function measured(
  child: ChildProcess,
  command: Extract<Command, { type: 'run' }>,
): Promise<RunResult & { cpuPerMessage: number }> {
  const before = process.cpuUsage();
  const result = await ask<RunResult>(child, command);
  const used = process.cpuUsage(before);
  return { ...result, cpuPerMessage: (used.user + used.system) / 1000 / Math.max(1, result.sent) };
}

/** Sends a command to the clients' process and waits for its answer. */
function ask<T>(child: ChildProcess, command: Command): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (answer: { type: string; result?: T; message?: string }) => {
      child.off('message', onMessage);
      if (answer.type === 'error') reject(new Error(answer.message));
      else resolve((answer.result ?? answer) as T);
    };
    child.on('message', onMessage);
    child.send(command);
  });
}

const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

type Measured = RunResult & { cpuPerMessage: number };

function printRate(rate: number, runs: Record<Target, Measured>): void {
  const line = (name: string, r: Measured) =>
    `    ${name.padEnd(22)} ${Math.round(r.deliveriesPerSecond).toLocaleString('en').padStart(7)} deliveries/s   p50 ${ms(r.p50)}   p99 ${ms(r.p99)}   server CPU ${r.cpuPerMessage.toFixed(2)} ms/message   lost ${r.lost}   doubled ${r.duplicates}   replies ${r.replies}   reactions ${r.reactions}${r.failed ? `   failed ${r.failed}` : ''}${r.reactionsFailed ? `   reactions refused ${r.reactionsFailed}` : ''}${r.refusals ? `\n      refused: ${r.refusals}` : ''}`;
  const ratio = (r: Measured) =>
    `p50 ${(r.p50 / runs.bare.p50).toFixed(2)}x, p99 ${(r.p99 / runs.bare.p99).toFixed(2)}x`;
  console.log(
    `  ${rate} messages/s to ${MEMBERS} members (${(rate * MEMBERS).toLocaleString('en')} deliveries/s asked):`,
  );
  console.log(line('bare socket.io', runs.bare));
  console.log(line('app (HTTP send)', runs['app-http']));
  console.log(`    ratio to bare          ${ratio(runs['app-http'])}`);
}

/**
 * The busy group: bare socket.io, then the app with every member looking at the channel, then
 * with every member elsewhere, at BUSY_RATE over HTTP, an outsider's requests timed meanwhile.
 */
async function busyGroup(
  child: ChildProcess,
  server: { settle: () => Promise<void> },
  channelId: string,
  outsiderToken: string,
): Promise<void> {
  const run = async (target: Target, label: string) => {
    const result = await measured(child, {
      type: 'run',
      target,
      rate: BUSY_RATE,
      seconds: BUSY_SECONDS,
      label,
      probeToken: target === 'bare' ? undefined : outsiderToken,
    });
    // What the server still has to do once every delivery is in (notices, e-mails).
    const from = performance.now();
    await server.settle();
    return { ...result, backlog: performance.now() - from };
  };
  const bare = await run('bare', 'busy-bare');
  await ask(child, { type: 'focus', channelId });
  const looking = await run('app-http', 'busy-looking');
  await ask(child, { type: 'focus', channelId: null });
  const elsewhere = await run('app-http', 'busy-elsewhere');
  console.log(
    `  a busy group: ${BUSY_RATE} messages/s for ${BUSY_SECONDS} s over HTTP to ${MEMBERS} members online, someone outside it loading their chat list meanwhile:`,
  );
  const line = (name: string, r: typeof looking) =>
    `    ${name.padEnd(24)} send p99 ${ms(r.sendP99)}   delivery p50 ${ms(r.p50)} p99 ${ms(r.p99)}   outsider p99 ${ms(r.probeP99)} (${r.probes}${r.probesFailed ? `, ${r.probesFailed} reset` : ''})   server CPU ${r.cpuPerMessage.toFixed(2)} ms/message   lost ${r.lost}   doubled ${r.duplicates}   work left ${ms(r.backlog)}`;
  console.log(line('bare socket.io', bare));
  console.log(line('app, members looking', looking));
  console.log(line('app, members elsewhere', elsewhere));
  const within = (a: number, b: number) => a <= 2 * Math.max(b, 1);
  const goal = (text: string, isMet: boolean) =>
    console.log(`  goal: ${text}: ${isMet ? 'met' : 'NOT met'}`);
  goal(
    `members elsewhere within 2x of members looking (send p99 ${(elsewhere.sendP99 / looking.sendP99).toFixed(2)}x, delivery p99 ${(elsewhere.p99 / looking.p99).toFixed(2)}x)`,
    within(elsewhere.sendP99, looking.sendP99) && within(elsewhere.p99, looking.p99),
  );
  goal(
    `the outsider's requests p99 under 100 ms (${elsewhere.probeP99.toFixed(1)} ms, ${looking.probeP99.toFixed(1)} ms)`,
    elsewhere.probeP99 < 100 && looking.probeP99 < 100,
  );
  const faults = [looking, elsewhere].reduce((n, r) => n + r.lost + r.duplicates + r.failed, 0);
  goal(`nothing lost, doubled or refused (${faults})`, faults === 0);
  // What may be left is the channel's one due round of notices, which waits for its second.
  goal(
    `no work left once the deliveries are in but one round of notices (${Math.round(elsewhere.backlog)} ms)`,
    elsewhere.backlog < 1500,
  );
}

async function bench(databaseUrl: string | undefined): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-chat-'));
  const config = {
    ...loadConfig({ ...process.env, RATE_LIMITS: 'off' }),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    ...BENCH_SUPERADMIN,
    logLevel: 'silent' as const,
    notifyEmailAfterMs: null,
  };
  const server = await buildServer(withSealForPostgres(config));
  let child: ChildProcess | undefined;
  let bare: { url: string; close: () => Promise<void> } | undefined;
  try {
    const appUrl = (await server.listen()).replace('localhost', '127.0.0.1');
    const { channelId, members, outsider } = await seedChannel(server.database.db, (id, sid) =>
      server.ctx.tokens.sign({ sub: id, role: 'provider', ver: 0, sid }),
    );
    bare = await startBareServer(channelId);
    child = fork(path.join(import.meta.dirname, 'chat-clients.ts'), {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    });
    await ask(child, { type: 'connect', appUrl, bareUrl: bare.url, channelId, members });
    console.log(
      `chat fan-out, ${server.database.kind}: ${MEMBERS} members connected to each server, ${SECONDS} s per run`,
    );
    // Warm-up (JIT, caches, connection pools), not reported.
    for (const target of TARGETS) {
      await ask(child, { type: 'run', target, rate: 50, seconds: 1, label: `warm-${target}` });
    }
    if (BUSY_SECONDS > 0) await busyGroup(child, server, channelId, outsider.token);
    const results: { rate: number; runs: Record<Target, Measured> }[] = [];
    for (const rate of RATES) {
      const runs = {} as Record<Target, Measured>;
      for (const target of TARGETS) {
        runs[target] = await measured(child, {
          type: 'run',
          target,
          rate,
          seconds: SECONDS,
          label: `${target}-${rate}`,
        });
      }
      results.push({ rate, runs });
      printRate(rate, runs);
    }
    const at250 = results.find((r) => r.rate === 250);
    if (at250) {
      const ratio = at250.runs['app-http'].p99 / at250.runs.bare.p99;
      console.log(
        `  goal: p99 within 2x of bare socket.io at 250 messages/s: ${ratio.toFixed(2)}x ${ratio <= 2 ? 'met' : 'NOT met'}`,
      );
    }
    const lost = results.reduce(
      (sum, r) =>
        sum + TARGETS.reduce((n, target) => n + r.runs[target].lost + r.runs[target].duplicates, 0),
      0,
    );
    console.log(
      `  goal: no message lost or doubled at any rate: ${lost === 0 ? 'met' : `NOT met (${lost})`}\n`,
    );
  } finally {
    if (child) await ask(child, { type: 'close' }).catch(() => undefined);
    await bare?.close();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
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
