import * as z from 'zod/mini';

import {
  profileFields,
  zDepartmentField,
  zEmailField,
  zFullNameField,
  zLicenseNoField,
  zNewPasswordField,
} from '@/lib/forms/fields';

export const ZProviderSignupForm = z.object({
  fullName: zFullNameField,
  email: zEmailField,
  password: zNewPasswordField,
  licenseNo: zLicenseNoField,
  department: zDepartmentField,
  ...profileFields,
});
/** The provider sign-up form's values, as typed. */
export type TProviderSignupForm = z.input<typeof ZProviderSignupForm>;
