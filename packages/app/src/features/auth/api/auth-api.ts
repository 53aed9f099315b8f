import type {
  TClientSignupRequest,
  TForgotPasswordRequest,
  TLicenseSignupRequest,
  TLoginRequest,
  TProviderSignupRequest,
  TResetPasswordRequest,
} from '@portal/contracts';

import { AUTH_ROUTES } from '@portal/contracts/routes';

import { callerOf } from '@/lib/http/client';

/** The /auth part of the endpoint table only: these calls are made from '/', kept small. */
const callApi = callerOf(AUTH_ROUTES);

/** The public /auth calls: sent without a token, and a 401 is an answer, not an expiry. */
export const authApi = {
  login: (body: TLoginRequest) => callApi('login', { body }),
  providerSignup: (body: TProviderSignupRequest) => callApi('providerSignup', { body }),
  clientSignup: (body: TClientSignupRequest) => callApi('clientSignup', { body }),
  requestLicenseCode: (licenseNo: string) => callApi('requestLicenseCode', { body: { licenseNo } }),
  /** Without a code: the record masked; with the e-mailed code: the whole record. */
  searchLicense: (licenseNo: string, code?: string) =>
    callApi('searchLicense', { body: code ? { licenseNo, code } : { licenseNo } }),
  signupWithLicense: (body: TLicenseSignupRequest) => callApi('signupWithLicense', { body }),
  forgotPassword: (body: TForgotPasswordRequest) => callApi('forgotPassword', { body }),
  resetPassword: (body: TResetPasswordRequest) => callApi('resetPassword', { body }),
};
