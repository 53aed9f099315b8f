import { describe, expect, it } from 'vitest';

import type { TChatMessage } from '@portal/contracts';

import { ApiError } from '@/lib/http/errors';
import { chatMessage } from '@/testing/chat-fixtures';

import { drainOutbox, isNoAnswer, type OutboxItem } from './outbox';

const item = (clientId: string): OutboxItem => ({ clientId, text: `text of ${clientId}` });
const storedAs = (seq: number, { clientId, text }: OutboxItem) =>
  chatMessage(seq, text, { overrides: { clientId } });

/** A drain that records what it sent, stored and had refused; `answer` decides each send. */
function drain(queue: OutboxItem[], answer: (item: OutboxItem, seq: number) => TChatMessage) {
  const sent: string[] = [];
  const stored: (string | null)[] = [];
  const refused: string[] = [];
  const result = drainOutbox(queue, {
    send: async (next) => {
      sent.push(next.clientId);
      return answer(next, sent.length);
    },
    onStored: (message) => stored.push(message.clientId),
    onRefused: (next, error) => refused.push(`${next.clientId}: ${(error as Error).message}`),
  });
  return { result, sent, stored, refused };
}

describe('drainOutbox', () => {
  it('sends one at a time, in order, and empties the queue', async () => {
    const queue = [item('a'), item('b'), item('c')];
    const run = drain(queue, (next, seq) => storedAs(seq, next));
    await expect(run.result).resolves.toBe('sent');
    expect(run.sent).toEqual(['a', 'b', 'c']);
    expect(run.stored).toEqual(['a', 'b', 'c']);
    expect(queue).toEqual([]);
  });

  it('sends what is added to the queue while it drains', async () => {
    const queue = [item('a')];
    const run = drain(queue, (next, seq) => {
      if (next.clientId === 'a') queue.push(item('b'));
      return storedAs(seq, next);
    });
    await expect(run.result).resolves.toBe('sent');
    expect(run.sent).toEqual(['a', 'b']);
  });

  it('keeps a send with no answer at the head, the rest behind it, and stops', async () => {
    const queue = [item('a'), item('b'), item('c')];
    const run = drain(queue, (next, seq) => {
      if (next.clientId === 'b') throw new ApiError('No network', 0);
      return storedAs(seq, next);
    });
    await expect(run.result).resolves.toBe('waiting-for-network');
    expect(run.sent).toEqual(['a', 'b']);
    expect(run.refused).toEqual([]);
    expect(queue.map((waiting) => waiting.clientId)).toEqual(['b', 'c']);
  });

  it('takes a refused send out of the queue and goes on with the next', async () => {
    const queue = [item('a'), item('b')];
    const run = drain(queue, (next, seq) => {
      if (next.clientId === 'a') throw new ApiError('The server is busy.', 503);
      return storedAs(seq, next);
    });
    await expect(run.result).resolves.toBe('sent');
    expect(run.refused).toEqual(['a: The server is busy.']);
    expect(run.stored).toEqual(['b']);
    expect(queue).toEqual([]);
  });
});

describe('drainOutbox with replies', () => {
  it('sends a reply that waited for the network once, in order, with what it replies to', async () => {
    const reply = { ...item('b'), replyToId: 'parent-id' };
    const queue = [item('a'), reply, item('c')];
    let isOnline = false;
    const replies: (string | undefined)[] = [];
    const answer = (next: OutboxItem, seq: number) => {
      if (!isOnline && next.clientId === 'b') throw new ApiError('No network', 0);
      if (next.clientId === 'b') replies.push(next.replyToId);
      return storedAs(seq, next);
    };
    const first = drain(queue, answer);
    await expect(first.result).resolves.toBe('waiting-for-network');
    expect(queue).toEqual([reply, item('c')]);
    isOnline = true;
    const second = drain(queue, answer);
    await expect(second.result).resolves.toBe('sent');
    expect(second.stored).toEqual(['b', 'c']);
    expect(replies).toEqual(['parent-id']);
  });
});

describe('isNoAnswer', () => {
  it('is a request that got no answer, not a refusal or another failure', () => {
    expect(isNoAnswer(new ApiError('No network', 0))).toBe(true);
    expect(isNoAnswer(new ApiError('Busy', 503))).toBe(false);
    expect(isNoAnswer(new Error('Files cannot be sent here.'))).toBe(false);
  });
});
