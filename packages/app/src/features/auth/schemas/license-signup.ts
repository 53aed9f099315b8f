import * as z from 'zod/mini';

import { zLicenseNoField, zNewPasswordField } from './fields';

/** Step one of the licence sign-up: find the client record. */
export const ZLicenseSearchForm = z.object({ licenseNo: zLicenseNoField });
export type TLicenseSearchForm = z.input<typeof ZLicenseSearchForm>;

/** Step two: the password of the new account (the rest comes from the record). */
export const ZLicenseSignupForm = z.object({ password: zNewPasswordField });
export type TLicenseSignupForm = z.input<typeof ZLicenseSignupForm>;
