import { describe, expect, it } from 'vitest';

import { chatPath, focusSeqOf } from './chat-path';

describe('chatPath', () => {
  it('names the conversation, and the message to open at when given', () => {
    expect(chatPath('c1')).toBe('/chat?channel=c1');
    expect(chatPath('c1', 42)).toBe('/chat?channel=c1&message=42');
  });
});

describe('focusSeqOf', () => {
  it('reads a positive whole sequence number', () => {
    expect(focusSeqOf(new URLSearchParams('channel=c1&message=42'))).toBe(42);
  });

  it('ignores a missing or malformed one', () => {
    for (const query of [
      'channel=c1',
      'message=',
      'message=0',
      'message=-3',
      'message=1.5',
      'message=abc',
      'message=12abc',
    ]) {
      expect(focusSeqOf(new URLSearchParams(query))).toBeNull();
    }
  });
});
