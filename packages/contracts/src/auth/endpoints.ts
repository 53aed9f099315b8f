import type { TSchemasFor } from '../api/endpoint.ts';
import { PROFILE_IMAGE_BOUNDS } from '../shared/image-bounds.ts';
import { ZMessageResponse } from '../shared/schemas.ts';
import { ZUserActionResponse } from '../users/schemas.ts';
import { PROFILE_IMAGE_FIELD, PROFILE_IMAGE_TYPES } from './constants.ts';
import {
  ZChangePasswordResponse,
  ZLicenseSearchResult,
  ZLoginResponse,
  ZLoginUserDetails,
  ZUpdateMeResponse,
} from './responses.ts';
import type { AUTH_ROUTES } from './routes.ts';
import {
  ZLoginAnswer,
  ZLoginSecondFactorRequest,
  ZPasskeySignInOptionsResponse,
  ZPasskeySignInRequest,
} from '../two-factor/schemas.ts';
import {
  ZChangePasswordRequest,
  ZClientSignupRequest,
  ZDeleteAccountRequest,
  ZForgotPasswordRequest,
  ZGetMeRequest,
  ZLicenseCodeRequest,
  ZLicenseSearchRequest,
  ZLicenseSignupRequest,
  ZLoginRequest,
  ZProfilePictureParams,
  ZProviderSignupRequest,
  ZResetPasswordRequest,
  ZUpdateMeFields,
} from './schemas.ts';

export const AUTH_SCHEMAS = {
  login: {
    summary: 'Sign in with e-mail and password',
    description:
      'Answers 401 for a wrong e-mail or password (the same for both), 403 for an account that is pending, rejected or blocked, 429 after too many attempts. A right password answers the session token; for an account with a second factor, a challenge instead (5 minutes, 5 tries; never a token); for one that must set up a second factor first, a set-up token that only the set-up endpoints accept.',
    body: ZLoginRequest,
    response: ZLoginAnswer,
  },
  loginSecondFactor: {
    summary: "A sign-in's second step: an authenticator code, a recovery code or a passkey",
    description:
      'Answers the session token. A wrong, old or replayed code is 401 and uses one of the 5 tries; an expired or used challenge is 401 with a message saying to sign in again; attempts are also counted per account like sign-ins (429).',
    body: ZLoginSecondFactorRequest,
    response: ZLoginResponse,
  },
  passkeySignInOptions: {
    summary: 'Start signing in with a passkey alone',
    description:
      'The options of the browser’s WebAuthn call (user verification required), and their challenge (5 minutes).',
    response: ZPasskeySignInOptionsResponse,
  },
  passkeySignIn: {
    summary: 'Sign in with a passkey alone (user verification passes for the second factor)',
    description:
      'An unknown passkey is 401; an account that is pending, rejected or blocked is 403, as at sign-in.',
    body: ZPasskeySignInRequest,
    response: ZLoginResponse,
  },
  providerSignup: {
    summary: 'Create a provider account (pending until the superadmin approves it)',
    body: ZProviderSignupRequest,
    response: ZUserActionResponse,
    status: 201,
  },
  clientSignup: {
    summary: 'Create a client account (pending until the superadmin approves it)',
    description: "A license number links the account to that provider's client record.",
    body: ZClientSignupRequest,
    response: ZUserActionResponse,
    status: 201,
  },
  requestLicenseCode: {
    summary: 'Mail a one-time code to the e-mail of the client record of a license number',
    description:
      'The same answer whether the number is known or not. The 6-digit code expires after 10 minutes, allows 5 tries, and unlocks the full record in search-license and the license sign-up; a newer code replaces it.',
    body: ZLicenseCodeRequest,
    response: ZMessageResponse,
  },
  searchLicense: {
    summary: 'Find the client record of a license number, for the license sign-up',
    description:
      'Without `code`: only what lets a person recognise the record (name, masked e-mail, provider); the other personal fields are null. With the mailed code: the whole record.',
    body: ZLicenseSearchRequest,
    response: ZLicenseSearchResult,
  },
  signupWithLicense: {
    summary: 'Create a client account from the client record of a license number',
    description: 'Needs the code mailed by license-code (spent by a successful sign-up).',
    body: ZLicenseSignupRequest,
    response: ZUserActionResponse,
    status: 201,
  },
  forgotPassword: {
    summary: 'Send a password reset link by e-mail',
    description: 'Answers the same whether the e-mail is known or not.',
    body: ZForgotPasswordRequest,
    response: ZMessageResponse,
  },
  resetPassword: {
    summary: 'Set a new password with the token of a reset link',
    description: 'Ends every session of the account.',
    body: ZResetPasswordRequest,
    response: ZMessageResponse,
  },
  profilePicture: {
    summary: 'A profile picture',
    description: 'Public so that an <img> can load it: the random file name is the secret.',
    params: ZProfilePictureParams,
    response: { file: PROFILE_IMAGE_TYPES },
  },
  getMe: {
    summary: "The caller's logged-in details; the superadmin may name another account",
    body: ZGetMeRequest.default({}),
    response: ZLoginUserDetails,
  },
  updateMe: {
    summary: "Change the caller's own profile and picture",
    description:
      'An empty text clears an optional field; `removeProfileImage=true` deletes the picture. E-mail, role and approval are not part of it.',
    form: {
      label: 'profile',
      fields: ZUpdateMeFields,
      files: {
        [PROFILE_IMAGE_FIELD]: {
          types: PROFILE_IMAGE_TYPES,
          label: 'picture',
          typesInWords: 'a PNG, JPEG, WebP or GIF image',
          description: 'The new profile picture (PNG, JPEG, WebP or GIF).',
          imageBounds: PROFILE_IMAGE_BOUNDS,
        },
      },
    },
    response: ZUpdateMeResponse,
  },
  changePassword: {
    summary: "Change the caller's password",
    description: 'Revokes every earlier token and answers a fresh one.',
    body: ZChangePasswordRequest,
    response: ZChangePasswordResponse,
  },
  deleteMeAccount: {
    summary: 'Delete an account: the caller’s own, or (superadmin) any non-superadmin account',
    body: ZDeleteAccountRequest,
    response: ZMessageResponse,
  },
} as const satisfies TSchemasFor<typeof AUTH_ROUTES>;
