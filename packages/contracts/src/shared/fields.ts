import { z } from 'zod';

import { GENDERS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_BUT_LINES } from './control-characters.ts';

/** Field schemas reused by the request schemas; messages are written for people. */

/**
 * A UTF-16 surrogate without its pair: no character at all. JSON can carry one (`"\ud800"`);
 * PostgreSQL stores it as U+FFFD in a text column (the text silently changes) and refuses it in
 * jsonb (a 500 where a name ends up in a chat event).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The one rule for free text: a string, trimmed, without control characters (NUL included), with
 * a length range. Every text field of every request is built from it.
 */
export function textField({
  max,
  min = 0,
  multiline = false,
  keepAsWritten = false,
}: {
  max: number;
  min?: number;
  /** Whether tabs and line breaks are allowed. */
  multiline?: boolean;
  /**
   * Stores the text exactly as written (chat messages): not trimmed; `min` then counts what is
   * left without the surrounding spaces, so a text of blanks only is still empty.
   */
  keepAsWritten?: boolean;
}) {
  const base = z
    .string({ message: 'must be a text' })
    .refine((value) => !LONE_SURROGATE.test(value), {
      message: 'must not contain broken characters (a lone UTF-16 surrogate)',
      abort: true,
    });
  if (keepAsWritten) {
    return base
      .max(max, { message: `must be at most ${max} characters` })
      .refine(
        (value) => !(multiline ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS).test(value),
        { message: 'must not contain control characters', abort: true },
      )
      .refine((value) => value.trim().length >= min, { message: 'is required' });
  }
  const text = base
    .trim()
    .refine(
      (value) => !(multiline ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS).test(value),
      {
        message: 'must not contain control characters',
        abort: true,
      },
    )
    .max(max, { message: `must be at most ${max} characters` });
  return min > 0 ? text.min(min, { message: 'is required' }) : text;
}

export const ZId = z.uuid({ message: 'must be a valid id' });

export const ZEmail = z
  .string({ message: 'must be an e-mail address' })
  .trim()
  .max(254, { message: 'must be at most 254 characters' })
  .pipe(z.email({ message: 'must be a valid e-mail address' }))
  .transform((value) => value.toLowerCase());

export const ZPassword = z
  .string({ message: 'must be a text' })
  .min(PASSWORD_MIN_LENGTH, { message: `must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { message: `must be at most ${PASSWORD_MAX_LENGTH} characters` });

export const ZFullName = textField({ min: 1, max: 120 });

export const ZLicenseNo = textField({ min: 1, max: 64 }).regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, {
  message: 'may contain letters, digits, spaces, dots, slashes and dashes',
});

export const ZGender = z.enum(GENDERS, { message: `must be one of ${GENDERS.join(', ')}` });

/** A whole number of years; `null`, `""`, booleans and arrays are not ages. */
export const ZAge = z
  .number({ message: 'must be a whole number' })
  .int({ message: 'must be a whole number' })
  .min(0, { message: 'must be at least 0' })
  .max(130, { message: 'must be at most 130' });

/** The age as the text part of a multipart form: digits only. */
export const ZAgeText = z
  .string({ message: 'must be a text' })
  .trim()
  .regex(/^\d{1,3}$/, { message: 'must be a whole number' })
  .transform(Number)
  .pipe(ZAge);

export const ZContactNo = textField({ max: 30 }).regex(/^\+?[0-9 ()-]*$/, {
  message: 'may contain digits, spaces, ( ) - and a leading +',
});

export const ZAddress = textField({ max: 300, multiline: true });

/** ISO 3166-1 alpha-2 country code, as country-state-city's isoCode. */
export const ZCountryIso = z
  .string({ message: 'must be a text' })
  .trim()
  .regex(/^[A-Za-z]{2}$/, { message: 'must be a two-letter ISO country code' })
  .transform((value) => value.toUpperCase());

export const ZStateName = textField({ max: 100 });

export const ZDepartment = textField({ max: 100 });

/** A time in an answer. */
export const ZIsoTime = z.string().meta({ format: 'date-time', description: 'ISO 8601, UTC' });
