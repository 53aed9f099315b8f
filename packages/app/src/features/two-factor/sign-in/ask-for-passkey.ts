import {
  browserSupportsWebAuthn,
  startAuthentication,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

import type { TPasskeyAssertion } from '@portal/contracts';

/** Said when the browser has no WebAuthn at all (an old browser, or a page not served securely). */
export const NO_PASSKEYS_MESSAGE =
  'This browser cannot use passkeys. Sign in another way, or try another browser.';

/** Thrown when the browser cannot ask for a passkey at all. */
export class PasskeysUnavailableError extends Error {
  override readonly name = 'PasskeysUnavailableError';

  constructor() {
    super(NO_PASSKEYS_MESSAGE);
  }
}

/**
 * Asks the browser for a passkey's signature over the server's options. Resolves to null when
 * the person closed the browser's prompt or chose no passkey (the browser says NotAllowedError
 * for both, and AbortError when another prompt replaced it): that is a choice, not a failure.
 */
export async function askForPasskey(
  options: Record<string, unknown>,
): Promise<TPasskeyAssertion | null> {
  if (!browserSupportsWebAuthn()) throw new PasskeysUnavailableError();
  try {
    const { clientExtensionResults, ...assertion } = await startAuthentication({
      // The server's options are @simplewebauthn/server's JSON, passed through as they came.
      optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
      useBrowserAutofill: false,
    });
    return { ...assertion, clientExtensionResults: { ...clientExtensionResults } };
  } catch (error) {
    if (error instanceof Error && ['NotAllowedError', 'AbortError'].includes(error.name)) {
      return null;
    }
    throw error;
  }
}
