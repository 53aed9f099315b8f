import type {
  TLoginChallenge,
  TLoginChallengeResponse,
  TSecondFactorMethod,
} from '@portal/contracts';

/*
 * The browser's passkey prompt in a story: navigator.credentials.get answers with a made-up
 * signature, or refuses as it does when the person closes the prompt. The server is MSW, so the
 * signature is never checked; the stories check what the screen sends.
 */

const bytes = (text: string) => new TextEncoder().encode(text).buffer;

/** What the server's options for the browser's call look like (@simplewebauthn/server's JSON). */
export const passkeyOptionsFixture = {
  challenge: 'c3Rvcnktd2ViYXV0aG4tY2hhbGxlbmdl',
  rpId: 'localhost',
  timeout: 60000,
  userVerification: 'required',
  allowCredentials: [],
};

/** The signature the made-up passkey gives, as the screen sends it (base64url). */
export const passkeyAssertionSent = {
  id: 'c3RvcnktcGFzc2tleQ',
  rawId: 'c3RvcnktcGFzc2tleQ',
  type: 'public-key',
  authenticatorAttachment: 'platform',
  clientExtensionResults: {},
  response: {
    authenticatorData: 'YXV0aGVudGljYXRvci1kYXRh',
    clientDataJSON: 'Y2xpZW50LWRhdGE',
    signature: 'c2lnbmF0dXJl',
    userHandle: 'dXNlci0x',
  },
};

/** A credential as navigator.credentials.get resolves it, for @simplewebauthn/browser to read. */
function madeUpCredential() {
  return {
    id: 'c3RvcnktcGFzc2tleQ',
    rawId: bytes('story-passkey'),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response: {
      authenticatorData: bytes('authenticator-data'),
      clientDataJSON: bytes('client-data'),
      signature: bytes('signature'),
      userHandle: bytes('user-1'),
    },
    getClientExtensionResults: () => ({}),
  };
}

/** The prompts a story's screen opened: the options of each navigator.credentials.get call. */
export const passkeyPrompts: CredentialRequestOptions[] = [];

/**
 * Makes the browser's passkey prompt sign (`'signs'`) or be closed by the person (`'closed'`:
 * NotAllowedError, as Chromium says). Returns the undo, for a story's `beforeEach`.
 */
export function stubPasskeyPrompt(outcome: 'signs' | 'closed'): () => void {
  passkeyPrompts.length = 0;
  Object.defineProperty(navigator.credentials, 'get', {
    configurable: true,
    value: async (options: CredentialRequestOptions) => {
      passkeyPrompts.push(options);
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
    delete (navigator.credentials as { get?: unknown }).get;
  };
}

/** The password was right, and a second step is needed: the login's answer. */
export function challengeAnswer(
  methods: TSecondFactorMethod[] = ['totp', 'recovery-code'],
): TLoginChallengeResponse {
  const challenge: TLoginChallenge = {
    id: 'c3RvcnktbG9naW4tY2hhbGxlbmdlLTAx',
    expiresAt: '2026-11-28T10:05:00.000Z',
    methods,
    passkeyOptions: methods.includes('passkey') ? passkeyOptionsFixture : null,
  };
  return { message: 'Enter a code from your second factor to finish signing in.', challenge };
}
