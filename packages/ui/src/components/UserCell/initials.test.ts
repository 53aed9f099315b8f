import { describe, expect, it } from 'vitest';

import { AVATAR_PALETTES, initialsOf, paletteForName } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['Ada King Lovelace', 'AL'],
    ['  grace   hopper ', 'GH'],
    ['Plato', 'P'],
    ['Émile Zola', 'ÉZ'],
    ['', ''],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('paletteForName', () => {
  it('gives one name the same palette every time, whatever its case and spaces', () => {
    expect(paletteForName('Ada Lovelace')).toBe(paletteForName(' ada lovelace '));
  });

  it('spreads names over the palettes', () => {
    const names = Array.from({ length: 200 }, (_, i) => `Person ${i}`);
    const used = new Set(names.map(paletteForName));
    expect(used.size).toBe(AVATAR_PALETTES.length);
  });
});
