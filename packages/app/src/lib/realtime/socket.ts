import { io, type Socket } from 'socket.io-client';

import type { ClientToServerEvents, ServerToClientEvents } from '@portal/contracts';

/** The app's socket, typed with the events of @portal/contracts. */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface SocketOptions {
  userId: string;
  providerId: string | null;
  token: string;
  /** Where the API lives; the page's own origin by default. */
  url?: string;
}

/**
 * Opens the socket of spec section 7: websocket transport only, query providerId and userId, and
 * the session token in the handshake's `auth` (never in the URL). Connection errors are only
 * logged; socket.io retries by itself.
 */
export function openSocket({ userId, providerId, token, url }: SocketOptions): AppSocket {
  const socket: AppSocket = io(url ?? window.location.origin, {
    transports: ['websocket'],
    query: { userId, providerId: providerId ?? '' },
    auth: { token },
  });
  socket.on('connect_error', (error: Error) => {
    console.warn('Real-time connection failed:', error.message);
  });
  return socket;
}
