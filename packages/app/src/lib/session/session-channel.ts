/**
 * What the tabs of one browser tell each other about the session they share (one token in
 * localStorage). A BroadcastChannel rather than a storage key: nothing is written to storage, and
 * a message reaches the other tabs only, never the tab that sent it.
 */
export type SessionMessage =
  /** The person did something in a tab, at `at` (ms since the epoch). */
  | { type: 'activity'; at: number }
  /** A tab told the server the person is active, at `at`: the others need not for a minute. */
  | { type: 'heartbeat'; at: number }
  /** The person signed out in a tab: every tab of the session goes. */
  | { type: 'signed-out' }
  /** The session ended for being idle in a tab: every tab says so and goes. */
  | { type: 'expired' };

export interface SessionChannel {
  post: (message: SessionMessage) => void;
  /** Calls `handler` with each message from another tab; returns the way to stop. */
  listen: (handler: (message: SessionMessage) => void) => () => void;
}

const CHANNEL_NAME = 'portal-session';

let channel: SessionChannel | null = null;

/**
 * The tab's one channel (one instance, so that a tab never hears its own messages). Without
 * BroadcastChannel (an old browser, a unit test) each tab keeps to itself.
 */
export function sessionChannel(): SessionChannel {
  if (channel) return channel;
  if (typeof BroadcastChannel === 'undefined') {
    channel = { post: () => undefined, listen: () => () => undefined };
    return channel;
  }
  const broadcast = new BroadcastChannel(CHANNEL_NAME);
  channel = {
    post: (message) => broadcast.postMessage(message),
    listen: (handler) => {
      const onMessage = (event: MessageEvent<SessionMessage>) => handler(event.data);
      broadcast.addEventListener('message', onMessage);
      return () => broadcast.removeEventListener('message', onMessage);
    },
  };
  return channel;
}
