import { TOTP_DIGITS } from '@portal/contracts/constants';

import { ApiError, errorMessage } from '@/lib/http/errors';

/** A code typed with spaces or a dash between its halves, as the digits alone. */
export const codeDigits = (typed: string) => typed.replace(/[\s-]+/g, '');

/** Whether what was typed is a whole code of the app: 6 digits. */
export const isWholeCode = (typed: string) =>
  new RegExp(`^[0-9]{${TOTP_DIGITS}}$`).test(codeDigits(typed));

/**
 * A refusal of what was typed or shown (a wrong or used code, a passkey the server would not take,
 * an expired set-up), said beside it in the server's words; null for a failure to say in an alert
 * with a way to try again (the server unreachable, a fault).
 */
export function refusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.isServerMessage) return null;
  return [400, 401, 403, 409, 410, 429].includes(error.status) ? error.message : null;
}

/** The failure's own words, or the fallback. */
export const failureOf = (error: unknown, fallback: string) => errorMessage(error, fallback);
