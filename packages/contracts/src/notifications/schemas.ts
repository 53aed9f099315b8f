import { z } from 'zod';

import { ZId, ZIsoTime } from '../shared/fields.ts';
import { NOTIFICATION_TYPES, type TNotificationType } from './constants.ts';

export const ZNotification = z
  .object({
    id: z.string(),
    type: z.enum(NOTIFICATION_TYPES),
    title: z.string(),
    message: z.string(),
    /** A path in the app to open, e.g. /chat?channel=<id>, or null. */
    link: z.string().nullable(),
    readAt: ZIsoTime.nullable(),
    createdAt: ZIsoTime,
  })
  .meta({ id: 'Notification' });
export type TNotification = z.output<typeof ZNotification>;

export const ZNotificationListQuery = z.strictObject({
  /** Only the unread ones. */
  unread: z.enum(['true', 'false'], { message: "must be 'true' or 'false'" }).optional(),
  /** The page after this notification (the last id of the previous page). */
  before: ZId.optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, { message: 'must be a whole number' })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, { message: 'must be at least 1' })
        .max(100, { message: 'must be at most 100' }),
    )
    .optional(),
});
export type TNotificationListQuery = z.input<typeof ZNotificationListQuery>;

export const ZNotificationListResponse = z.object({
  data: z.array(ZNotification),
  /** Unread notifications in all, not only on this page. */
  unreadCount: z.number().int(),
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: z.string().nullable(),
});
export type TNotificationListResponse = z.output<typeof ZNotificationListResponse>;

export const ZNotificationReadResponse = z.object({
  data: ZNotification,
  unreadCount: z.number().int(),
});
export type TNotificationReadResponse = z.output<typeof ZNotificationReadResponse>;

export const ZUnreadCountResponse = z.object({ unreadCount: z.number().int() });
export type TUnreadCountResponse = z.output<typeof ZUnreadCountResponse>;

const ZChannelSwitches = z.strictObject({
  inApp: z.boolean({ message: 'must be true or false' }),
  desktop: z.boolean({ message: 'must be true or false' }),
  email: z.boolean({ message: 'must be true or false' }),
});

/**
 * Per type, whether it shows in the app, as a desktop notification, and by e-mail; and whether a
 * message's text may travel with its live notification (and so reach a desktop notification on a
 * lock screen): off unless the person turns it on.
 */
export const ZNotificationPreferences = z
  .strictObject({
    ...(Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, ZChannelSwitches])) as Record<
      TNotificationType,
      typeof ZChannelSwitches
    >),
    showMessageText: z.boolean({ message: 'must be true or false' }),
  })
  .meta({ id: 'NotificationPreferences' });
export type TNotificationPreferences = z.output<typeof ZNotificationPreferences>;

/** A change of some switches; the others stay as they are. */
export const ZNotificationPreferencesChange = ZNotificationPreferences.partial().refine(
  (value) => Object.keys(value).length > 0,
  { message: 'Send at least one setting.' },
);
export type TNotificationPreferencesChange = z.input<typeof ZNotificationPreferencesChange>;

export const ZNotificationPreferencesResponse = z.object({ data: ZNotificationPreferences });
export type TNotificationPreferencesResponse = z.output<typeof ZNotificationPreferencesResponse>;

/** What people get unless they change it: e-mail only where missing it would matter. */
export const DEFAULT_NOTIFICATION_PREFERENCES: TNotificationPreferences = {
  'account-review': { inApp: true, desktop: true, email: false },
  'account-status': { inApp: true, desktop: true, email: true },
  'client-signup': { inApp: true, desktop: true, email: false },
  'chat-added': { inApp: true, desktop: true, email: false },
  'chat-message': { inApp: true, desktop: true, email: true },
  'chat-guest-joined': { inApp: true, desktop: true, email: false },
  'chat-mention': { inApp: true, desktop: true, email: true },
  // A client may not open the app for days: what waits for it, and the reminder, go by e-mail too.
  'document-shared': { inApp: true, desktop: true, email: true },
  'document-signed': { inApp: true, desktop: true, email: false },
  'document-declined': { inApp: true, desktop: true, email: true },
  'document-voided': { inApp: true, desktop: true, email: false },
  'document-file': { inApp: true, desktop: true, email: false },
  'document-reminder': { inApp: true, desktop: false, email: true },
  'document-expired': { inApp: true, desktop: false, email: true },
  // What a message says stays in the app: a lock screen shows who wrote and where, no more.
  showMessageText: false,
};

/**
 * Payload of the socket event `new_notification`: the spec's `title` and `message`, and the stored
 * notification's id, type, link and time. A notification that gathers a conversation's new messages
 * comes again with the same id. `desktop` says whether the person wants it on the desktop.
 */
export const ZNotificationPayload = z.object({
  title: z.string(),
  message: z.string(),
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  link: z.string().nullable(),
  createdAt: ZIsoTime,
  desktop: z.boolean(),
  unreadCount: z.number().int(),
});
export type TNotificationPayload = z.output<typeof ZNotificationPayload>;

/** Notifications were read (in another tab too): which ones, or all, and what is left unread. */
export const ZNotificationsReadPayload = z.object({
  ids: z.array(z.string()).nullable(),
  unreadCount: z.number().int(),
});
