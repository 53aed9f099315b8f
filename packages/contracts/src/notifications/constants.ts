/*
 * What notifications are about and how they reach people, without a schema: the app's screens
 * import them from '@portal/contracts/constants' without loading zod.
 */

import { ROLES, type TRole } from '../users/constants.ts';

/**
 * What a notification is about. Each type has its own preferences (in app, desktop, e-mail).
 */
export const NOTIFICATION_TYPES = [
  /** A new sign-up waits for review (to superadmins). */
  'account-review',
  /**
   * The account was approved, rejected (with its reason) or restored to review (to the account;
   * also by e-mail).
   */
  'account-status',
  /** A client signed up with the provider's license number (to the provider). */
  'client-signup',
  /** Added to a group, or a new direct chat (to the member). */
  'chat-added',
  /** New messages in a conversation the user is not looking at (one per conversation until read). */
  'chat-message',
  /** A guest joined a conversation by an invitation link (to the members). */
  'chat-guest-joined',
  /** Mentioned in a message (`@name`, or `@all` by a group's owner), even in a muted conversation. */
  'chat-mention',
  /** A document waits for the client's signature (to the client). */
  'document-shared',
  /** A client signed a copy (to the provider). */
  'document-signed',
  /** A client declined a copy (to the provider). */
  'document-declined',
  /** The provider voided a copy sent to the client (to the client). */
  'document-voided',
  /** A client shared a file (to the provider). */
  'document-file',
  /** A copy still waits for the client's signature: its schedule's reminder (to the client). */
  'document-reminder',
  /** A copy's due date passed unsigned (to its client and its provider). */
  'document-expired',
] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * Who can ever receive each type, as the server sends them: a person's settings show only the
 * types of its role (a client is never asked about sign-ups to review). A type that the server
 * starts sending to another role is added here too.
 */
export const NOTIFICATION_RECIPIENT_ROLES = {
  /** Every superadmin (notifications/triggers.ts). */
  'account-review': ['superadmin'],
  /** The account decided: only sign-ups are reviewed, and a superadmin never signs up. */
  'account-status': ['provider', 'client'],
  /** The provider whose license number the client used. */
  'client-signup': ['provider'],
  /** Any member of a conversation (chat/message-notices.ts, invitations/guest-sessions.ts). */
  'chat-added': ROLES,
  'chat-message': ROLES,
  'chat-guest-joined': ROLES,
  'chat-mention': ROLES,
  /** Sent by a document's owner, a provider, to its clients (documents/). */
  'document-shared': ['client'],
  'document-voided': ['client'],
  'document-reminder': ['client'],
  /** The copy's client, and the form's owner (a provider). */
  'document-expired': ['provider', 'client'],
  /** To the owner of the form (a provider; only providers and clients add documents). */
  'document-signed': ['provider'],
  'document-declined': ['provider'],
  /** A client's file goes to its provider. */
  'document-file': ['provider'],
} as const satisfies Record<TNotificationType, readonly TRole[]>;

/** The notification types that a person of `role` can receive, in NOTIFICATION_TYPES' order. */
export function notificationTypesFor(role: TRole): TNotificationType[] {
  return NOTIFICATION_TYPES.filter((type) =>
    (NOTIFICATION_RECIPIENT_ROLES[type] as readonly TRole[]).includes(role),
  );
}

/** The ways a notification reaches a person. */
export const NOTIFICATION_CHANNELS = ['inApp', 'desktop', 'email'] as const;
export type TNotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
