import type { TLoginUserDetails } from '@portal/contracts';

import { notify } from '@portal/ui';

import { getStoredToken, isTokenExpired, removeStoredToken, storeToken } from './token';
import { forgetPersistedLoginUser } from '@/stores/persisted-state';
import type { RootStore } from '@/stores/RootStore';

/** The toast of spec section 8 when a session ends by itself. */
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';

/** Keeps the token and the user details of a successful sign-in. */
export function startSession(root: RootStore, token: string, details: TLoginUserDetails): void {
  storeToken(token);
  root.session.setLoginUser(details);
}

/** Forgets the token and everything the session held (sign-out, a deleted account, expiry). */
export function endSession(root: RootStore): void {
  removeStoredToken();
  root.clearSession();
}

export type SessionState = 'signed-out' | 'expired' | 'active';

/** Whether the browser holds a usable session: a token that has not expired, and its user. */
export function readSessionState(root: RootStore): SessionState {
  const token = getStoredToken();
  if (!token || !root.session.loginUser) return 'signed-out';
  return isTokenExpired(token) ? 'expired' : 'active';
}

/**
 * What happens when a session ends by itself (an expired token, any 401, or the server ending it
 * on the socket): the token and the session state go, once; the user is told once; the app returns
 * to '/'. The server's own reason (the account was blocked, for example) replaces the spec's text.
 * The HTTP client calls it (configureHttp), as do the guards and the socket's session_ended.
 */
export function createSessionExpiry(
  root: RootStore | (() => RootStore | null),
  goToLogin: () => void,
) {
  return (message?: string) => {
    // The app passes a getter: before the stores are loaded, the stored session is ended directly.
    const store = typeof root === 'function' ? root() : root;
    if (store) {
      endSession(store);
    } else {
      removeStoredToken();
      forgetPersistedLoginUser(localStorage);
    }
    notify.error(message ?? SESSION_EXPIRED_MESSAGE, { id: 'session-expired' });
    goToLogin();
  };
}
