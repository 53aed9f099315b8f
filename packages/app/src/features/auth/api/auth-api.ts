import type {
  TClientSignupRequest,
  TForgotPasswordRequest,
  TLicenseSignupRequest,
  TLoginRequest,
  TProviderSignupRequest,
  TResetPasswordRequest,
} from '@portal/contracts';

import { callApi } from '@/lib/http/client';

/** The public /auth calls: sent without a token, and a 401 is an answer, not an expiry. */
export const authApi = {
  login: (body: TLoginRequest) => callApi('login', { body }),
  providerSignup: (body: TProviderSignupRequest) => callApi('providerSignup', { body }),
  clientSignup: (body: TClientSignupRequest) => callApi('clientSignup', { body }),
  searchLicense: (licenseNo: string) => callApi('searchLicense', { body: { licenseNo } }),
  signupWithLicense: (body: TLicenseSignupRequest) => callApi('signupWithLicense', { body }),
  forgotPassword: (body: TForgotPasswordRequest) => callApi('forgotPassword', { body }),
  resetPassword: (body: TResetPasswordRequest) => callApi('resetPassword', { body }),
};
