import { randomUUID } from 'node:crypto';

import type { TNotificationPayload } from '@portal/contracts';

/** A whole `new_notification` payload around a title and a message, for socket tests. */
export const notificationPayload = (text: {
  title: string;
  message: string;
}): TNotificationPayload => ({
  ...text,
  id: randomUUID(),
  type: 'account-status',
  link: null,
  createdAt: new Date().toISOString(),
  desktop: true,
  unreadCount: 1,
});
