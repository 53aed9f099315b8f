import type { TPasskey, TSecondFactorAddedResponse, TTwoFactorStatus } from '@portal/contracts';

/*
 * Second factors in the stories (issue 33): the status Settings reads, an authenticator app's
 * set-up with a real QR code, ten recovery codes, passkeys, and the browser's passkey prompt for
 * adding one (navigator.credentials.create answering with a made-up passkey, or refused).
 */

/** The key the set-up shows, as the app would be given it. */
export const TOTP_SETUP_KEY = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OTPAUTH_URL = `otpauth://totp/Practice%20portal:ada%40example.com?secret=${TOTP_SETUP_KEY}&issuer=Practice%20portal&algorithm=SHA1&digits=6&period=30`;

/** The QR code of OTPAUTH_URL, made once with the `qrcode` package the server uses. */
const QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 51 51" shape-rendering="crispEdges"><path fill="#ffffff" d="M0 0h51v51H0z"/><path stroke="#000000" d="M1 1.5h7m2 0h3m2 0h2m1 0h1m2 0h2m2 0h1m2 0h1m2 0h2m1 0h5m2 0h1m1 0h7M1 2.5h1m5 0h1m2 0h1m5 0h1m1 0h1m1 0h2m1 0h2m3 0h3m2 0h1m4 0h4m1 0h1m5 0h1M1 3.5h1m1 0h3m1 0h1m1 0h2m3 0h2m1 0h1m1 0h2m2 0h1m1 0h3m1 0h1m1 0h4m5 0h2m1 0h1m1 0h3m1 0h1M1 4.5h1m1 0h3m1 0h1m1 0h2m2 0h1m3 0h3m3 0h2m1 0h3m1 0h1m2 0h2m3 0h1m1 0h1m2 0h1m1 0h3m1 0h1M1 5.5h1m1 0h3m1 0h1m1 0h1m1 0h2m1 0h2m1 0h12m1 0h2m6 0h1m4 0h1m1 0h3m1 0h1M1 6.5h1m5 0h1m1 0h4m2 0h4m2 0h3m3 0h3m2 0h1m2 0h2m1 0h2m3 0h1m5 0h1M1 7.5h7m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h7M9 8.5h4m1 0h3m3 0h2m1 0h1m3 0h3m1 0h1m2 0h1m6 0h1M1 9.5h1m1 0h5m3 0h2m6 0h3m1 0h6m1 0h1m4 0h5m1 0h1m1 0h5M1 10.5h1m1 0h2m3 0h4m1 0h1m2 0h4m1 0h1m4 0h1m3 0h3m3 0h3m1 0h1m3 0h1m1 0h2M1 11.5h1m1 0h5m1 0h1m3 0h1m1 0h1m3 0h6m1 0h3m6 0h3m1 0h1m1 0h1m3 0h2m1 0h2M1 12.5h4m4 0h1m1 0h1m1 0h2m5 0h1m1 0h1m1 0h1m2 0h3m1 0h1m1 0h5m1 0h2m1 0h4m3 0h1M1 13.5h1m5 0h3m1 0h1m1 0h1m2 0h2m1 0h2m9 0h3m1 0h1m1 0h3m2 0h1m1 0h1m3 0h1m1 0h1M4 14.5h1m3 0h1m1 0h7m1 0h1m3 0h1m2 0h2m1 0h1m3 0h1m1 0h1m1 0h1m2 0h10M2 15.5h1m1 0h7m1 0h2m1 0h3m2 0h1m4 0h4m1 0h1m2 0h1m1 0h2m1 0h3m3 0h6M1 16.5h1m2 0h2m4 0h5m1 0h3m3 0h1m3 0h1m3 0h4m1 0h2m6 0h4m1 0h1M2 17.5h1m1 0h1m1 0h2m1 0h1m1 0h1m1 0h2m1 0h1m1 0h1m1 0h2m3 0h5m1 0h1m1 0h3m1 0h1m1 0h3m1 0h2m2 0h2M1 18.5h1m1 0h1m1 0h2m2 0h1m4 0h2m1 0h2m2 0h3m1 0h1m1 0h1m5 0h3m6 0h3m3 0h1M1 19.5h1m1 0h1m1 0h1m1 0h2m2 0h2m1 0h1m2 0h1m1 0h5m2 0h5m7 0h4m2 0h3M5 20.5h2m1 0h1m1 0h1m1 0h5m12 0h6m1 0h3m2 0h1m1 0h3m3 0h1M1 21.5h5m1 0h2m1 0h4m3 0h1m2 0h6m2 0h1m1 0h2m2 0h2m1 0h1m2 0h2m2 0h1m2 0h3M1 22.5h3m6 0h1m1 0h3m2 0h1m2 0h3m1 0h2m2 0h1m2 0h1m1 0h1m2 0h3m1 0h1m2 0h2M2 23.5h1m1 0h6m2 0h2m1 0h2m1 0h1m1 0h2m1 0h7m3 0h3m3 0h1m1 0h5m3 0h1M5 24.5h1m3 0h2m3 0h1m1 0h1m3 0h1m2 0h1m3 0h1m1 0h1m1 0h1m1 0h2m3 0h2m1 0h1m3 0h1m2 0h2M1 25.5h3m1 0h1m1 0h1m1 0h1m1 0h1m1 0h3m1 0h1m3 0h3m1 0h1m1 0h2m5 0h6m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1M4 26.5h2m3 0h1m1 0h1m4 0h1m6 0h1m3 0h1m4 0h1m3 0h1m1 0h1m2 0h1m3 0h4M1 27.5h1m2 0h7m1 0h1m6 0h2m2 0h5m4 0h4m1 0h1m1 0h1m1 0h6m2 0h1M2 28.5h2m2 0h1m6 0h1m1 0h1m6 0h1m2 0h1m3 0h1m1 0h1m1 0h3m3 0h2m1 0h3m2 0h1m1 0h1M2 29.5h1m1 0h1m2 0h1m1 0h2m2 0h2m2 0h1m6 0h2m6 0h1m4 0h2m3 0h2m1 0h1m1 0h3M3 30.5h1m1 0h2m1 0h1m2 0h1m2 0h1m1 0h8m1 0h1m1 0h2m5 0h1m2 0h1m1 0h2m2 0h1m1 0h1M1 31.5h1m3 0h3m5 0h2m6 0h1m2 0h3m1 0h1m1 0h3m2 0h1m1 0h3m1 0h1m1 0h1m1 0h2m1 0h2M2 32.5h3m3 0h1m1 0h5m1 0h1m3 0h2m1 0h1m1 0h3m2 0h7m1 0h1m5 0h3M1 33.5h1m1 0h5m2 0h1m1 0h1m3 0h2m2 0h2m1 0h2m2 0h4m4 0h1m4 0h2m3 0h1m1 0h1M1 34.5h2m1 0h2m3 0h1m1 0h1m1 0h1m2 0h4m5 0h1m2 0h2m4 0h1m2 0h1m1 0h1m3 0h1m2 0h1m1 0h1M5 35.5h1m1 0h1m2 0h3m1 0h3m2 0h1m1 0h3m2 0h2m1 0h2m2 0h1m2 0h5m2 0h1m2 0h1m2 0h1M5 36.5h1m8 0h2m1 0h1m2 0h1m1 0h1m3 0h2m2 0h5m1 0h1m1 0h2m2 0h1m2 0h1m2 0h2M3 37.5h3m1 0h2m1 0h2m2 0h1m2 0h1m1 0h2m1 0h1m4 0h2m1 0h2m1 0h1m4 0h5m2 0h3M1 38.5h3m5 0h1m3 0h3m2 0h2m1 0h3m1 0h2m4 0h2m5 0h1m1 0h2m1 0h2m1 0h3M2 39.5h1m3 0h2m1 0h1m2 0h2m4 0h3m2 0h1m4 0h3m3 0h2m1 0h4m1 0h3m1 0h1m2 0h1M2 40.5h3m6 0h1m1 0h2m1 0h1m1 0h2m2 0h1m2 0h3m1 0h1m1 0h3m2 0h1m1 0h2m8 0h2M1 41.5h3m3 0h7m1 0h2m1 0h2m1 0h7m1 0h3m4 0h3m1 0h10M9 42.5h1m5 0h1m2 0h1m1 0h1m2 0h1m3 0h1m1 0h1m6 0h1m3 0h2m3 0h2m1 0h1M1 43.5h7m5 0h2m3 0h1m3 0h2m1 0h1m1 0h1m2 0h3m2 0h2m1 0h2m1 0h1m1 0h1m1 0h3m1 0h1M1 44.5h1m5 0h1m1 0h3m1 0h4m2 0h2m2 0h1m3 0h1m1 0h1m1 0h4m1 0h1m2 0h3m3 0h2m1 0h2M1 45.5h1m1 0h3m1 0h1m1 0h1m1 0h2m1 0h1m1 0h1m2 0h2m1 0h7m3 0h1m1 0h1m1 0h2m1 0h1m1 0h9M1 46.5h1m1 0h3m1 0h1m1 0h4m3 0h3m3 0h2m2 0h4m2 0h4m1 0h1m1 0h1m2 0h1m1 0h2m2 0h1M1 47.5h1m1 0h3m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m2 0h3m1 0h1m1 0h2m1 0h2m1 0h2m3 0h10m1 0h2m1 0h1M1 48.5h1m5 0h1m2 0h1m2 0h2m7 0h1m2 0h3m3 0h4m1 0h1m3 0h1m3 0h1m1 0h2m1 0h1M1 49.5h7m1 0h1m2 0h1m3 0h3m1 0h6m2 0h1m6 0h1m2 0h3m1 0h2m4 0h2"/></svg>';

/** What POST /two-factor/totp/setup answers. */
export const totpSetupFixture = {
  data: {
    setupKey: TOTP_SETUP_KEY,
    otpauthUrl: OTPAUTH_URL,
    qrCode: `data:image/svg+xml;base64,${btoa(QR_SVG)}`,
  },
};

/** Ten recovery codes, shown once. */
export const recoveryCodesFixture = [
  'K7M2P-QX4TA',
  'B3NWD-7HJ2R',
  'Z6QFE-VA2LM',
  'T4RC5-N7YKB',
  'H2XJP-3WQDS',
  'M5GAV-E6UTZ',
  'Q7DLB-K2RNX',
  'W3YHF-P6CJA',
  'R4EKT-5MZVG',
  'C6SNQ-XB7HD',
];

/** A second factor added: the first comes with recovery codes (null: the person had some). */
export function factorAddedFixture(
  recoveryCodes: string[] | null = recoveryCodesFixture,
): TSecondFactorAddedResponse {
  return {
    message: 'Two-step sign-in is on.',
    data: { recoveryCodes, signedIn: null },
  };
}

/** Two passkeys: a synced one in a password manager used lately, a security key never used. */
export function passkeysFixture(): TPasskey[] {
  return [
    {
      id: '60000000-0000-4000-8000-000000000001',
      name: 'iCloud Keychain',
      createdAt: '2026-10-02T09:12:00.000Z',
      lastUsedAt: '2026-11-25T08:40:00.000Z',
      backedUp: true,
    },
    {
      id: '60000000-0000-4000-8000-000000000002',
      name: 'YubiKey 5C',
      createdAt: '2026-11-12T16:30:00.000Z',
      lastUsedAt: null,
      backedUp: false,
    },
  ];
}

/** The status Settings reads: nothing set up by default. */
export function twoFactorStatusFixture(
  overrides: Partial<TTwoFactorStatus> = {},
): TTwoFactorStatus {
  return {
    totpEnabledAt: null,
    recoveryCodesLeft: 0,
    passkeys: [],
    required: false,
    ...overrides,
  };
}

/** What the server's options for adding a passkey look like (@simplewebauthn/server's JSON). */
export const passkeyRegistrationFixture = {
  data: {
    challenge: 'c3RvcnktcmVnaXN0cmF0aW9uLWNoYWxsZW5nZQ',
    options: {
      challenge: 'c3RvcnktcmVnaXN0cmF0aW9uLWNoYWxsZW5nZQ',
      rp: { name: 'Practice portal', id: 'localhost' },
      user: { id: 'dXNlci0x', name: 'ada@example.com', displayName: 'Dr Ada Lovelace' },
      pubKeyCredParams: [
        { alg: -7, type: 'public-key' },
        { alg: -257, type: 'public-key' },
      ],
      timeout: 60000,
      attestation: 'none',
      excludeCredentials: [],
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    },
  },
};

const bytes = (text: string) => new TextEncoder().encode(text).buffer;

/** The new passkey as the screen sends it (base64url of the made-up credential below). */
export const passkeyAttestationSent = {
  id: 'c3RvcnktbmV3LXBhc3NrZXk',
  rawId: 'c3RvcnktbmV3LXBhc3NrZXk',
  type: 'public-key',
  authenticatorAttachment: 'platform',
  clientExtensionResults: {},
  response: {
    attestationObject: 'YXR0ZXN0YXRpb24',
    clientDataJSON: 'Y2xpZW50LWRhdGE',
    transports: ['internal', 'hybrid'],
    publicKeyAlgorithm: -7,
    publicKey: 'cHVibGljLWtleQ',
    authenticatorData: 'YXV0aGVudGljYXRvci1kYXRh',
  },
};

/** A credential as navigator.credentials.create resolves it, for @simplewebauthn/browser. */
function madeUpCredential() {
  return {
    id: 'c3RvcnktbmV3LXBhc3NrZXk',
    rawId: bytes('story-new-passkey'),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response: {
      attestationObject: bytes('attestation'),
      clientDataJSON: bytes('client-data'),
      getTransports: () => ['internal', 'hybrid'],
      getPublicKeyAlgorithm: () => -7,
      getPublicKey: () => bytes('public-key'),
      getAuthenticatorData: () => bytes('authenticator-data'),
    },
    getClientExtensionResults: () => ({}),
  };
}

/** The prompts a story's screen opened: the options of each navigator.credentials.create call. */
export const passkeyCreations: CredentialCreationOptions[] = [];

/**
 * Makes the browser's prompt to create a passkey succeed (`'creates'`) or be closed by the person
 * (`'closed'`: NotAllowedError, as Chromium says). Returns the undo, for a story's `beforeEach`.
 */
export function stubPasskeyCreation(outcome: 'creates' | 'closed'): () => void {
  passkeyCreations.length = 0;
  Object.defineProperty(navigator.credentials, 'create', {
    configurable: true,
    value: async (options: CredentialCreationOptions) => {
      passkeyCreations.push(options);
      if (outcome === 'closed') {
        throw new DOMException(
          'The operation either timed out or was not allowed.',
          'NotAllowedError',
        );
      }
      return madeUpCredential();
    },
  });
  // The prototype's own method is back once the story's stand-in goes.
  return () => {
    delete (navigator.credentials as { create?: unknown }).create;
  };
}
