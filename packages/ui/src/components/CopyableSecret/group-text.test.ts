import { describe, expect, it } from 'vitest';

import { groupText } from './group-text';

describe('groupText', () => {
  it('cuts a secret into groups of four, the last one shorter', () => {
    expect(groupText('JBSWY3DPEHPK3PXPAB')).toEqual(['JBSW', 'Y3DP', 'EHPK', '3PXP', 'AB']);
  });

  it('ignores the spaces already in it', () => {
    expect(groupText('JBSW Y3DP  EH')).toEqual(['JBSW', 'Y3DP', 'EH']);
  });

  it('takes another group size, and nothing gives no group', () => {
    expect(groupText('ABCDEF', 3)).toEqual(['ABC', 'DEF']);
    expect(groupText('')).toEqual([]);
  });
});
