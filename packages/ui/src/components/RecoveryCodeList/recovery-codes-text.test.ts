import { describe, expect, it } from 'vitest';

import { recoveryCodesText } from './recovery-codes-text';

describe('recoveryCodesText', () => {
  it('says what the codes are, then one code a line', () => {
    expect(
      recoveryCodesText(['AAAAA-BBBBB', 'CCCCC-DDDDD'], 'Recovery codes for ada@example.com'),
    ).toBe(
      [
        'Recovery codes for ada@example.com',
        'Each code works once, in place of a code from your authenticator app or a passkey.',
        '',
        'AAAAA-BBBBB',
        'CCCCC-DDDDD',
        '',
      ].join('\n'),
    );
  });
});
