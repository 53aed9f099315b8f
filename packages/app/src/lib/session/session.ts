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

/**
 * Keeps the token the server issued in place of the session's: a changed password revokes every
 * earlier token, and this tab stays signed in with the new one.
 */
export function renewSessionToken(token: string): void {
  storeToken(token);
}

/**
 * Removes the token alone, when nothing else of the session is at hand: the HTTP client's
 * handler until the app hands it the session's (configureHttp), and a story's signed-out start.
 */
export function dropSessionToken(storage: Storage = localStorage): void {
  removeStoredToken(storage);
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
 * The HTTP client calls it (configureHttp), as do the guards, the socket's session_ended and the
 * idle sign-out (features/sessions).
 */
export function createSessionExpiry(
  root: RootStore | (() => RootStore | null),
  goToLogin: () => void,
) {
  return (message?: string) => {
    // The app passes a getter: before the stores are loaded, the stored session is ended directly.
    const store = typeof root === 'function' ? root() : root;
    if (store) {
      // Once this tab's session has ended (signed out, expired), a 401 of a call still in flight
      // or the server's session_ended for our own sign-out says nothing new: no second toast.
      if (!store.session.loginUser) return;
      endSession(store);
    } else {
      removeStoredToken();
      forgetPersistedLoginUser(localStorage);
    }
    notify.error(message ?? SESSION_EXPIRED_MESSAGE, { id: 'session-expired' });
    goToLogin();
  };
}
