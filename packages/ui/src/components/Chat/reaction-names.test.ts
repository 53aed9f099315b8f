import { describe, expect, it } from 'vitest';

import { QUICK_REACTIONS } from '@portal/contracts/constants';

import { normalizeEmoji, reactionLabel, reactionNames } from './reaction-names';

describe('reactionNames', () => {
  it('lists the others, then you', () => {
    expect(reactionNames(['Ann Lee', 'Ben Kay'], true, 3)).toBe('Ann Lee, Ben Kay and you');
    expect(reactionNames(['Ann Lee'], false, 1)).toBe('Ann Lee');
    expect(reactionNames([], true, 1)).toBe('You');
  });
  it('never says you twice when the names hold it', () => {
    expect(reactionNames(['Ann Lee', 'You'], true, 2)).toBe('Ann Lee and you');
  });
  it('cuts past ten names', () => {
    const names = Array.from({ length: 13 }, (_, index) => `P${index + 1}`);
    expect(reactionNames(names, false, 13)).toBe(
      'P1, P2, P3, P4, P5, P6, P7, P8, P9, P10 and 3 others',
    );
    expect(reactionNames(names.slice(0, 10), true, 12)).toBe(
      'P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, you and 1 other',
    );
  });
});

describe('reactionLabel', () => {
  it('says the emoji, the count and who', () => {
    expect(reactionLabel('👍', 2, ['Ann Lee'], true)).toBe('👍 2 reactions: Ann Lee and you');
    expect(reactionLabel('🙏', 1, ['Ben Kay'], false)).toBe('🙏 1 reaction: Ben Kay');
  });
});

describe('normalizeEmoji', () => {
  it('writes a picked emoji as the quick reactions do', () => {
    expect(normalizeEmoji('👍\uFE0F')).toBe('👍');
    expect(normalizeEmoji('❤️')).toBe('❤️');
    for (const emoji of QUICK_REACTIONS) expect(normalizeEmoji(emoji)).toBe(emoji);
    expect(normalizeEmoji('👩🏽‍💻')).toBe('👩🏽‍💻');
  });
});
