import { describe, expect, it } from 'vitest';

import type { TMessageListResponse } from '@portal/contracts';

import { chatMessage, page } from '@/testing/chat-fixtures';

import type { ChatCall } from './chat-call';
import { fetchMessagesAfter } from './messages-after';

/** A server that answers `listMessages` with `pages` in turn, noting each query. */
function serverWith(pages: TMessageListResponse[]) {
  const queries: Record<string, string>[] = [];
  const call = (async (_name: string, request: { query?: Record<string, string> }) => {
    queries.push({ ...request.query });
    const next = pages.shift();
    if (!next) throw new Error('Asked once too often');
    return next;
  }) as unknown as ChatCall;
  return { call, queries };
}

const messages = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => chatMessage(from + index, 'hi'));

describe('fetchMessagesAfter', () => {
  it('asks after the last message each page brought, in steps of 200, until there is no more', async () => {
    const { call, queries } = serverWith([page(messages(11, 210), true), page(messages(211, 230))]);
    const seen: number[][] = [];
    await fetchMessagesAfter(call, 'channel', 10, (next) =>
      seen.push(next.data.map((message) => message.seq)),
    );
    expect(queries).toEqual([
      { after: '10', limit: '200' },
      { after: '210', limit: '200' },
    ]);
    expect(seen.map((seqs) => [seqs[0], seqs.at(-1)])).toEqual([
      [11, 210],
      [211, 230],
    ]);
  });

  it('hands on a page with only edits and deletions, and stops there', async () => {
    const edited = { ...chatMessage(3, 'hi again'), editedAt: '2025-03-03T10:00:00.000Z' };
    const { call, queries } = serverWith([{ ...page([]), updates: [edited] }]);
    const seen: TMessageListResponse[] = [];
    await fetchMessagesAfter(call, 'channel', 5, (next) => seen.push(next));
    expect(queries).toHaveLength(1);
    expect(seen[0]?.updates).toEqual([edited]);
  });

  it('never asks for the same page twice, even if the server says there is more', async () => {
    const { call, queries } = serverWith([page([], true)]);
    await fetchMessagesAfter(call, 'channel', 7, () => undefined);
    expect(queries).toEqual([{ after: '7', limit: '200' }]);
  });

  it('passes a failure on', async () => {
    const { call } = serverWith([]);
    await expect(fetchMessagesAfter(call, 'channel', 0, () => undefined)).rejects.toThrow(
      'Asked once too often',
    );
  });
});
