import type { z } from 'zod';

import { ZSessionEndedPayload } from '../auth/responses.ts';
import {
  ZChannelFocusPayload,
  ZChatChannelEvent,
  ZChatChannelRef,
  ZChatMessage,
  ZChatMessagesEvent,
  ZChatPresenceEvent,
  ZChatReactionsEvent,
  ZChatReadEvent,
  ZChatSeenEvent,
  ZChatTypingEvent,
} from '../chat/schemas.ts';
import { ZGuestAccessEndedEvent } from '../invitations/schemas.ts';
import { ZNotificationPayload, ZNotificationsReadPayload } from '../notifications/schemas.ts';

/*
 * The real-time events, each with its payload schema (from its domain's schemas.ts). The server
 * validates every event a client sends against its schema before acting on it (a bad one is
 * answered with an error and logged); the app uses only the names (SOCKET_EVENTS) and the types
 * below.
 */

/** What the server answers to an event that asks for an acknowledgement. */
export type TSocketAck =
  | { ok: true }
  | {
      ok: false;
      message: string;
      /** The HTTP status the same refusal would have (400, 403, 404, 429), when there is one. */
      status?: number;
    };

export const SERVER_EVENT_SCHEMAS = {
  new_notification: ZNotificationPayload,
  notifications_read: ZNotificationsReadPayload,
  session_ended: ZSessionEndedPayload,
  // Chat (issue 13): to the channel's room, i.e. every member's every tab.
  'chat:message': ZChatMessage,
  'chat:messages': ZChatMessagesEvent,
  'chat:message-updated': ZChatMessage,
  'chat:message-deleted': ZChatMessage,
  'chat:channel': ZChatChannelEvent,
  'chat:reactions': ZChatReactionsEvent,
  'chat:read': ZChatReadEvent,
  'chat:seen': ZChatSeenEvent,
  'chat:typing': ZChatTypingEvent,
  'chat:presence': ZChatPresenceEvent,
  // Guest chat (issue 14): to a guest's sockets, just before the server closes them.
  guest_access_ended: ZGuestAccessEndedEvent,
} as const;

export const CLIENT_EVENT_SCHEMAS = {
  channel_focus: ZChannelFocusPayload,
  /** The caller is typing in a channel (forwarded to the other members, throttled). */
  'chat:typing': ZChatChannelRef,
  /** Puts this socket in a channel's room (members only: anyone else gets a 404 answer). */
  'chat:join': ZChatChannelRef,
} as const;

type ServerEventName = keyof typeof SERVER_EVENT_SCHEMAS;
type ClientEventName = keyof typeof CLIENT_EVENT_SCHEMAS;

/** socket.io's typed events, server to client. */
export type ServerToClientEvents = {
  [E in ServerEventName]: (payload: z.output<(typeof SERVER_EVENT_SCHEMAS)[E]>) => void;
};

/** socket.io's typed events, client to server; each may ask for an acknowledgement. */
export type ClientToServerEvents = {
  [E in ClientEventName]: (
    payload: z.input<(typeof CLIENT_EVENT_SCHEMAS)[E]>,
    ack?: (answer: TSocketAck) => void,
  ) => void;
};

export type TServerEventName = ServerEventName;
export type TClientEventName = ClientEventName;
export type TServerEventPayload<E extends ServerEventName> = z.output<
  (typeof SERVER_EVENT_SCHEMAS)[E]
>;
