import { z } from 'zod';

import {
  ZAddress,
  ZAge,
  ZAgeText,
  ZContactNo,
  ZCountryIso,
  ZDepartment,
  ZEmail,
  ZFullName,
  ZGender,
  ZId,
  ZLicenseNo,
  ZPassword,
  ZStateName,
  textField,
} from '../shared/fields.ts';

/*
 * Request bodies of the /auth endpoints. Objects are strict: an unknown field (for example `role`,
 * `isApprove` or `status`) is refused with 400 instead of being silently dropped, so a caller never
 * believes it set something it did not.
 */

export const ZLoginRequest = z.strictObject({
  email: ZEmail,
  // Any length is accepted at login so that a rule change never locks out an older password.
  password: z.string({ message: 'must be a text' }).min(1, { message: 'is required' }).max(1024),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

/** Profile fields a person may fill in at sign-up and later change with update-me. */
const profileFields = {
  gender: ZGender.optional(),
  age: ZAge.optional(),
  contactNo: ZContactNo.optional(),
  address: ZAddress.optional(),
  country: ZCountryIso.optional(),
  state: ZStateName.optional(),
};

export const ZProviderSignupRequest = z.strictObject({
  fullName: ZFullName,
  email: ZEmail,
  password: ZPassword,
  licenseNo: ZLicenseNo,
  department: ZDepartment.optional(),
  ...profileFields,
});
export type TProviderSignupRequest = z.input<typeof ZProviderSignupRequest>;

export const ZClientSignupRequest = z.strictObject({
  fullName: ZFullName,
  email: ZEmail,
  password: ZPassword,
  licenseNo: ZLicenseNo.optional(),
  ...profileFields,
});
export type TClientSignupRequest = z.input<typeof ZClientSignupRequest>;

/** The one-time code mailed to a client record's e-mail (POST /auth/license-code). */
export const ZLicenseCode = z
  .string({ message: 'must be a text' })
  .regex(/^[0-9]{6}$/, { message: 'must be the 6-digit code from the e-mail' });

/** Asks for a one-time code, mailed to the e-mail of the record with this license number. */
export const ZLicenseCodeRequest = z.strictObject({ licenseNo: ZLicenseNo });
export type TLicenseCodeRequest = z.input<typeof ZLicenseCodeRequest>;

/**
 * Without a code the result only lets a person recognise the record (name, masked e-mail,
 * provider); with the mailed code it is the whole record.
 */
export const ZLicenseSearchRequest = z.strictObject({
  licenseNo: ZLicenseNo,
  code: ZLicenseCode.optional(),
});
export type TLicenseSearchRequest = z.input<typeof ZLicenseSearchRequest>;

/**
 * The client takes over the record found by license number; the e-mail comes from the record.
 * The mailed code proves the person owns that e-mail (a license number alone can be guessed).
 */
export const ZLicenseSignupRequest = z.strictObject({
  licenseNo: ZLicenseNo,
  password: ZPassword,
  code: ZLicenseCode,
});
export type TLicenseSignupRequest = z.input<typeof ZLicenseSignupRequest>;

export const ZForgotPasswordRequest = z.strictObject({ email: ZEmail });
export type TForgotPasswordRequest = z.input<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = z.strictObject({
  token: z
    .string({ message: 'must be a text' })
    .regex(/^[A-Za-z0-9_-]{22,128}$/, { message: 'is not a valid reset token' }),
  password: ZPassword,
});
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

export const ZChangePasswordRequest = z.strictObject({
  currentPassword: z
    .string({ message: 'must be a text' })
    .min(1, { message: 'is required' })
    .max(1024),
  newPassword: ZPassword,
});
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

/** get-me: no body reads the caller; a superadmin may pass another user's id. */
export const ZGetMeRequest = z.strictObject({ userId: ZId.optional() });
export type TGetMeRequest = z.input<typeof ZGetMeRequest>;

/**
 * The signed-in person's own password, asked again before an action that cannot be undone (the
 * re-authentication step): any length, as at login.
 */
export const ZConfirmPassword = z
  .string({ message: 'must be a text' })
  .min(1, { message: 'is required' })
  .max(1024);

/**
 * Spec section 7: delete-me-account sends {loginUserId}; with the password of the person deleting
 * (its own account, or the superadmin deleting another).
 */
export const ZDeleteAccountRequest = z.strictObject({
  loginUserId: ZId,
  password: ZConfirmPassword,
});
export type TDeleteAccountRequest = z.input<typeof ZDeleteAccountRequest>;

/**
 * update-me text parts of the multipart form (the picture is the file part `profileImage`).
 * An empty text clears an optional field; `removeProfileImage=true` deletes the picture.
 */
export const ZUpdateMeFields = z.strictObject({
  fullName: ZFullName.optional(),
  department: ZDepartment.optional(),
  gender: z.union([ZGender, z.literal('')]).optional(),
  age: z.union([z.literal(''), ZAgeText]).optional(),
  contactNo: ZContactNo.optional(),
  address: ZAddress.optional(),
  country: z.union([z.literal(''), ZCountryIso]).optional(),
  state: ZStateName.optional(),
  eSignature: textField({ max: 20000 }).optional(),
  removeProfileImage: z
    .enum(['true', 'false'], { message: "must be 'true' or 'false'" })
    .optional(),
});
export type TUpdateMeFields = z.input<typeof ZUpdateMeFields>;

/** Path parameter of the profile picture download: a server-chosen file name. */
export const ZProfilePictureParams = z.strictObject({
  fileName: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}\.(png|jpg|webp|gif)$/, { message: 'is not a picture name' }),
});
export type TProfilePictureParams = z.input<typeof ZProfilePictureParams>;
