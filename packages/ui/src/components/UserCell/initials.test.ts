import { describe, expect, it } from 'vitest';

import { AVATAR_PALETTES, initialsOf, paletteForName } from './initials';

describe('initialsOf', () => {
  // The cases live with the function (contracts' person-names.test.ts); this is the avatar's view.
  it('leaves out a title and a note in brackets', () => {
    expect(initialsOf('Dr. Maya Lindqvist (you)')).toBe('ML');
  });
});

describe('paletteForName', () => {
  it('gives one name the same palette every time, whatever its case, spaces and notes', () => {
    expect(paletteForName('Ada Lovelace')).toBe(paletteForName(' ada lovelace '));
    expect(paletteForName('Ada Lovelace')).toBe(paletteForName('Ada Lovelace (you)'));
  });

  it('spreads names over the palettes', () => {
    const names = Array.from({ length: 200 }, (_, i) => `Person ${i}`);
    const used = new Set(names.map(paletteForName));
    expect(used.size).toBe(AVATAR_PALETTES.length);
  });
});
