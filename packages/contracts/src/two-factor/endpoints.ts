import type { TSchemasFor } from '../api/endpoint.ts';
import type { TWO_FACTOR_ROUTES } from './routes.ts';
import {
  ZAddPasskeyRequest,
  ZConfirmTotpRequest,
  ZDisableTotpRequest,
  ZPasskeyParams,
  ZPasskeyRegistrationOptionsResponse,
  ZPasskeyResponse,
  ZPasswordConfirmation,
  ZRecoveryCodesResponse,
  ZRenamePasskeyRequest,
  ZSecondFactorAddedResponse,
  ZTotpSetupResponse,
  ZTwoFactorChangedResponse,
  ZTwoFactorStatusResponse,
  ZUserParams,
} from './schemas.ts';

export const TWO_FACTOR_SCHEMAS = {
  getTwoFactor: {
    summary: "The caller's second factors",
    response: ZTwoFactorStatusResponse,
  },
  startTotpSetup: {
    summary: 'Start setting up an authenticator app',
    description:
      'A new secret, as a QR code and as text; it is kept aside until a code from the app confirms it (a new start replaces it). 409 when an authenticator app is already set up.',
    response: ZTotpSetupResponse,
  },
  confirmTotpSetup: {
    summary: 'Confirm the authenticator app with one of its codes',
    description:
      'Turns the app on. The first second factor comes with 10 recovery codes, shown this once. With a set-up token, the answer also holds the session.',
    body: ZConfirmTotpRequest,
    response: ZSecondFactorAddedResponse,
  },
  disableTotp: {
    summary: 'Turn the authenticator app off',
    description:
      'Asks for the password and a current code (or a recovery code). 409 when it is the last second factor and the practice requires one.',
    body: ZDisableTotpRequest,
    response: ZTwoFactorChangedResponse,
  },
  regenerateRecoveryCodes: {
    summary: 'New recovery codes (the old ones stop working)',
    description: 'Asks for the password. 409 without a second factor.',
    body: ZPasswordConfirmation,
    response: ZRecoveryCodesResponse,
  },
  passkeyRegistrationOptions: {
    summary: 'Start adding a passkey',
    description: 'The options of the browser’s WebAuthn call, and their challenge (5 minutes).',
    response: ZPasskeyRegistrationOptionsResponse,
  },
  addPasskey: {
    summary: 'Add a passkey, with a name',
    description:
      'The first second factor comes with 10 recovery codes, shown this once. With a set-up token, the answer also holds the session.',
    body: ZAddPasskeyRequest,
    response: ZSecondFactorAddedResponse,
    status: 201,
  },
  renamePasskey: {
    summary: 'Rename a passkey',
    params: ZPasskeyParams,
    body: ZRenamePasskeyRequest,
    response: ZPasskeyResponse,
  },
  removePasskey: {
    summary: 'Remove a passkey',
    description:
      'Asks for the password. 409 when it is the last second factor and the practice requires one.',
    params: ZPasskeyParams,
    body: ZPasswordConfirmation,
    response: ZTwoFactorChangedResponse,
  },
  resetUserTwoFactor: {
    summary: "Reset a person's second factors (the superadmin's)",
    description:
      'Removes the authenticator app, the recovery codes and the passkeys; the person is e-mailed and signed out everywhere, and sets up again at the next sign-in where one is required.',
    params: ZUserParams,
    response: ZTwoFactorChangedResponse,
  },
} as const satisfies TSchemasFor<typeof TWO_FACTOR_ROUTES>;
