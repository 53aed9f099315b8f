import type { ReactElement } from 'react';

import type { TLoginChallengeResponse, TSecondFactorSetupResponse } from '@portal/contracts';

import { loadFullTheme } from '@portal/ui';

import type { TSignedIn } from './types';

/*
 * What the sign-in page ('/') may need after the password, loaded only when it does: the second
 * step, the set-up step, and the passkey sign-in with @simplewebauthn/browser. The page carries
 * these loaders, not the code (its size budget: .size-limit.mjs).
 */

/** What the sign-in page gives the step that follows the password. */
export interface SignInStepHandlers {
  /** The e-mail address the password was typed for. */
  email: string;
  /** Starts the session, as a sign-in does. */
  onSignedIn: (session: TSignedIn) => Promise<void>;
  /** Back to the password form, with a message when there is one to say. */
  onBack: (message?: string) => void;
}

/** The step after the password, ready to show. */
export type TSignInStep = (handlers: SignInStepHandlers) => ReactElement;

/**
 * Loads the step a password's answer calls for: the second step for a challenge, the set-up
 * for a set-up token (with the whole theme, which the set-up's parts need).
 */
export async function loadSignInStep(
  answer: TLoginChallengeResponse | TSecondFactorSetupResponse,
): Promise<TSignInStep> {
  if ('challenge' in answer) {
    const { SecondFactorStep } = await import('./SecondFactorStep');
    return (handlers) => <SecondFactorStep challenge={answer.challenge} {...handlers} />;
  }
  const [{ SecondFactorSetupStep }] = await Promise.all([
    import('./SecondFactorSetupStep'),
    loadFullTheme(),
  ]);
  return (handlers) => <SecondFactorSetupStep setup={answer.setup} {...handlers} />;
}

/** Signing in with a passkey alone. */
export const loadPasskeySignIn = async () => (await import('./passkey-sign-in')).signInWithPasskey;
