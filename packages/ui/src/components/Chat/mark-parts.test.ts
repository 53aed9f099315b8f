import { describe, expect, it } from 'vitest';

import { markParts } from './mark-parts';

describe('markParts', () => {
  it('cuts the snippet into plain text and the words found, in order', () => {
    expect(
      markParts('Could we meet at 3? The meeting room', [
        { start: 9, end: 13 },
        { start: 24, end: 31 },
      ]),
    ).toEqual([
      { text: 'Could we ', isMatch: false },
      { text: 'meet', isMatch: true },
      { text: ' at 3? The ', isMatch: false },
      { text: 'meeting', isMatch: true },
      { text: ' room', isMatch: false },
    ]);
  });

  it('keeps the whole text when nothing is marked, and leaves HTML as text', () => {
    expect(markParts('<b>hi</b>')).toEqual([{ text: '<b>hi</b>', isMatch: false }]);
  });

  it('ignores ranges that overlap, are empty or go past the end', () => {
    expect(
      markParts('abcdef', [
        { start: 0, end: 2 },
        { start: 1, end: 3 },
        { start: 4, end: 4 },
        { start: 5, end: 9 },
      ]),
    ).toEqual([
      { text: 'ab', isMatch: true },
      { text: 'cdef', isMatch: false },
    ]);
  });
});
