import type { SessionChannel, SessionMessage } from './session-channel';

/** What the idle sign-out shows: nothing, or the warning with the seconds left. */
export type IdleState = { phase: 'active' } | { phase: 'warning'; secondsLeft: number };

export interface IdleWatchOptions {
  /** How the tabs of the browser share activity, heartbeats and the end. */
  channel: SessionChannel;
  /** Minutes without activity in any tab before the session ends, until the server says. */
  timeoutMinutes: number;
  /** How long before the end the warning shows (ms). */
  warningMs: number;
  /** The least time between two heartbeats of the browser's tabs (ms). */
  heartbeatEveryMs: number;
  /** Tells the server the person is active; resolves to the practice's timeout, or null. */
  sendHeartbeat: () => Promise<number | null>;
  /** The warning shows, counts down, or goes. */
  onState: (state: IdleState) => void;
  /** The session is over for being idle (here or in another tab): sign this tab out. Once. */
  onExpire: () => void;
  /** The clock (tests pass their own). */
  now?: () => number;
}

export interface IdleWatch {
  /**
   * The person's input on the page. Ignored while the warning shows: its buttons answer it, so
   * that moving through them with the keyboard does not dismiss it.
   */
  noteActivity: () => void;
  /** "Stay signed in": activity, warning or not. */
  stayActive: () => void;
  /** Reads the clock again (a tab shown again, whose timers the browser held back). */
  check: () => void;
  stop: () => void;
}

/** Other tabs hear of activity at most this often: idleness is counted in minutes. */
const SHARE_EVERY_MS = 1000;

/**
 * Watches one tab's idleness, shared with the browser's other tabs: each tab keeps the time of
 * the last activity in any tab, warns `warningMs` before the end and ends the session in every
 * tab when the time is up. The server hears of activity through heartbeats, at most one per
 * `heartbeatEveryMs` for all the tabs: the first activity at once, later ones at the end of that
 * time, so that the server's "last active" keeps up with the person's (it refuses the session
 * when idle too: it must not end it before the app does). A few numbers and one timer; nothing
 * runs while the person works but the time of the input.
 */
export function watchIdle(options: IdleWatchOptions): IdleWatch {
  const { channel, warningMs, heartbeatEveryMs, sendHeartbeat, onState, onExpire } = options;
  const now = options.now ?? (() => Date.now());
  let timeoutMs = options.timeoutMinutes * 60_000;
  // Opening the app is the person's doing.
  let lastActivity = now();
  let lastShared = lastActivity;
  /** The latest activity of this tab the server has not heard of. */
  let unreported = lastActivity;
  /** When a tab of the browser last sent a heartbeat. */
  let lastHeartbeat = -Infinity;
  let isWarning = false;
  let isOver = false;
  let checkTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeatTimer: ReturnType<typeof setTimeout> | undefined;

  function check() {
    if (isOver) return;
    clearTimeout(checkTimer);
    const left = lastActivity + timeoutMs - now();
    if (left <= 0) {
      end(true);
      return;
    }
    if (left <= warningMs) {
      const secondsLeft = Math.ceil(left / 1000);
      isWarning = true;
      onState({ phase: 'warning', secondsLeft });
      // Again when the count drops by one.
      checkTimer = setTimeout(check, left - (secondsLeft - 1) * 1000);
      return;
    }
    if (isWarning) {
      isWarning = false;
      onState({ phase: 'active' });
    }
    // Activity meanwhile only moves lastActivity; this timer finds it and waits again.
    checkTimer = setTimeout(check, left - warningMs);
  }

  function end(tellOthers: boolean) {
    if (isOver) return;
    stop();
    if (tellOthers) channel.post({ type: 'expired' });
    onExpire();
  }

  function heartbeat() {
    clearTimeout(heartbeatTimer);
    heartbeatTimer = undefined;
    if (isOver || unreported <= lastHeartbeat) return;
    const wait = lastHeartbeat + heartbeatEveryMs - now();
    if (wait > 0) {
      heartbeatTimer = setTimeout(heartbeat, wait);
      return;
    }
    lastHeartbeat = now();
    channel.post({ type: 'heartbeat', at: lastHeartbeat });
    void sendHeartbeat().then((minutes) => {
      if (minutes === null || isOver) return;
      timeoutMs = minutes * 60_000;
      check();
    });
  }

  function act(force: boolean) {
    if (isOver || (isWarning && !force)) return;
    const at = now();
    lastActivity = Math.max(lastActivity, at);
    unreported = at;
    if (force || at - lastShared >= SHARE_EVERY_MS) {
      lastShared = at;
      channel.post({ type: 'activity', at });
    }
    if (!heartbeatTimer) heartbeat();
    if (force) check();
  }

  function hear(message: SessionMessage) {
    if (message.type === 'activity') {
      lastActivity = Math.max(lastActivity, message.at);
      if (isWarning) check();
    } else if (message.type === 'heartbeat') {
      lastHeartbeat = Math.max(lastHeartbeat, message.at);
    } else if (message.type === 'expired') {
      end(false);
    }
  }

  const stopHearing = channel.listen(hear);
  function stop() {
    isOver = true;
    clearTimeout(checkTimer);
    clearTimeout(heartbeatTimer);
    stopHearing();
  }

  channel.post({ type: 'activity', at: lastActivity });
  heartbeat();
  check();

  return {
    noteActivity: () => act(false),
    stayActive: () => act(true),
    check,
    stop,
  };
}
