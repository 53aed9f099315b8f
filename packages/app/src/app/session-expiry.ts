import { notify } from '@portal/ui';

import { endSession, SESSION_EXPIRED_MESSAGE } from '@/features/auth/session';
import type { RootStore } from '@/stores/RootStore';

/**
 * What happens when a session ends by itself (expired token, any 401, or the server ending it):
 * the token and the session state go, the user is told once, and the app returns to '/'. The
 * server's own reason (e.g. the account was blocked) replaces the generic text when given.
 */
export function createSessionExpiredHandler(root: RootStore, goToLogin: () => void) {
  return (message?: string) => {
    endSession(root);
    notify.error(message ?? SESSION_EXPIRED_MESSAGE, { id: 'session-expired' });
    goToLogin();
  };
}
