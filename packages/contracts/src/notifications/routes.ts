import { SIGNED_IN, resourceRule } from '../api/access.ts';
import type { TRouteTable } from '../api/route.ts';

/** The caller's notifications and how they reach the caller. */
export const NOTIFICATION_ROUTES = {
  listNotifications: { method: 'GET', path: '/notifications', access: SIGNED_IN },
  readNotification: {
    method: 'PATCH',
    path: '/notifications/:id/read',
    access: resourceRule('own-notification'),
  },
  readAllNotifications: { method: 'POST', path: '/notifications/read-all', access: SIGNED_IN },
  getNotificationPreferences: {
    method: 'GET',
    path: '/notifications/preferences',
    access: SIGNED_IN,
  },
  updateNotificationPreferences: {
    method: 'PATCH',
    path: '/notifications/preferences',
    access: SIGNED_IN,
  },
} as const satisfies TRouteTable;
