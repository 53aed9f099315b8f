/*
 * Chat's values and limits (issue 13), without a schema: the app's screens import them from
 * '@portal/contracts/constants' without loading zod.
 */

export const CHANNEL_TYPES = ['direct', 'group'] as const;
export type TChannelType = (typeof CHANNEL_TYPES)[number];

/**
 * What a message is: a person's text (with or without an attachment), an event of the channel
 * written by the server (created, renamed, members changed), or a document card (documents issue).
 */
export const MESSAGE_KINDS = ['text', 'system', 'document'] as const;
export type TMessageKind = (typeof MESSAGE_KINDS)[number];

/** Who wrote a message: an account, a guest of the channel (invitation link), or a deleted account. */
export const AUTHOR_KINDS = ['user', 'guest', 'deleted'] as const;
export type TAuthorKind = (typeof AUTHOR_KINDS)[number];

/** The events of a channel that the server writes into it as system messages. */
export const CHANNEL_EVENTS = [
  'created',
  'renamed',
  'added',
  'removed',
  'left',
  'privacy',
] as const;
export type TChannelEvent = (typeof CHANNEL_EVENTS)[number];

export const CHAT_MESSAGE_MAX_LENGTH = 4000;
export const CHANNEL_NAME_MAX_LENGTH = 80;
/** What everyone reads in place of a deleted message. */
export const DELETED_MESSAGE_TEXT = 'This message was deleted';
/** How a deleted account signs the messages it leaves behind. */
export const DELETED_USER_NAME = 'Deleted user';
/** The file part of an attachment upload, and what it may be (checked on the bytes). */
export const CHAT_ATTACHMENT_FIELD = 'attachment';
export const CHAT_ATTACHMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
] as const;
/**
 * The largest attachment the server takes by default (its CHAT_ATTACHMENT_MAX_BYTES): the app
 * refuses a bigger file before sending it.
 */
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The most ids one request may add to a group, and the most people a group may hold. */
export const GROUP_ADD_MAX = 100;
export const GROUP_MAX_MEMBERS = 500;

/**
 * How a group shows its clients to the other clients and guests in it (staff always see everyone
 * in full): 'full' (name and picture) or 'private' (first name and last initial, "Maya L.", an
 * initials avatar). Chosen when creating or editing the group; a group whose owner never chose
 * becomes private once it holds two clients.
 */
export const CLIENT_PRIVACY_FORMS = ['full', 'private'] as const;
export type TClientPrivacy = (typeof CLIENT_PRIVACY_FORMS)[number];
