// What the second factors offer other features: setting them up (the sign-in's set-up step and
// Settings), the Settings section and the superadmin's reset.
export { AddPasskeyFlow, type AddPasskeyFlowProps } from './setup/AddPasskeyFlow';
export {
  TotpSetupFlow,
  type TotpSetupFlowProps,
  type TSecondFactorAdded,
} from './setup/TotpSetupFlow';
