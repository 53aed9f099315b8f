/**
 * Values every domain shares, without a schema: the API's base path, the practice's name, and the
 * values and rules of the person fields (fields.ts). Each domain's own values are in its
 * constants.ts.
 */

/** The API's base path (spec section 9). */
export const API_BASE = '/api/v1';

export const GENDERS = ['male', 'female', 'other'] as const;
export type TGender = (typeof GENDERS)[number];

/** Password rules, checked by both the forms and the server. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The practice's name when PRACTICE_NAME is not set: neutral words, not a product name (the
 * product has none to show). The server writes the setting into the page and the e-mails.
 */
export const DEFAULT_PRACTICE_NAME = 'Your practice';

/** The page's meta tag that carries the practice's name from the server to the app. */
export const PRACTICE_NAME_META = 'application-name';

/**
 * Where the practice's name goes in the login page rendered at build time: the server writes the
 * name in at start, as it does in the meta tag.
 */
export const PRACTICE_NAME_SLOT = '%PRACTICE_NAME%';
