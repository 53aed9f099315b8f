import type { Server } from 'socket.io';

import { SOCKET_EVENTS } from '@portal/contracts';
import type { TSessionEndReason, TSessionEndedPayload } from '@portal/contracts';

const END_MESSAGES: Record<TSessionEndReason, string> = {
  blocked: 'Your account has been blocked by the administrator.',
  rejected: 'Your account has been rejected by the administrator.',
  deleted: 'This account has been deleted.',
  'password-reset': 'Your password was reset. Please sign in again.',
};

/** How later features reach a user on every open tab: the room `user:<id>`. */
export const userRoom = (userId: string) => `user:${userId}`;

export interface Notifier {
  notifyUser: (userId: string, event: string, payload: unknown) => void;
  /**
   * Tells every tab of the user why its session ended (`session_ended`), then closes the sockets
   * (account blocked, rejected or deleted, password reset).
   */
  endSessions: (userId: string, reason: TSessionEndReason) => void;
}

export function createNotifier(io: Server): Notifier {
  return {
    notifyUser: (userId, event, payload) => {
      io.to(userRoom(userId)).emit(event, payload);
    },
    endSessions: (userId, reason) => {
      const payload: TSessionEndedPayload = { reason, message: END_MESSAGES[reason] };
      const room = io.in(userRoom(userId));
      room.emit(SOCKET_EVENTS.sessionEnded, payload);
      // After the event has been flushed to the local sockets.
      setImmediate(() => room.disconnectSockets(true));
    },
  };
}
