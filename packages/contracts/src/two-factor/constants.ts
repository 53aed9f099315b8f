/*
 * The second sign-in step (issue 33), without a schema: an authenticator app's codes (TOTP),
 * one-time recovery codes, and passkeys (WebAuthn). A practice may require one for a role; the
 * superadmin always has one.
 */

/** How a person may prove the second factor at sign-in. */
export const SECOND_FACTOR_METHODS = ['totp', 'recovery-code', 'passkey'] as const;
export type TSecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** The roles a practice may require a second factor of (the superadmin's is always required). */
export const SECOND_FACTOR_ROLES = ['provider', 'client'] as const;
export type TSecondFactorRole = (typeof SECOND_FACTOR_ROLES)[number];

/** A sign-in waiting for its second step lasts this long and takes this many tries. */
export const LOGIN_CHALLENGE_MINUTES = 5;
export const LOGIN_CHALLENGE_TRIES = 5;

/** The token of an account that must set up a second factor before anything else. */
export const SECOND_FACTOR_SETUP_MINUTES = 15;

/** An authenticator app's code: 6 digits, a new one every 30 seconds. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** The name the authenticator app shows above the account (its issuer). */
export const TOTP_ISSUER_FALLBACK = 'Practice portal';

/** Recovery codes: how many, and their length in base32 characters (shown as XXXXX-XXXXX). */
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_LENGTH = 10;

/** Passkeys: how many one person may hold, and the longest name. */
export const PASSKEYS_MAX = 10;
export const PASSKEY_NAME_MAX_LENGTH = 60;

/** What a wrong, old or replayed code is answered (401 at sign-in, 403 when signed in). */
export const WRONG_CODE_MESSAGE = 'The code is wrong or has already been used.';
/** A sign-in whose second step expired, ran out of tries or was already completed. */
export const LOGIN_CHALLENGE_EXPIRED_MESSAGE =
  'This sign-in has expired. Please sign in again with your password.';
/** Turning the last second factor off where the practice requires one. */
export const SECOND_FACTOR_REQUIRED_MESSAGE =
  'Your practice requires a second sign-in step for your account, so the last one cannot be removed.';
/** A passkey the server does not know or that belongs to no account able to sign in. */
export const PASSKEY_NOT_RECOGNISED_MESSAGE =
  'This passkey is not recognised. Sign in with your password.';
