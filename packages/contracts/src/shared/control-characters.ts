/*
 * Control characters: never part of what a person types, PostgreSQL cannot store NUL, and a file
 * name with one breaks a download. The one definition of them, for every text field (fields.ts),
 * uploaded file names (the server) and file names the app writes.
 */

// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;

/** The same, but tab and line breaks are allowed (addresses, reasons, messages). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The text with each run of control characters replaced by `by` (a space unless told). */
export const withoutControlCharacters = (text: string, by = ' '): string =>
  text.replace(new RegExp(`${CONTROL_CHARACTERS.source}+`, 'g'), by);
