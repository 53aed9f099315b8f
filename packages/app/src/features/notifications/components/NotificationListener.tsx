import { useEffect } from 'react';

import type { TNotificationPayload } from '@portal/contracts';

import { notify } from '@portal/ui';

import { useSocketEvent } from '@/lib/realtime/SocketProvider';
import { useStores } from '@/stores/StoreProvider';

import { refreshNotifications } from '../api/hooks';
import { showDesktopNotificationOnce } from '../utils/desktop-once';
import { requestDesktopPermission } from '../utils/desktop-notifications';

/**
 * What a notification does when it arrives (spec section 4): the lists and the bell refresh, a
 * toast shows in the page, and, when the person allowed it and wants it for this type, one
 * desktop notification with a sound, however many tabs are open. Permission is asked at start.
 */
export function NotificationListener() {
  const { preferences } = useStores();
  useEffect(() => {
    requestDesktopPermission();
  }, []);
  useSocketEvent('new_notification', (payload: TNotificationPayload) => {
    void refreshNotifications();
    notify.info(payload.title, { description: payload.message });
    if (payload.desktop) {
      void showDesktopNotificationOnce(payload, { withSound: !preferences.isSoundMuted });
    }
  });
  useSocketEvent('notifications_read', () => void refreshNotifications());
  return null;
}
