import type { TLoginSecondFactorRequest, TPasskeySignInRequest } from '@portal/contracts';

import { AUTH_ROUTES } from '@portal/contracts/routes';

import { callerOf } from '@/lib/http/client';

/** The /auth part of the endpoint table: public calls, sent without a token (a 401 is an answer). */
const callApi = callerOf(AUTH_ROUTES);

/** The sign-in's second step and the passkey sign-in (issue 33). */
export const signInApi = {
  /** A code, a recovery code or a passkey's signature for the challenge the password answered. */
  secondFactor: (body: TLoginSecondFactorRequest) => callApi('loginSecondFactor', { body }),
  /** The options of the browser's WebAuthn call for a sign-in with a passkey alone. */
  passkeyOptions: () => callApi('passkeySignInOptions'),
  passkeySignIn: (body: TPasskeySignInRequest) => callApi('passkeySignIn', { body }),
};
