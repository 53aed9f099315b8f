import { describe, expect, it } from 'vitest';

import {
  LOGIN_CHALLENGE_EXPIRED_MESSAGE as CONTRACT_EXPIRED_MESSAGE,
  RECOVERY_CODE_LENGTH as CONTRACT_RECOVERY_CODE_LENGTH,
  TOTP_DIGITS as CONTRACT_TOTP_DIGITS,
  ZLoginSecondFactorRequest,
} from '@portal/contracts';

import { CODE_DIGITS } from '../setup/setup-errors';
import {
  LOGIN_CHALLENGE_EXPIRED_MESSAGE,
  readRecoveryCode,
  readTotpCode,
  RECOVERY_CODE_LENGTH,
} from './codes';

const challenge = 'c'.repeat(32);

describe('the second step’s codes', () => {
  it('are the contracts’ values', () => {
    expect(CODE_DIGITS).toBe(CONTRACT_TOTP_DIGITS);
    expect(RECOVERY_CODE_LENGTH).toBe(CONTRACT_RECOVERY_CODE_LENGTH);
    expect(LOGIN_CHALLENGE_EXPIRED_MESSAGE).toBe(CONTRACT_EXPIRED_MESSAGE);
  });

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
