import type {
  TServerEventName,
  TServerEventPayload,
  TSessionEndReason,
  TSessionEndedPayload,
} from '@portal/contracts';

import type { SocketServer } from './socket.ts';

const END_MESSAGES: Record<TSessionEndReason, string> = {
  blocked: 'Your account has been blocked by the administrator.',
  rejected: 'Your account has been rejected by the administrator.',
  deleted: 'This account has been deleted.',
  'password-reset': 'Your password was reset. Please sign in again.',
  'signed-out': 'You were signed out from another session.',
  'ended-by-admin': 'The administrator signed you out.',
  idle: 'Session expired. Please login again.',
};

/** How features reach a user on every open tab, on every process: the room `user:<id>`. */
export const userRoom = (userId: string) => `user:${userId}`;
/** Every socket of one session (one sign-in), on every process. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

export interface Notifier {
  /** Sends a typed event to every socket of the user. */
  notifyUser: <E extends TServerEventName>(
    userId: string,
    event: E,
    payload: TServerEventPayload<E>,
  ) => void;
  /**
   * Tells every tab of the user why its session ended (`session_ended`), then closes the sockets
   * (account blocked, rejected or deleted, password reset).
   */
  endSessions: (userId: string, reason: TSessionEndReason) => void;
  /** The same for the sockets of one session only (signed out from elsewhere, idle). */
  endSession: (sessionId: string, reason: TSessionEndReason) => void;
}

export function createNotifier(io: SocketServer): Notifier {
  return {
    notifyUser: (userId, event, payload) => {
      // socket.io's emit types cannot follow a generic event name; the signature above does.
      (io.to(userRoom(userId)).emit as (name: string, data: unknown) => boolean)(event, payload);
    },
    endSessions: (userId, reason) => endRoom(io, userRoom(userId), reason),
    endSession: (sessionId, reason) => endRoom(io, sessionRoom(sessionId), reason),
  };
}

/** Tells the sockets of a room why their session ended, then closes them. */
function endRoom(io: SocketServer, name: string, reason: TSessionEndReason): void {
  const payload: TSessionEndedPayload = { reason, message: END_MESSAGES[reason] };
  const room = io.in(name);
  room.emit('session_ended', payload);
  // After the event has been flushed to the local sockets.
  setImmediate(() => room.disconnectSockets(true));
}
