// What the second factors offer other features. The sign-in's steps are loaders: '/' carries
// them, and their code loads when a sign-in needs it.
export { loadPasskeySignIn, loadSignInStep, type TSignInStep } from './sign-in/load-sign-in-steps';
export type { TSignedIn } from './sign-in/types';
// Setting second factors up (the sign-in's set-up step and Settings), the Settings section and
// the superadmin's reset.
export { AddPasskeyFlow, type AddPasskeyFlowProps } from './setup/AddPasskeyFlow';
export {
  TotpSetupFlow,
  type TotpSetupFlowProps,
  type TSecondFactorAdded,
} from './setup/TotpSetupFlow';
export { LazyTwoFactorSection } from './settings/LazyTwoFactorSection';
export {
  ResetTwoFactorAction,
  type ResetTwoFactorActionProps,
} from './settings/ResetTwoFactorAction';
