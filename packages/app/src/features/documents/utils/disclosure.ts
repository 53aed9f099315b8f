import { SIGNING_CONSENT_REQUIRED_MESSAGE } from '@portal/contracts/constants';

import { ApiError } from '@/lib/http/errors';

/**
 * Plain text as its paragraphs: blank lines part them, single line breaks stay inside one. The
 * disclosure is written in a textarea and shown as text, never as markup.
 */
export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** The signing was refused because the disclosure in force is not accepted (it changed). */
export function isConsentRequired(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    error.message === SIGNING_CONSENT_REQUIRED_MESSAGE
  );
}

/** The acceptance was refused because the version shown is no longer the one in force. */
export function isDisclosureChanged(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}
