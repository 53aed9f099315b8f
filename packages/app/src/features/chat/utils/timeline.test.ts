import { describe, expect, it } from 'vitest';

import { chatMessage, page } from '@/testing/chat-fixtures';

import { emptyTimeline, newClientId, timelineReducer, type Timeline } from './timeline';

const one = chatMessage(1, 'one');
const two = chatMessage(2, 'two');
const three = chatMessage(3, 'three', { overrides: { clientId: 'c-3' } });

const loaded = (timeline: Timeline = emptyTimeline) =>
  timelineReducer(timeline, { type: 'latest', page: page([two, three], true) });

describe('timelineReducer', () => {
  it('shows a reaction at once on the copy held, and takes it back when refused', () => {
    const state = loaded();
    const react = { type: 'reacted', seq: 2, emoji: '👍', memberId: 'me' } as const;
    const shown = timelineReducer(state, { ...react, reacted: true });
    expect(shown.messages[0]?.reactions).toEqual([{ emoji: '👍', memberIds: ['me'] }]);
    const back = timelineReducer(shown, { ...react, reacted: false });
    expect(back.messages[0]?.reactions).toEqual([]);
    expect(timelineReducer(state, { ...react, seq: 99, reacted: true })).toBe(state);
  });

  it('takes a message’s reactions from the server, and nothing for a message not held', () => {
    const state = loaded();
    const reactions = [{ emoji: '🙏', memberIds: ['ann', 'me'] }];
    const event = { channelId: two.channelId, messageId: two.id, seq: 2, reactions };
    const next = timelineReducer(state, { type: 'reactions', event });
    expect(next.messages[0]?.reactions).toEqual(reactions);
    expect(next.messages[0]?.text).toBe('two');
    const elsewhere = { ...event, seq: 99, messageId: 'another' };
    expect(timelineReducer(state, { type: 'reactions', event: elsewhere })).toBe(state);
  });

  it('keeps a reply’s parent on its pending copy (a retry sends it again)', () => {
    const replyTo = { id: two.id, author: 'Ann Lee', excerpt: 'two', hasAttachment: false };
    const state = timelineReducer(loaded(), {
      type: 'sending',
      clientId: 'c-9',
      text: 'Yes',
      createdAt: two.createdAt,
      replyTo,
    });
    expect(state.pending[0]?.replyTo).toEqual(replyTo);
  });

  it('keeps each message once, in sequence order, whichever way it came', () => {
    let state = loaded();
    state = timelineReducer(state, { type: 'received', messages: [three, chatMessage(4, 'four')] });
    state = timelineReducer(state, { type: 'older', page: page([one], false) });
    state = timelineReducer(state, {
      type: 'caught-up',
      page: { ...page([chatMessage(4, 'four'), chatMessage(5, 'five')]), updates: [] },
    });
    expect(state.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(state.hasOlder).toBe(false);
  });

  it('keeps live messages that arrived before the first page', () => {
    const early = timelineReducer(emptyTimeline, {
      type: 'received',
      messages: [chatMessage(4, 'four')],
    });
    expect(loaded(early).messages.map((m) => m.seq)).toEqual([2, 3, 4]);
  });

  it('applies the edits and deletions that a catch-up reports', () => {
    const deleted = { ...two, text: 'This message was deleted', isDeleted: true };
    const state = timelineReducer(loaded(), {
      type: 'caught-up',
      page: { ...page([]), updates: [deleted] },
    });
    expect(state.messages[0]).toEqual(deleted);
  });

  it('settles a pending message when the server stored it, by its clientId', () => {
    let state = timelineReducer(loaded(), {
      type: 'sending',
      clientId: 'c-4',
      text: 'hi',
      createdAt: 'now',
    });
    state = timelineReducer(state, { type: 'failed', clientId: 'c-4', error: 'offline' });
    expect(state.pending).toEqual([
      { clientId: 'c-4', text: 'hi', createdAt: 'now', status: 'failed', error: 'offline' },
    ]);
    // Retry: the same key goes back to 'sending', once.
    state = timelineReducer(state, {
      type: 'sending',
      clientId: 'c-4',
      text: 'hi',
      createdAt: 'now',
    });
    expect(state.pending).toHaveLength(1);
    state = timelineReducer(state, {
      type: 'received',
      messages: [chatMessage(4, 'hi', { overrides: { clientId: 'c-4' } })],
    });
    expect(state.pending).toEqual([]);
    expect(state.messages.map((m) => m.seq)).toEqual([2, 3, 4]);
  });

  it('keeps a pending message’s file for Retry, and its progress only while it is sent', () => {
    const file = new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' });
    const sending = { type: 'sending', clientId: 'c-5', text: '', createdAt: 'now', file } as const;
    let state = timelineReducer(loaded(), sending);
    state = timelineReducer(state, { type: 'progress', clientId: 'c-5', progress: 0.4 });
    expect(state.pending[0]).toMatchObject({ file, progress: 0.4, status: 'sending' });
    state = timelineReducer(state, { type: 'failed', clientId: 'c-5', error: 'Too busy.' });
    expect(state.pending[0]).toEqual({
      clientId: 'c-5',
      text: '',
      createdAt: 'now',
      status: 'failed',
      error: 'Too busy.',
      file,
    });
    // A late progress report of the failed try changes nothing.
    expect(timelineReducer(state, { type: 'progress', clientId: 'c-5', progress: 1 })).toEqual(
      state,
    );
    state = timelineReducer(state, sending);
    expect(state.pending).toEqual([
      { clientId: 'c-5', text: '', createdAt: 'now', status: 'sending', error: null, file },
    ]);
  });
});

describe('newClientId', () => {
  it('is a v4 UUID', () => {
    expect(newClientId()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
