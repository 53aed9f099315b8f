import { notify } from '@portal/ui';

import { endSession, SESSION_EXPIRED_MESSAGE } from '@/features/auth/session';
import type { RootStore } from '@/stores/RootStore';

/**
 * What happens when a session ends by itself (expired token, any 401): the token and the
 * session state go, the user is told once, and the app returns to '/'.
 */
export function createSessionExpiredHandler(root: RootStore, goToLogin: () => void) {
  return () => {
    endSession(root);
    notify.error(SESSION_EXPIRED_MESSAGE, { id: 'session-expired' });
    goToLogin();
  };
}
