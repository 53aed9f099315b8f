import { codeDigits, isWholeCode } from '../setup/setup-errors';

/*
 * The codes of the second step as a person types them. The values are the contracts'
 * (two-factor/constants.ts), written here because '@portal/contracts/constants' does not offer
 * them yet and '@portal/contracts' would bring the schemas (zod) to the step; codes.test.ts fails
 * when they differ.
 */

/** A recovery code: 10 base32 characters, shown as XXXXX-XXXXX. */
export const RECOVERY_CODE_LENGTH = 10;
/** The server's answer to a sign-in whose second step expired, ran out of tries or was used. */
export const LOGIN_CHALLENGE_EXPIRED_MESSAGE =
  'This sign-in has expired. Please sign in again with your password.';

const recoveryCodePattern = new RegExp(`^[A-Z2-7]{${RECOVERY_CODE_LENGTH}}$`);

/** The 6 digits of a typed code (spaces between them allowed), or null when it is not one. */
export function readTotpCode(typed: string): string | null {
  return isWholeCode(typed) ? codeDigits(typed) : null;
}

/** A typed recovery code in the server's form (no dash, capitals), or null when it is not one. */
export function readRecoveryCode(typed: string): string | null {
  const code = typed.replace(/[\s-]+/g, '').toUpperCase();
  return recoveryCodePattern.test(code) ? code : null;
}
