import type { TChatMessage } from '@portal/contracts';

import { ApiError } from '@/lib/http/errors';

/** One of one's messages waiting to be sent, under the `clientId` it keeps on every try. */
export interface OutboxItem {
  clientId: string;
  text: string;
  /** The file that goes with it (multipart). */
  file?: File;
  /** The message it replies to: it goes with every try, so it arrives once, as a reply. */
  replyToId?: string;
}

export interface DrainHandlers {
  /** Sends one message; resolves with the message the server stored. */
  send: (item: OutboxItem) => Promise<TChatMessage>;
  /** The server stored it. */
  onStored: (message: TChatMessage) => void;
  /** The server refused it: it is taken out of the queue, and the next one goes. */
  onRefused: (item: OutboxItem, error: unknown) => void;
}

/** Whether a request got no answer at all (no network), as opposed to a refusal. */
export const isNoAnswer = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 0;

/**
 * Sends the messages of `queue` one at a time, from its head, so that the server stores them in
 * the order they were written; items added meanwhile go too. A send that gets no answer at all
 * stays at the head, with the rest behind it, and the result is 'waiting-for-network' (the same
 * `clientId` goes again later, and the server stores it once even if the first try did reach it);
 * otherwise 'sent' once the queue is empty.
 */
export async function drainOutbox(
  queue: OutboxItem[],
  { send, onStored, onRefused }: DrainHandlers,
): Promise<'sent' | 'waiting-for-network'> {
  for (let next = queue[0]; next; next = queue[0]) {
    try {
      onStored(await send(next));
    } catch (error) {
      if (isNoAnswer(error)) return 'waiting-for-network';
      onRefused(next, error);
    }
    queue.shift();
  }
  return 'sent';
}
