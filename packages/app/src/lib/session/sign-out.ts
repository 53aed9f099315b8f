import { callApi } from '@/lib/http/api';
import type { RootStore } from '@/stores/RootStore';

import { endSession } from './session';
import { sessionChannel } from './session-channel';
import { getStoredToken, readSessionId } from './token';

/**
 * The person signs out in this tab (spec: the token removed, back to '/', which the caller does):
 * the session ends here at once, the other tabs of the browser are told, and the server ends the
 * session too (DELETE /sessions/<its id>), so that a copy of the token is refused. That call goes
 * after the token has left storage, with the token in hand, and nothing waits for it: a failure
 * (offline, the session already over) never keeps anyone signed in.
 */
export function signOutHere(root: RootStore): void {
  const token = getStoredToken();
  endSession(root);
  sessionChannel().post({ type: 'signed-out' });
  const sessionId = token ? readSessionId(token) : null;
  if (token && sessionId) {
    callApi('endSession', { params: { id: sessionId } }, { token }).catch(() => undefined);
  }
}
