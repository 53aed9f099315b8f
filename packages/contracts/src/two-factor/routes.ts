import { SIGNED_IN, resourceRule, rolesOnly, withSetupToken } from '../api/access.ts';
import type { TRouteTable } from '../api/route.ts';

/**
 * One's second factors (issue 33): an authenticator app, recovery codes, passkeys. Adding one is
 * also the set-up an account must do after its password when its practice requires it, with the
 * set-up token that sign-in answered; the rest is for a signed-in account only.
 */
export const TWO_FACTOR_ROUTES = {
  getTwoFactor: { method: 'GET', path: '/two-factor', access: withSetupToken(SIGNED_IN) },
  startTotpSetup: {
    method: 'POST',
    path: '/two-factor/totp/setup',
    access: withSetupToken(SIGNED_IN),
  },
  confirmTotpSetup: {
    method: 'POST',
    path: '/two-factor/totp/confirm',
    access: withSetupToken(SIGNED_IN),
  },
  disableTotp: { method: 'DELETE', path: '/two-factor/totp', access: SIGNED_IN },
  regenerateRecoveryCodes: {
    method: 'POST',
    path: '/two-factor/recovery-codes',
    access: SIGNED_IN,
  },
  passkeyRegistrationOptions: {
    method: 'POST',
    path: '/two-factor/passkeys/options',
    access: withSetupToken(SIGNED_IN),
  },
  addPasskey: { method: 'POST', path: '/two-factor/passkeys', access: withSetupToken(SIGNED_IN) },
  renamePasskey: {
    method: 'PATCH',
    path: '/two-factor/passkeys/:id',
    access: resourceRule('own-passkey'),
  },
  removePasskey: {
    method: 'DELETE',
    path: '/two-factor/passkeys/:id',
    access: resourceRule('own-passkey'),
  },
  resetUserTwoFactor: {
    method: 'DELETE',
    path: '/users/:id/two-factor',
    access: rolesOnly('superadmin'),
  },
} as const satisfies TRouteTable;
