import * as z from 'zod/mini';

import {
  profileFields,
  zEmailField,
  zFullNameField,
  zNewPasswordField,
  zOptionalLicenseNoField,
} from '@/lib/forms/fields';

export const ZClientSignupForm = z.object({
  fullName: zFullNameField,
  email: zEmailField,
  password: zNewPasswordField,
  licenseNo: zOptionalLicenseNoField,
  ...profileFields,
});
/** The client sign-up form's values, as typed. */
export type TClientSignupForm = z.input<typeof ZClientSignupForm>;
