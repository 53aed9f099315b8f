/**
 * The client side of `npm run bench:chat`, in its own process (forked by bench-chat.ts, driven
 * over IPC): one socket per member on the app server and one on the bare socket.io server, and
 * one sender. Every latency is measured here, on one clock: from the moment a message is sent
 * (the HTTP POST of the app, the socket emit of the bare server) to its arrival at each member.
 * The traffic is a conversation's (issue 36): some messages reply to the latest one, and other
 * members react meanwhile (each reaction one more event to every member, on both servers).
 */
import { io, type Socket } from 'socket.io-client';

/** Where messages go: the app (over HTTP, as the app sends them), or bare socket.io. */
export type Target = 'app-http' | 'bare';

export interface Member {
  id: string;
  token: string;
}

export type Command =
  | {
      type: 'connect';
      appUrl: string;
      bareUrl: string;
      channelId: string;
      members: Member[];
    }
  | {
      type: 'run';
      target: Target;
      rate: number;
      seconds: number;
      label: string;
      /** A token of someone outside the channel, whose GET /chat/channels is timed meanwhile. */
      probeToken?: string;
    }
  /** Every member's socket says it has the channel open in a visible tab (or none: null). */
  | { type: 'focus'; channelId: string | null }
  | { type: 'close' };

export interface RunResult {
  target: Target;
  rate: number;
  sent: number;
  failed: number;
  expected: number;
  delivered: number;
  duplicates: number;
  lost: number;
  deliveriesPerSecond: number;
  /** Delivery latency: from the send to each member's arrival. */
  p50: number;
  p99: number;
  /** The app's answer to each send (HTTP); 0 for bare socket.io. */
  sendP99: number;
  /** The unrelated person's requests during the run (0 without probeToken). */
  probeP99: number;
  probes: number;
  probesFailed: number;
  /** Why sends and reactions failed, e.g. "send 500 (3)"; empty when none did. */
  refusals: string;
  /** When the last send was answered (Date.now(): the servers' process reads the same clock). */
  sendsAnsweredAt: number;
  /** Of the messages sent, how many replied to an earlier one. */
  replies: number;
  /** Reactions put on or taken off meanwhile (each one more event to every member), and refused. */
  reactions: number;
  reactionsFailed: number;
}

/**
 * One message in REPLY_EVERY replies to the latest one stored; one reaction per REACT_EVERY
 * messages. BENCH_CHAT_CONVERSATION=off sends plain messages only (to compare).
 */
const isConversation = process.env.BENCH_CHAT_CONVERSATION !== 'off';
const REPLY_EVERY = 4;
const REACT_EVERY = 4;
const EMOJI = ['👍', '❤️', '😂', '😮', '😢', '🙏'];

const send = (message: unknown) => process.send?.(message);

let appSockets: Socket[] = [];
let bareSockets: Socket[] = [];
let setup: Extract<Command, { type: 'connect' }> | null = null;

interface Run {
  label: string;
  total: number;
  seen: Uint8Array;
  latencies: Float64Array;
  count: number;
  duplicates: number;
  lastArrival: number;
}
let current: Run | null = null;

/** Texts are `<label>:<index>:<sent at>`: what a member needs to time and check an arrival. */
function arrived(memberIndex: number, text: string): void {
  const run = current;
  if (!run) return;
  const now = performance.now();
  const [label, index, sentAt] = text.split(':');
  if (label !== run.label) return;
  const slot = memberIndex * run.total + Number(index);
  if (run.seen[slot]) {
    run.duplicates += 1;
    return;
  }
  run.seen[slot] = 1;
  run.latencies[run.count] = now - Number(sentAt);
  run.count += 1;
  run.lastArrival = now;
}

async function connectAll(
  url: string,
  members: Member[],
  auth: (member: Member) => { auth?: Record<string, string>; query?: Record<string, string> },
): Promise<Socket[]> {
  const sockets: Socket[] = [];
  // In small batches: 200 handshakes at once would measure the connect storm, not the chat.
  for (let i = 0; i < members.length; i += 20) {
    const batch = members.slice(i, i + 20).map((member, j) => {
      const socket = io(url, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        ...auth(member),
      });
      const index = i + j;
      socket.on('chat:message', (message: { text: string }) => arrived(index, message.text));
      // The app's bursts (several messages in one packet); bare socket.io never sends these.
      socket.on('chat:messages', (burst: { messages: { text: string }[] }) => {
        for (const message of burst.messages) arrived(index, message.text);
      });
      return new Promise<Socket>((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    });
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

const percentile = (sorted: Float64Array, q: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0) : 0;

async function run(command: Extract<Command, { type: 'run' }>): Promise<RunResult> {
  if (!setup) throw new Error('not connected');
  const { appUrl, channelId, members } = setup;
  const sender = members[0];
  const bareSender = bareSockets[0];
  if (!sender || !bareSender) throw new Error('no sender');
  const total = Math.round(command.rate * command.seconds);
  const expected = total * members.length;
  const state: Run = {
    label: command.label,
    total,
    seen: new Uint8Array(expected),
    latencies: new Float64Array(expected),
    count: 0,
    duplicates: 0,
    lastArrival: 0,
  };
  current = state;
  let sent = 0;
  let failed = 0;
  const requests: Promise<void>[] = [];
  const sendLatencies: number[] = [];
  const answered = (from: number) => sendLatencies.push(performance.now() - from);
  let replies = 0;
  /** Why sends and reactions failed (status or error), counted: what the summary names. */
  const refusals = new Map<string, number>();
  const refused = (why: string) => {
    if (why.startsWith('send')) failed += 1;
    else reactionsFailed += 1;
    refusals.set(why, (refusals.get(why) ?? 0) + 1);
  };
  let reactions = 0;
  let reactionsFailed = 0;
  /** The latest message stored in this run: what replies and reactions go to. */
  let latestId: string | null = null;
  const sendOne = (index: number) => {
    const sentAt = performance.now();
    const text = `${command.label}:${index}:${sentAt.toFixed(3)}`;
    const isReply = isConversation && index % REPLY_EVERY === REPLY_EVERY - 1;
    const reacts = isConversation && index % REACT_EVERY === 1;
    // A member other than the sender, in turn; on and off in turn (a state, as the app sends it).
    const reactor = members[1 + (index % (members.length - 1))] ?? sender;
    const emoji = EMOJI[Math.floor(index / REACT_EVERY) % EMOJI.length] ?? '👍';
    const reacted = Math.floor(index / (REACT_EVERY * EMOJI.length)) % 2 === 0;
    if (command.target === 'bare') {
      bareSender.emit('send', { text, isReply });
      sent += 1;
      if (isReply) replies += 1;
      if (reacts) {
        bareSockets[1 + (index % (bareSockets.length - 1))]?.emit('react', { emoji });
        reactions += 1;
      }
      return;
    }
    const replyToId = isReply ? latestId : null;
    requests.push(
      fetch(`${appUrl}/api/v1/chat/channels/${channelId}/messages`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${sender.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          text,
          clientId: crypto.randomUUID(),
          ...(replyToId ? { replyToId } : {}),
        }),
      }).then(
        async (response) => {
          const answer = (await response.json()) as { data?: { id: string } };
          answered(sentAt);
          if (response.status === 201) {
            sent += 1;
            if (replyToId) replies += 1;
            latestId = answer.data?.id ?? latestId;
          } else refused(`send ${response.status}`);
        },
        (error: unknown) => refused(`send ${String((error as Error).cause ?? error)}`),
      ),
    );
    const target = latestId;
    if (reacts && target) {
      requests.push(
        fetch(`${appUrl}/api/v1/chat/channels/${channelId}/messages/${target}/reactions`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${reactor.token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ emoji, reacted }),
        }).then(
          async (response) => {
            await response.arrayBuffer();
            if (response.status === 200) reactions += 1;
            else refused(`reaction ${response.status}`);
          },
          (error: unknown) => refused(`reaction ${String((error as Error).cause ?? error)}`),
        ),
      );
    }
  };
  // Someone outside the channel uses the app meanwhile: one request after another.
  let sending = true;
  const probeLatencies: number[] = [];
  let probesFailed = 0;
  const probing = (async () => {
    while (command.probeToken && sending) {
      const from = performance.now();
      try {
        const response = await fetch(`${appUrl}/api/v1/chat/channels`, {
          headers: { authorization: `Bearer ${command.probeToken}` },
        });
        await response.arrayBuffer();
        probeLatencies.push(performance.now() - from);
      } catch {
        // A connection reset under load: counted, and the run goes on.
        probesFailed += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  // Open loop at a fixed rate: each message leaves when it is due, whatever the answers do.
  const start = performance.now();
  await new Promise<void>((resolve) => {
    let next = 0;
    const tick = () => {
      const due = Math.min(
        total,
        Math.floor(((performance.now() - start) * command.rate) / 1000) + 1,
      );
      while (next < due) sendOne(next++);
      if (next < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  await Promise.all(requests);
  const sendsAnsweredAt = Date.now();
  sending = false;
  await probing;
  const deadline = performance.now() + 10_000;
  const goal = sent * members.length;
  while (state.count < goal && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  // A moment more, so late duplicates would be counted too.
  await new Promise((resolve) => setTimeout(resolve, 200));
  current = null;
  const sorted = state.latencies.slice(0, state.count).sort();
  const p99Of = (values: number[]) => percentile(Float64Array.from(values).sort(), 0.99);
  return {
    target: command.target,
    rate: command.rate,
    sent,
    failed,
    expected: goal,
    delivered: state.count,
    duplicates: state.duplicates,
    // A message whose answer failed (the client gave up) may still have been stored and
    // delivered: its deliveries are not a negative loss.
    lost: Math.max(0, goal - state.count),
    deliveriesPerSecond: state.count / ((state.lastArrival - start) / 1000),
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    sendP99: p99Of(sendLatencies),
    probeP99: p99Of(probeLatencies),
    probes: probeLatencies.length,
    probesFailed,
    refusals: [...refusals].map(([why, count]) => `${why} (${count})`).join(', '),
    sendsAnsweredAt,
    replies,
    reactions,
    reactionsFailed,
  };
}

/** Every member's app socket says which channel it has open (channel_focus), acknowledged. */
async function focus(channelId: string | null): Promise<void> {
  await Promise.all(
    appSockets.map(
      (socket) =>
        new Promise<void>((resolve) =>
          socket.emit('channel_focus', { channelId }, () => resolve()),
        ),
    ),
  );
}

process.on('message', (command: Command) => {
  void (async () => {
    try {
      if (command.type === 'connect') {
        setup = command;
        appSockets = await connectAll(command.appUrl, command.members, (member) => ({
          auth: { token: member.token },
          query: { userId: member.id },
        }));
        bareSockets = await connectAll(command.bareUrl, command.members, () => ({}));
        send({ type: 'ready' });
      } else if (command.type === 'run') {
        send({ type: 'result', result: await run(command) });
      } else if (command.type === 'focus') {
        await focus(command.channelId);
        send({ type: 'focused' });
      } else {
        for (const socket of [...appSockets, ...bareSockets]) socket.close();
        send({ type: 'closed' });
        process.exit(0);
      }
    } catch (error) {
      send({ type: 'error', message: error instanceof Error ? error.stack : String(error) });
    }
  })();
});
