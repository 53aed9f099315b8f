import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { watchIdle, type IdleState, type IdleWatchOptions } from './idle-watch';
import type { SessionChannel, SessionMessage } from './session-channel';

const MINUTE = 60_000;

/** A channel whose posts are recorded and whose messages from "other tabs" the test delivers. */
function fakeChannel() {
  let hear: ((message: SessionMessage) => void) | null = null;
  const posted: SessionMessage[] = [];
  const channel: SessionChannel = {
    post: (message) => posted.push(message),
    listen: (handler) => {
      hear = handler;
      return () => {
        hear = null;
      };
    },
  };
  return { channel, posted, deliver: (message: SessionMessage) => hear?.(message) };
}

function start(overrides: Partial<IdleWatchOptions> = {}) {
  const { channel, posted, deliver } = fakeChannel();
  const states: IdleState[] = [];
  const onExpire = vi.fn();
  const sendHeartbeat = vi.fn(async () => 30);
  const watch = watchIdle({
    channel,
    timeoutMinutes: 30,
    warningMs: MINUTE,
    heartbeatEveryMs: MINUTE,
    sendHeartbeat,
    onState: (state) => states.push(state),
    onExpire,
    ...overrides,
  });
  const lastState = () => states.at(-1) ?? { phase: 'active' };
  return { watch, posted, deliver, states, lastState, onExpire, sendHeartbeat };
}

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 27, 9, 0, 0) });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the idle sign-out', () => {
  it('warns a minute before, counts down each second, then ends the session once in every tab', async () => {
    const { lastState, onExpire, posted, states } = start();
    await vi.advanceTimersByTimeAsync(29 * MINUTE - 1);
    expect(states).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(lastState()).toEqual({ phase: 'warning', secondsLeft: 60 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(lastState()).toEqual({ phase: 'warning', secondsLeft: 59 });
    await vi.advanceTimersByTimeAsync(58_000);
    expect(lastState()).toEqual({ phase: 'warning', secondsLeft: 1 });
    expect(onExpire).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(posted.at(-1)).toEqual({ type: 'expired' });
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it("the person's input postpones the warning; the other tabs hear of it, at most once a second", async () => {
    const { watch, lastState, posted } = start();
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    watch.noteActivity();
    watch.noteActivity();
    expect(posted.filter((message) => message.type === 'activity')).toEqual([
      { type: 'activity', at: Date.now() - 20 * MINUTE },
      { type: 'activity', at: Date.now() },
    ]);
    await vi.advanceTimersByTimeAsync(28 * MINUTE);
    expect(lastState()).toEqual({ phase: 'active' });
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(lastState()).toEqual({ phase: 'warning', secondsLeft: 60 });
  });

  it("another tab's activity postpones it too, and takes its warning away", async () => {
    const { deliver, lastState, onExpire } = start();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    deliver({ type: 'activity', at: Date.now() });
    await vi.advanceTimersByTimeAsync(29 * MINUTE);
    expect(lastState()).toEqual({ phase: 'warning', secondsLeft: 60 });
    // "Stay signed in" pressed in the other tab.
    deliver({ type: 'activity', at: Date.now() });
    expect(lastState()).toEqual({ phase: 'active' });
    await vi.advanceTimersByTimeAsync(29 * MINUTE);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('while the warning shows, input on the page does not dismiss it; "Stay signed in" does', async () => {
    const { watch, lastState, sendHeartbeat } = start();
    await vi.advanceTimersByTimeAsync(29 * MINUTE + 10_000);
    expect(lastState()).toEqual({ phase: 'warning', secondsLeft: 50 });
    watch.noteActivity();
    expect(lastState()).toEqual({ phase: 'warning', secondsLeft: 50 });
    sendHeartbeat.mockClear();
    watch.stayActive();
    expect(lastState()).toEqual({ phase: 'active' });
    expect(sendHeartbeat).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(28 * MINUTE);
    expect(lastState()).toEqual({ phase: 'active' });
  });

  it('a tab that another tab signed out for idleness goes at once, without telling the others again', () => {
    const { deliver, onExpire, posted } = start();
    deliver({ type: 'expired' });
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(posted).not.toContainEqual({ type: 'expired' });
  });

  it("applies the practice's timeout from the heartbeat's answer", async () => {
    const { lastState } = start({ sendHeartbeat: vi.fn(async () => 5) });
    await vi.advanceTimersByTimeAsync(4 * MINUTE);
    expect(lastState()).toEqual({ phase: 'warning', secondsLeft: 60 });
  });

  it('a tab shown after its timers were held back (a sleeping laptop) ends at once', () => {
    const { watch, onExpire } = start();
    // The clock moves without the timers firing.
    vi.setSystemTime(Date.now() + 45 * MINUTE);
    watch.check();
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('stops: no warning, no end, no heartbeat after', async () => {
    const { watch, states, onExpire, sendHeartbeat } = start();
    watch.stop();
    sendHeartbeat.mockClear();
    watch.noteActivity();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(states).toEqual([]);
    expect(onExpire).not.toHaveBeenCalled();
    expect(sendHeartbeat).not.toHaveBeenCalled();
  });
});

describe('the heartbeat', () => {
  it('goes at start, then at most once a minute while the person interacts, the last input reported', async () => {
    const { watch, sendHeartbeat, posted } = start();
    expect(sendHeartbeat).toHaveBeenCalledTimes(1);
    expect(posted).toContainEqual({ type: 'heartbeat', at: Date.now() });
    await vi.advanceTimersByTimeAsync(10_000);
    watch.noteActivity();
    await vi.advanceTimersByTimeAsync(20_000);
    watch.noteActivity();
    expect(sendHeartbeat).toHaveBeenCalledTimes(1);
    // A minute after the first: the input since then is reported.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sendHeartbeat).toHaveBeenCalledTimes(2);
    // Nothing more without input.
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(sendHeartbeat).toHaveBeenCalledTimes(2);
    watch.noteActivity();
    expect(sendHeartbeat).toHaveBeenCalledTimes(3);
  });

  it("is not sent when another tab's heartbeat came after the input", async () => {
    const { watch, deliver, sendHeartbeat } = start();
    await vi.advanceTimersByTimeAsync(10_000);
    watch.noteActivity();
    // A tab that had not heard of the first one's sent its own.
    await vi.advanceTimersByTimeAsync(20_000);
    deliver({ type: 'heartbeat', at: Date.now() });
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(sendHeartbeat).toHaveBeenCalledTimes(1);
  });

  it('background work is not activity: without input, none after the first', async () => {
    const { sendHeartbeat } = start();
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    expect(sendHeartbeat).toHaveBeenCalledTimes(1);
  });
});
