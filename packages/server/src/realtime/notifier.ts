import type { Server } from 'socket.io';

/** How later features reach a user on every open tab: the room `user:<id>`. */
export const userRoom = (userId: string) => `user:${userId}`;

export interface Notifier {
  notifyUser: (userId: string, event: string, payload: unknown) => void;
  /** Closes every socket of the user (account blocked, rejected or deleted). */
  disconnectUser: (userId: string) => void;
}

export function createNotifier(io: Server): Notifier {
  return {
    notifyUser: (userId, event, payload) => {
      io.to(userRoom(userId)).emit(event, payload);
    },
    disconnectUser: (userId) => {
      io.in(userRoom(userId)).disconnectSockets(true);
    },
  };
}
