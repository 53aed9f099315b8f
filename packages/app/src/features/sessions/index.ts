// Sessions (issue 32) for the rest of the app: the layout's sign-out and idle sign-out, the
// settings' "Where you're signed in", the superadmin's "Sign out everywhere" on an account.
export { useSignOut, type SignOutOrigin } from './api/sign-out';
export { LazyIdleSignOut } from './components/LazyIdleSignOut';
export { LazySessionsSection } from './components/LazySessionsSection';
export {
  SignOutEverywhereAction,
  type SignOutEverywhereActionProps,
} from './components/SignOutEverywhereAction';
