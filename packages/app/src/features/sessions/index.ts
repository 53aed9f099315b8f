// Sessions (issue 32) for the rest of the app: the layout's sign-out and idle sign-out.
export { useSignOut, type SignOutOrigin } from './api/sign-out';
export { LazyIdleSignOut } from './components/LazyIdleSignOut';
