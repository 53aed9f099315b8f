import { RECOVERY_CODE_LENGTH } from '@portal/contracts/constants';

import { codeDigits, isWholeCode } from '../setup/setup-errors';

/* The codes of the second step as a person types them. */

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
