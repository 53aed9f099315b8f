import type {
  TAddPasskeyRequest,
  TDisableTotpRequest,
  TRenamePasskeyRequest,
} from '@portal/contracts';

import { TWO_FACTOR_ROUTES } from '@portal/contracts/routes';

import { callerOf } from '@/lib/http/client';

/**
 * The /two-factor part of the endpoint table only: the set-up calls are also made from the
 * sign-in's set-up step, before any session, so they do not carry the whole table.
 */
const callApi = callerOf(TWO_FACTOR_ROUTES);

/** With a set-up token (sign-in's set-up step): sent instead of a session's token. */
const withToken = (token: string | undefined) => (token ? { token } : {});

/**
 * The second factors' endpoints (issue 33), by their names in the endpoint table. The set-up
 * calls take the optional set-up token that sign-in answered when the practice requires a second
 * factor and the account has none yet; signed in, they use the session's token.
 */
export const twoFactorApi = {
  status: (token?: string) => callApi('getTwoFactor', {}, withToken(token)),
  startTotpSetup: (token?: string) => callApi('startTotpSetup', {}, withToken(token)),
  confirmTotpSetup: (code: string, token?: string) =>
    callApi('confirmTotpSetup', { body: { code } }, withToken(token)),
  disableTotp: (body: TDisableTotpRequest) => callApi('disableTotp', { body }),
  regenerateRecoveryCodes: (password: string) =>
    callApi('regenerateRecoveryCodes', { body: { password } }),
  passkeyRegistrationOptions: (token?: string) =>
    callApi('passkeyRegistrationOptions', {}, withToken(token)),
  addPasskey: (body: TAddPasskeyRequest, token?: string) =>
    callApi('addPasskey', { body }, withToken(token)),
  renamePasskey: (id: string, body: TRenamePasskeyRequest) =>
    callApi('renamePasskey', { params: { id }, body }),
  removePasskey: (id: string, password: string) =>
    callApi('removePasskey', { params: { id }, body: { password } }),
  resetUserTwoFactor: (userId: string) => callApi('resetUserTwoFactor', { params: { id: userId } }),
};
