import { Secret, TOTP } from 'otpauth';

import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@portal/contracts';

/*
 * The authenticator app's codes (RFC 6238 with otpauth: SHA-1, 6 digits, 30 seconds, what every
 * app reads from a QR code). A code is accepted for the step before and after now (clocks drift),
 * and each step once only: the caller keeps the last step used (users.totp_last_step).
 */

/** A new secret: 20 random bytes, in base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, label = 'account', issuer = '') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** The otpauth:// address an authenticator app reads from the QR code. */
export const otpauthUrl = (secret: string, account: string, issuer: string): string =>
  totpOf(secret, account, issuer).toString();

/** The 30-second step a code belongs to, within one step of `now`; null for a wrong code. */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}
