import type { TLoginUserDetails } from '@portal/contracts';

import { getStoredToken, isTokenExpired, removeStoredToken, storeToken } from '@/lib/session/token';
import type { RootStore } from '@/stores/RootStore';

/** The toast of spec section 8 when a session ends by itself. */
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';

/** Keeps the token and the user details of a successful sign-in. */
export function startSession(root: RootStore, token: string, details: TLoginUserDetails): void {
  storeToken(token);
  root.session.setLoginUser(details);
}

/** Forgets the token and everything the session held. */
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
