import type { TNotificationPayload } from '@portal/contracts';

import { showDesktopNotification } from './desktop-notifications';

/** How long a tab holds a notification's lock: the other tabs got the same event by then. */
const HOLD_MS = 3000;

/**
 * Every open tab hears `new_notification`; only one should show it on the desktop. The tabs agree
 * through the Web Locks API: the first to take the notification's lock shows it and keeps the lock
 * a moment, the others find it taken and stay quiet. (Without Web Locks, each tab shows it.)
 */
export async function showDesktopNotificationOnce(
  payload: TNotificationPayload,
  options: { withSound: boolean },
): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // The same notification comes again for each new message of a conversation: the time tells them apart.
  const name = `desktop-notification:${payload.id}:${payload.createdAt}`;
  if (!locks) {
    showDesktopNotification(payload, options);
    return;
  }
  await locks.request(name, { ifAvailable: true }, async (lock) => {
    if (!lock) return;
    showDesktopNotification(payload, options);
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
  });
}
