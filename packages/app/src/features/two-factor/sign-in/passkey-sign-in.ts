import { errorMessage } from '@/lib/http/errors';

import { askForPasskey, PasskeysUnavailableError } from './ask-for-passkey';
import { signInApi } from './sign-in-api';
import type { TSignedIn } from './types';

/** How a sign-in with a passkey ended. */
export type TPasskeySignInOutcome =
  | { kind: 'signed-in'; session: TSignedIn }
  /** The person closed the browser's prompt: nothing to report. */
  | { kind: 'cancelled' }
  /** What to tell the person: the server's words (an unknown passkey, a blocked account), else ours. */
  | { kind: 'failed'; message: string };

export const PASSKEY_SIGN_IN_FAILED_MESSAGE =
  'Signing in with a passkey failed. Please try again, or sign in with your password.';

/** The message for a passkey's failure: the browser's lack of passkeys, the server's, else ours. */
export function passkeyFailure(error: unknown, fallback = PASSKEY_SIGN_IN_FAILED_MESSAGE) {
  return error instanceof PasskeysUnavailableError ? error.message : errorMessage(error, fallback);
}

/**
 * Signs in with a passkey alone, without the password: the server's options, the browser's
 * prompt (no autofill: the person asked for it with the button), then the server's check.
 */
export async function signInWithPasskey(): Promise<TPasskeySignInOutcome> {
  try {
    const { data } = await signInApi.passkeyOptions();
    const passkey = await askForPasskey(data.options);
    if (!passkey) return { kind: 'cancelled' };
    const { token, user } = await signInApi.passkeySignIn({ challenge: data.challenge, passkey });
    return { kind: 'signed-in', session: { token, user } };
  } catch (error) {
    return { kind: 'failed', message: passkeyFailure(error) };
  }
}
