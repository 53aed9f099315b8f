// zod/mini: the same engine as the contracts' zod, in a form bundlers can trim. The login page
// loads these schemas, and '/' should load as little JavaScript as possible.
import * as z from 'zod/mini';

import { GENDERS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@portal/contracts/constants';

/*
 * Field rules of the forms (the sign-ups, login, a guest's join form, the client form), with
 * messages written for the person filling them in. They follow the server's rules (contracts
 * `fields.ts`), so that what the form accepts the server does too; the server still checks
 * everything.
 */

const atMost = (max: number) => z.maxLength(max, { error: `Use at most ${max} characters` });

/** A trimmed text whose blank is "not given" (undefined), so that the server never sees ''. */
const blankToUndefined = (schema: z.ZodMiniString<string>) =>
  z.pipe(
    schema,
    z.transform((value: string) => value || undefined),
  );

/** A required e-mail address; `missing` is what an empty box says. */
export const emailField = (missing = 'Enter your e-mail address') =>
  z.pipe(
    z.string().check(z.trim(), z.minLength(1, { error: missing }), atMost(254)),
    z.email({ error: 'Enter an e-mail address like name@example.com' }),
  );
export const zEmailField = emailField();

/** A password at login: any length, so that an older password still works. */
export const zCurrentPasswordField = z
  .string()
  .check(z.minLength(1, { error: 'Enter your password' }));

/** A password being chosen: the server's length rule. */
export const zNewPasswordField = z
  .string()
  .check(
    z.minLength(1, { error: 'Choose a password' }),
    z.minLength(PASSWORD_MIN_LENGTH, { error: `Use at least ${PASSWORD_MIN_LENGTH} characters` }),
    atMost(PASSWORD_MAX_LENGTH),
  );

/** A required full name; `missing` is what an empty box says. */
export const fullNameField = (missing = 'Enter your full name') =>
  z.string().check(z.trim(), z.minLength(1, { error: missing }), atMost(120));
export const zFullNameField = fullNameField();

const LICENSE_NO_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;
const LICENSE_NO_HINT = 'Use letters, digits, spaces, dots, slashes and dashes';

/** A required license number; `missing` is what an empty box says. */
export const licenseNoField = (missing = 'Enter your license number') =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: missing }),
      atMost(64),
      z.regex(LICENSE_NO_PATTERN, { error: LICENSE_NO_HINT }),
    );
export const zLicenseNoField = licenseNoField();

export const zOptionalLicenseNoField = blankToUndefined(
  z.string().check(
    z.trim(),
    atMost(64),
    z.refine((value) => value === '' || LICENSE_NO_PATTERN.test(value), {
      error: LICENSE_NO_HINT,
    }),
  ),
);

const optionalText = (max: number) => blankToUndefined(z.string().check(z.trim(), atMost(max)));

export const zDepartmentField = optionalText(100);

export const zGenderField = z.pipe(
  z.enum(['', ...GENDERS], { error: 'Choose one of the options' }),
  z.transform((value) => (value === '' ? undefined : value)),
);

/** An optional age in whole years; `hint` is what a wrong entry says. */
export const ageField = (hint = 'Enter your age in years') =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || /^\d{1,3}$/.test(value), { error: hint, abort: true }),
      z.refine((value) => value === '' || Number(value) <= 130, {
        error: 'Enter an age up to 130',
      }),
    ),
    z.transform((value) => (value === '' ? undefined : Number(value))),
  );
export const zAgeField = ageField();

export const zContactNoField = blankToUndefined(
  z
    .string()
    .check(
      z.trim(),
      atMost(30),
      z.regex(/^\+?[0-9 ()-]*$/, { error: 'Use digits, spaces, ( ) - and a leading +' }),
    ),
);

export const zAddressField = optionalText(300);

export const zCountryField = blankToUndefined(
  z
    .string()
    .check(
      z.refine((value) => value === '' || /^[A-Z]{2}$/.test(value), { error: 'Choose a country' }),
    ),
);

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
