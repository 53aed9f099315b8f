import type {
  TClientSignupRequest,
  TForgotPasswordRequest,
  TLicenseSearchResult,
  TLicenseSignupRequest,
  TLoginRequest,
  TLoginResponse,
  TMessageResponse,
  TProviderSignupRequest,
  TResetPasswordRequest,
  TUserActionResponse,
} from '@portal/contracts';

import { http } from '@/lib/http/client';

/** The public /auth calls: no session token is sent, and a 401 is an answer, not an expiry. */
const anonymous = { anonymous: true } as const;

export const authApi = {
  login: (body: TLoginRequest) => http.post<TLoginResponse>('/auth/login', body, anonymous),
  providerSignup: (body: TProviderSignupRequest) =>
    http.post<TUserActionResponse>('/auth/provider-signup', body, anonymous),
  clientSignup: (body: TClientSignupRequest) =>
    http.post<TUserActionResponse>('/auth/client-signup', body, anonymous),
  searchLicense: (licenseNo: string) =>
    http.post<TLicenseSearchResult>('/auth/search-license', { licenseNo }, anonymous),
  signupWithLicense: (body: TLicenseSignupRequest) =>
    http.post<TUserActionResponse>('/auth/signup-with-license', body, anonymous),
  forgotPassword: (body: TForgotPasswordRequest) =>
    http.post<TMessageResponse>('/auth/forgot-password', body, anonymous),
  resetPassword: (body: TResetPasswordRequest) =>
    http.post<TMessageResponse>('/auth/reset-password', body, anonymous),
};
