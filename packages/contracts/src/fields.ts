import { z } from 'zod';

import { GENDERS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';

/** Field schemas reused by the request schemas; messages are written for people. */
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

export const ZFullName = z
  .string({ message: 'must be a text' })
  .trim()
  .min(1, { message: 'is required' })
  .max(120, { message: 'must be at most 120 characters' });

export const ZLicenseNo = z
  .string({ message: 'must be a text' })
  .trim()
  .min(1, { message: 'is required' })
  .max(64, { message: 'must be at most 64 characters' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, {
    message: 'may contain letters, digits, spaces, dots, slashes and dashes',
  });

export const ZGender = z.enum(GENDERS, { message: `must be one of ${GENDERS.join(', ')}` });

export const ZAge = z.coerce
  .number({ message: 'must be a number' })
  .int({ message: 'must be a whole number' })
  .min(0, { message: 'must be at least 0' })
  .max(130, { message: 'must be at most 130' });

export const ZContactNo = z
  .string({ message: 'must be a text' })
  .trim()
  .max(30, { message: 'must be at most 30 characters' })
  .regex(/^\+?[0-9 ()-]*$/, { message: 'may contain digits, spaces, ( ) - and a leading +' });

export const ZAddress = z
  .string({ message: 'must be a text' })
  .trim()
  .max(300, { message: 'must be at most 300 characters' });

/** ISO 3166-1 alpha-2 country code, as country-state-city's isoCode. */
export const ZCountryIso = z
  .string({ message: 'must be a text' })
  .trim()
  .regex(/^[A-Za-z]{2}$/, { message: 'must be a two-letter ISO country code' })
  .transform((value) => value.toUpperCase());

export const ZStateName = z
  .string({ message: 'must be a text' })
  .trim()
  .max(100, { message: 'must be at most 100 characters' });

export const ZDepartment = z
  .string({ message: 'must be a text' })
  .trim()
  .max(100, { message: 'must be at most 100 characters' });

/** A time in an answer. */
export const ZIsoTime = z.string().meta({ format: 'date-time', description: 'ISO 8601, UTC' });
