import { z } from 'zod';

import { GENDERS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@portal/contracts';

/*
 * Field rules of the public forms, with messages written for the person filling them in. They
 * follow the server's rules (contracts `fields.ts`), so that what the form accepts the server does
 * too; the server still checks everything.
 */

export const zEmailField = z
  .string()
  .trim()
  .min(1, { message: 'Enter your e-mail address' })
  .max(254, { message: 'Use at most 254 characters' })
  .pipe(z.email({ message: 'Enter an e-mail address like name@example.com' }));

/** A password at login: any length, so that an older password still works. */
export const zCurrentPasswordField = z.string().min(1, { message: 'Enter your password' });

/** A password being chosen: the server's length rule. */
export const zNewPasswordField = z
  .string()
  .min(1, { message: 'Choose a password' })
  .min(PASSWORD_MIN_LENGTH, { message: `Use at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { message: `Use at most ${PASSWORD_MAX_LENGTH} characters` });

export const zFullNameField = z
  .string()
  .trim()
  .min(1, { message: 'Enter your full name' })
  .max(120, { message: 'Use at most 120 characters' });

const LICENSE_NO_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;
const LICENSE_NO_HINT = 'Use letters, digits, spaces, dots, slashes and dashes';

export const zLicenseNoField = z
  .string()
  .trim()
  .min(1, { message: 'Enter your license number' })
  .max(64, { message: 'Use at most 64 characters' })
  .regex(LICENSE_NO_PATTERN, { message: LICENSE_NO_HINT });

/** An optional text: blank becomes "not given" (undefined), so the server never sees ''. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `Use at most ${max} characters` })
    .transform((value) => value || undefined);

export const zOptionalLicenseNoField = z
  .string()
  .trim()
  .max(64, { message: 'Use at most 64 characters' })
  .refine((value) => value === '' || LICENSE_NO_PATTERN.test(value), { message: LICENSE_NO_HINT })
  .transform((value) => value || undefined);

export const zDepartmentField = optionalText(100);

export const zGenderField = z
  .enum(['', ...GENDERS], { message: 'Choose one of the options' })
  .transform((value) => (value === '' ? undefined : value));

export const zAgeField = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\d{1,3}$/.test(value), {
    message: 'Enter your age in years',
  })
  .refine((value) => value === '' || Number(value) <= 130, { message: 'Enter an age up to 130' })
  .transform((value) => (value === '' ? undefined : Number(value)));

export const zContactNoField = optionalText(30).refine(
  (value) => value === undefined || /^\+?[0-9 ()-]*$/.test(value),
  { message: 'Use digits, spaces, ( ) - and a leading +' },
);

export const zAddressField = optionalText(300);

export const zCountryField = z
  .string()
  .refine((value) => value === '' || /^[A-Z]{2}$/.test(value), { message: 'Choose a country' })
  .transform((value) => value || undefined);

export const zStateField = optionalText(100);

/** The profile fields both sign-ups share; all optional. */
export const profileFields = {
  gender: zGenderField,
  age: zAgeField,
  contactNo: zContactNoField,
  address: zAddressField,
  country: zCountryField,
  state: zStateField,
};

/** Empty values of the profile fields, for the forms' `defaultValues`. */
export const emptyProfile = {
  gender: '',
  age: '',
  contactNo: '',
  address: '',
  country: '',
  state: '',
} as const;
