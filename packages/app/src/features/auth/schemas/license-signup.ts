import * as z from 'zod/mini';

import { zLicenseNoField, zNewPasswordField } from '@/lib/forms/fields';

/** Step one of the license sign-up: find the client record. */
export const ZLicenseSearchForm = z.object({ licenseNo: zLicenseNoField });
export type TLicenseSearchForm = z.input<typeof ZLicenseSearchForm>;

/** Step two: the code e-mailed to the record's address, which proves the record is the person's. */
export const ZLicenseCodeForm = z.object({
  code: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'Enter the code from the e-mail' }),
      z.regex(/^[0-9]{6}$/, { error: 'The code has 6 digits' }),
    ),
});
export type TLicenseCodeForm = z.input<typeof ZLicenseCodeForm>;

/** Step three: the password of the new account (the rest comes from the record). */
export const ZLicenseSignupForm = z.object({ password: zNewPasswordField });
export type TLicenseSignupForm = z.input<typeof ZLicenseSignupForm>;
