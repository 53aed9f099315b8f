import { z } from 'zod';

import { ZConfirmPassword } from '../auth/schemas.ts';
import { ZLoginResponse } from '../auth/responses.ts';
import { ZId, ZIsoTime, textField } from '../shared/fields.ts';
import {
  PASSKEY_NAME_MAX_LENGTH,
  RECOVERY_CODE_LENGTH,
  SECOND_FACTOR_METHODS,
  TOTP_DIGITS,
} from './constants.ts';

/** A code from the authenticator app: its 6 digits (spaces between them are allowed). */
export const ZTotpCode = z
  .string({ message: 'must be a text' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .regex(new RegExp(`^[0-9]{${TOTP_DIGITS}}$`), { message: 'must be the 6-digit code' }),
  );

/** A recovery code: 10 base32 characters, in any case, with or without the dash in its middle. */
export const ZRecoveryCode = z
  .string({ message: 'must be a text' })
  .max(40, { message: 'is too long' })
  .transform((value) => value.replace(/[\s-]+/g, '').toUpperCase())
  .pipe(
    z.string().regex(new RegExp(`^[A-Z2-7]{${RECOVERY_CODE_LENGTH}}$`), {
      message: 'must be a recovery code of 10 letters and digits',
    }),
  );

/** Base64url text from the browser's WebAuthn call, bounded so that nothing large is decoded. */
const base64url = (max: number) =>
  z
    .string({ message: 'must be a text' })
    .max(max, { message: 'is too long' })
    .regex(/^[A-Za-z0-9_-]*$/, { message: 'must be base64url' });

const ZCredentialId = base64url(1366).min(1, { message: 'is required' });
/** How the browser reached the passkey ('internal', 'hybrid', 'usb'...): new ones may come. */
const ZTransport = z.string().max(32);
/** The browser's extension results: small objects, kept as they come. */
const ZExtensionResults = z.record(z.string().max(64), z.unknown()).default({});

/** A passkey's signature at sign-in (what @simplewebauthn/browser's startAuthentication gives). */
export const ZPasskeyAssertion = z.strictObject({
  id: ZCredentialId,
  rawId: ZCredentialId,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: ZExtensionResults,
  response: z.strictObject({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(1024),
    userHandle: base64url(256).optional(),
  }),
});
export type TPasskeyAssertion = z.input<typeof ZPasskeyAssertion>;

/** A new passkey (what @simplewebauthn/browser's startRegistration gives). */
export const ZPasskeyAttestation = z.strictObject({
  id: ZCredentialId,
  rawId: ZCredentialId,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: ZExtensionResults,
  response: z.strictObject({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    authenticatorData: base64url(16_384).optional(),
    transports: z.array(ZTransport).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
});
export type TPasskeyAttestation = z.input<typeof ZPasskeyAttestation>;

/**
 * What the browser's WebAuthn call needs (@simplewebauthn/server's options JSON), passed through
 * to @simplewebauthn/browser as it is.
 */
const ZWebAuthnOptions = z.record(z.string(), z.unknown()).meta({ id: 'WebAuthnOptions' });

/** A challenge id: opaque, random, short-lived. */
const ZChallengeId = z
  .string({ message: 'must be a text' })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { message: 'is not a sign-in of ours' });

/** The second step a sign-in waits for: never a session until it is passed. */
export const ZLoginChallenge = z
  .object({
    /** Sent back with the code; it is not a session and is never kept as one. */
    id: z.string(),
    expiresAt: ZIsoTime,
    methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
    /** For the 'passkey' method: the options of the browser's WebAuthn call. */
    passkeyOptions: ZWebAuthnOptions.nullable(),
  })
  .meta({ id: 'LoginChallenge' });
export type TLoginChallenge = z.output<typeof ZLoginChallenge>;

/** The password was right and a second step is needed. */
export const ZLoginChallengeResponse = z.object({
  message: z.string(),
  challenge: ZLoginChallenge,
});
export type TLoginChallengeResponse = z.output<typeof ZLoginChallengeResponse>;

/**
 * The password was right, and the account must set up a second factor before anything else: a
 * token that only the set-up endpoints accept.
 */
export const ZSecondFactorSetupResponse = z.object({
  message: z.string(),
  setup: z.object({ token: z.string(), expiresAt: ZIsoTime }),
});
export type TSecondFactorSetupResponse = z.output<typeof ZSecondFactorSetupResponse>;

/** What POST /auth/login answers: a session, a second step to pass, or a set-up to do first. */
export const ZLoginAnswer = z.union([
  ZLoginResponse,
  ZLoginChallengeResponse,
  ZSecondFactorSetupResponse,
]);
export type TLoginAnswer = z.output<typeof ZLoginAnswer>;

/** The second step: exactly one of a code, a recovery code or a passkey's signature. */
export const ZLoginSecondFactorRequest = z
  .strictObject({
    challenge: ZChallengeId,
    code: ZTotpCode.optional(),
    recoveryCode: ZRecoveryCode.optional(),
    passkey: ZPasskeyAssertion.optional(),
  })
  .refine(
    (value) =>
      [value.code, value.recoveryCode, value.passkey].filter((one) => one !== undefined).length ===
      1,
    { message: 'Send one of code, recoveryCode or passkey.' },
  );
export type TLoginSecondFactorRequest = z.input<typeof ZLoginSecondFactorRequest>;

/** Signing in with a passkey alone: the options of the browser's call, and their challenge. */
export const ZPasskeySignInOptionsResponse = z.object({
  data: z.object({ challenge: z.string(), options: ZWebAuthnOptions }),
});
export type TPasskeySignInOptionsResponse = z.output<typeof ZPasskeySignInOptionsResponse>;

export const ZPasskeySignInRequest = z.strictObject({
  challenge: ZChallengeId,
  passkey: ZPasskeyAssertion,
});
export type TPasskeySignInRequest = z.input<typeof ZPasskeySignInRequest>;

export const ZPasskeyName = textField({ min: 1, max: PASSKEY_NAME_MAX_LENGTH });

/** One of a person's passkeys, as its owner sees it. */
export const ZPasskey = z
  .object({
    id: ZId,
    name: z.string(),
    createdAt: ZIsoTime,
    lastUsedAt: ZIsoTime.nullable(),
    /** Whether the passkey is synced to the person's other devices (a password manager's). */
    backedUp: z.boolean(),
  })
  .meta({ id: 'Passkey' });
export type TPasskey = z.output<typeof ZPasskey>;

/** A person's second factors as Settings shows them. */
export const ZTwoFactorStatus = z
  .object({
    /** When the authenticator app was set up; null: none. */
    totpEnabledAt: ZIsoTime.nullable(),
    /** Unused recovery codes. */
    recoveryCodesLeft: z.number().int(),
    passkeys: z.array(ZPasskey),
    /** Whether the practice requires a second factor of this account (the last one stays). */
    required: z.boolean(),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TTwoFactorStatus = z.output<typeof ZTwoFactorStatus>;

export const ZTwoFactorStatusResponse = z.object({ data: ZTwoFactorStatus });
export type TTwoFactorStatusResponse = z.output<typeof ZTwoFactorStatusResponse>;

/** The authenticator app's set-up: the secret, as a QR code and as text to type. */
export const ZTotpSetupResponse = z.object({
  data: z.object({
    /** The secret in base32, for typing into the app by hand (what the apps call a set-up key). */
    setupKey: z.string(),
    /** The otpauth:// address the QR code holds. */
    otpauthUrl: z.string(),
    /** The QR code, an SVG image as a data: URL. */
    qrCode: z.string(),
  }),
});
export type TTotpSetupResponse = z.output<typeof ZTotpSetupResponse>;

export const ZConfirmTotpRequest = z.strictObject({ code: ZTotpCode });
export type TConfirmTotpRequest = z.input<typeof ZConfirmTotpRequest>;

/**
 * A second factor was added. `recoveryCodes`: new codes, shown once (null when the person already
 * had some). `signedIn`: the session, when the set-up was the sign-in's (a set-up token's) step.
 */
export const ZSecondFactorAddedResponse = z.object({
  message: z.string(),
  data: z.object({
    recoveryCodes: z.array(z.string()).nullable(),
    signedIn: ZLoginResponse.omit({ message: true }).nullable(),
  }),
});
export type TSecondFactorAddedResponse = z.output<typeof ZSecondFactorAddedResponse>;

/** Turning the authenticator app off: the password, and a current code (or a recovery code). */
export const ZDisableTotpRequest = z.strictObject({
  password: ZConfirmPassword,
  code: z.string({ message: 'must be a text' }).min(1, { message: 'is required' }).max(40),
});
export type TDisableTotpRequest = z.input<typeof ZDisableTotpRequest>;

/** A password, for the steps that ask for it again. */
export const ZPasswordConfirmation = z.strictObject({ password: ZConfirmPassword });
export type TPasswordConfirmation = z.input<typeof ZPasswordConfirmation>;

export const ZRecoveryCodesResponse = z.object({
  message: z.string(),
  data: z.object({ recoveryCodes: z.array(z.string()) }),
});
export type TRecoveryCodesResponse = z.output<typeof ZRecoveryCodesResponse>;

export const ZPasskeyRegistrationOptionsResponse = z.object({
  data: z.object({ challenge: z.string(), options: ZWebAuthnOptions }),
});
export type TPasskeyRegistrationOptionsResponse = z.output<
  typeof ZPasskeyRegistrationOptionsResponse
>;

export const ZAddPasskeyRequest = z.strictObject({
  challenge: ZChallengeId,
  name: ZPasskeyName,
  passkey: ZPasskeyAttestation,
});
export type TAddPasskeyRequest = z.input<typeof ZAddPasskeyRequest>;

export const ZPasskeyParams = z.strictObject({ id: ZId });
export const ZRenamePasskeyRequest = z.strictObject({ name: ZPasskeyName });
export type TRenamePasskeyRequest = z.input<typeof ZRenamePasskeyRequest>;

export const ZPasskeyResponse = z.object({ message: z.string(), data: ZPasskey });
export type TPasskeyResponse = z.output<typeof ZPasskeyResponse>;

export const ZTwoFactorChangedResponse = z.object({ message: z.string(), data: ZTwoFactorStatus });
export type TTwoFactorChangedResponse = z.output<typeof ZTwoFactorChangedResponse>;

export const ZUserParams = z.strictObject({ id: ZId });
