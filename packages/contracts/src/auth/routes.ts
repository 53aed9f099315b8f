import { PUBLIC, SIGNED_IN } from '../api/access.ts';
import type { TRouteTable } from '../api/route.ts';

/** Signing in and up, passwords, and the caller's own account. */
export const AUTH_ROUTES = {
  login: { method: 'POST', path: '/auth/login', access: PUBLIC },
  /** The second step of a sign-in that answered a challenge (issue 33). */
  loginSecondFactor: { method: 'POST', path: '/auth/login/second-factor', access: PUBLIC },
  /** Signing in with a passkey alone, without the password. */
  passkeySignInOptions: { method: 'POST', path: '/auth/passkey/options', access: PUBLIC },
  passkeySignIn: { method: 'POST', path: '/auth/passkey/login', access: PUBLIC },
  providerSignup: { method: 'POST', path: '/auth/provider-signup', access: PUBLIC },
  clientSignup: { method: 'POST', path: '/auth/client-signup', access: PUBLIC },
  requestLicenseCode: { method: 'POST', path: '/auth/license-code', access: PUBLIC },
  searchLicense: { method: 'POST', path: '/auth/search-license', access: PUBLIC },
  signupWithLicense: { method: 'POST', path: '/auth/signup-with-license', access: PUBLIC },
  forgotPassword: { method: 'POST', path: '/auth/forgot-password', access: PUBLIC },
  resetPassword: { method: 'POST', path: '/auth/reset-password', access: PUBLIC },
  profilePicture: { method: 'GET', path: '/auth/profile-picture/:fileName', access: PUBLIC },
  getMe: { method: 'POST', path: '/auth/get-me', access: SIGNED_IN, passive: true },
  updateMe: { method: 'PATCH', path: '/auth/update-me', access: SIGNED_IN },
  changePassword: { method: 'PATCH', path: '/auth/change-password', access: SIGNED_IN },
  deleteMeAccount: { method: 'DELETE', path: '/auth/delete-me-account', access: SIGNED_IN },
} as const satisfies TRouteTable;
