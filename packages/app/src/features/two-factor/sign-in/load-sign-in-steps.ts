/*
 * What the sign-in page ('/') may need after the password, loaded only when it does: the second
 * step, and the passkey sign-in with @simplewebauthn/browser. The page carries these loaders, not
 * the code (its size budget: .size-limit.mjs).
 */

/** The second step's screen: a code, a recovery code or a passkey. */
export const loadSecondFactorStep = async () =>
  (await import('./SecondFactorStep')).SecondFactorStep;

/** Signing in with a passkey alone. */
export const loadPasskeySignIn = async () => (await import('./passkey-sign-in')).signInWithPasskey;
