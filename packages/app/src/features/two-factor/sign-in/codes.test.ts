import { describe, expect, it } from 'vitest';

import { ZLoginSecondFactorRequest } from '@portal/contracts';

import { readRecoveryCode, readTotpCode } from './codes';

const challenge = 'c'.repeat(32);

describe('the second step’s codes', () => {
  it('reads an authenticator code with or without spaces', () => {
    expect(readTotpCode('123456')).toBe('123456');
    expect(readTotpCode(' 123 456 ')).toBe('123456');
    expect(readTotpCode('12345')).toBeNull();
    expect(readTotpCode('1234567')).toBeNull();
    expect(readTotpCode('12345a')).toBeNull();
    expect(readTotpCode('')).toBeNull();
  });

  it('reads a recovery code in any case, with or without its dash', () => {
    expect(readRecoveryCode('ABCDE-FGH23')).toBe('ABCDEFGH23');
    expect(readRecoveryCode(' abcde fgh23 ')).toBe('ABCDEFGH23');
    expect(readRecoveryCode('abcdefgh23')).toBe('ABCDEFGH23');
    expect(readRecoveryCode('ABCDE-FGH2')).toBeNull();
    // 0, 1, 8 and 9 are not base32.
    expect(readRecoveryCode('ABCDE-FGH01')).toBeNull();
    expect(readRecoveryCode('')).toBeNull();
  });

  it('sends what the server accepts', () => {
    const code = readTotpCode('123 456');
    const recoveryCode = readRecoveryCode('abcde-fgh23');
    expect(ZLoginSecondFactorRequest.safeParse({ challenge, code }).success).toBe(true);
    expect(ZLoginSecondFactorRequest.safeParse({ challenge, recoveryCode }).success).toBe(true);
  });
});
