/*
 * What notifications are about and how they reach people, without a schema: the app's screens
 * import them from '@portal/contracts/constants' without loading zod.
 */

/**
 * What a notification is about. Each type has its own preferences (in app, desktop, e-mail).
 */
export const NOTIFICATION_TYPES = [
  /** A new sign-up waits for review (to superadmins). */
  'account-review',
  /** The account was approved, or restored to review (to the account; also by e-mail). */
  'account-status',
  /** A client signed up with the provider's license number (to the provider). */
  'client-signup',
  /** Added to a group, or a new direct chat (to the member). */
  'chat-added',
  /** New messages in a conversation the user is not looking at (one per conversation until read). */
  'chat-message',
  /** A guest joined a conversation by an invitation link (to the members). */
  'chat-guest-joined',
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
  /** A copy still waits for the client's signature after REMIND_AFTER days (to the client, once). */
  'document-reminder',
] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The ways a notification reaches a person. */
export const NOTIFICATION_CHANNELS = ['inApp', 'desktop', 'email'] as const;
export type TNotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
