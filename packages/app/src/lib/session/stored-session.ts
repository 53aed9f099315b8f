import type { TRole } from '@portal/contracts';

import { readPersistedState } from '@/stores/persisted-state';

import { getStoredToken, isTokenExpired } from './token';

import type { SessionState } from './session';

/**
 * The session as the browser stores it (the token and the persisted user details), read without
 * the stores: what `readSessionState` says of the root store, since the store writes every change
 * of the user details to storage at once.
 */
export function readStoredSession(storage: Storage = localStorage): {
  state: SessionState;
  role: TRole | null;
} {
  const token = getStoredToken(storage);
  const loginUser = readPersistedState(storage)?.loginUser ?? null;
  if (!token || !loginUser) return { state: 'signed-out', role: null };
  return {
    state: isTokenExpired(token) ? 'expired' : 'active',
    role: loginUser.user.role ?? null,
  };
}
