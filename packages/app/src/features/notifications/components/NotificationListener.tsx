import { useEffect } from 'react';

import type { TNotificationPayload } from '@portal/contracts';

import { notify } from '@portal/ui';

import { useSocketEvent } from '@/lib/realtime/SocketProvider';

import { requestDesktopPermission, showDesktopNotification } from '../utils/desktop-notifications';

/**
 * What a notification does when it arrives (spec section 4): a toast in the page, and, when the
 * person allowed it and wants it for this type, a desktop notification with a sound. Permission
 * is asked once at start.
 */
export function NotificationListener() {
  useEffect(() => {
    requestDesktopPermission();
  }, []);
  useSocketEvent('new_notification', (payload: TNotificationPayload) => {
    notify.info(payload.message, { title: payload.title });
    if (payload.desktop) showDesktopNotification(payload);
  });
  return null;
}
