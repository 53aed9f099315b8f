import { useEffect } from 'react';

import { notify } from '@portal/ui';

import { getStoredToken } from '@/lib/session/token';

import { requestDesktopPermission, showDesktopNotification } from './desktop-notifications';
import { connectRealtime, type NotificationPayload } from './socket';

/**
 * Keeps the real-time connection open while a user is signed in. `onSessionEnded` runs when the
 * server ends the session (the superadmin blocked the account, for example).
 */
export function useRealtime(
  userId: string | null,
  providerId: string | null,
  onSessionEnded: (message: string) => void,
): void {
  useEffect(() => {
    requestDesktopPermission();
  }, []);

  useEffect(() => {
    const token = getStoredToken();
    if (!userId || !token) return undefined;
    const onNotification = (payload: NotificationPayload) => {
      notify.info(payload.message, { title: payload.title });
      showDesktopNotification(payload);
    };
    return connectRealtime({
      userId,
      providerId,
      token,
      onNotification,
      onSessionEnded: ({ message }) => onSessionEnded(message),
    });
  }, [userId, providerId, onSessionEnded]);
}
