import type { TSchemasFor } from '../api/endpoint.ts';
import { ZIdParams } from '../shared/schemas.ts';
import type { NOTIFICATION_ROUTES } from './routes.ts';
import {
  ZNotificationListQuery,
  ZNotificationListResponse,
  ZNotificationPreferencesChange,
  ZNotificationPreferencesResponse,
  ZNotificationReadResponse,
  ZUnreadCountResponse,
} from './schemas.ts';

export const NOTIFICATION_SCHEMAS = {
  listNotifications: {
    summary: "The caller's notifications, newest first, a page at a time, with the unread count",
    query: ZNotificationListQuery,
    response: ZNotificationListResponse,
  },
  readNotification: {
    summary: 'Mark one notification read',
    description: "Someone else's notification answers 404. Every tab of the caller hears it.",
    params: ZIdParams,
    response: ZNotificationReadResponse,
  },
  readAllNotifications: {
    summary: "Mark all of the caller's notifications read",
    response: ZUnreadCountResponse,
  },
  getNotificationPreferences: {
    summary: 'For each type of notification: in the app, on the desktop, by e-mail',
    response: ZNotificationPreferencesResponse,
  },
  updateNotificationPreferences: {
    summary: 'Change the switches of some types',
    body: ZNotificationPreferencesChange,
    response: ZNotificationPreferencesResponse,
  },
} as const satisfies TSchemasFor<typeof NOTIFICATION_ROUTES>;
