import { io, type Socket } from 'socket.io-client';

import { SOCKET_EVENTS, type TSessionEndedPayload } from '@portal/contracts';

/** The real-time payload of spec section 3. */
export interface NotificationPayload {
  title: string;
  message: string;
}

export interface RealtimeOptions {
  userId: string;
  providerId: string | null;
  token: string;
  onNotification: (payload: NotificationPayload) => void;
  /** The server ended this session (account blocked, rejected, deleted, password reset). */
  onSessionEnded: (payload: TSessionEndedPayload) => void;
  /** Where the API lives; the page's own origin by default. */
  url?: string;
}

/**
 * Opens the socket of spec section 7: websocket transport only, query providerId and userId,
 * and the session token in the handshake's `auth` (never in the URL). Returns the cleanup that
 * removes the listener and disconnects.
 */
export function connectRealtime({
  userId,
  providerId,
  token,
  onNotification,
  onSessionEnded,
  url,
}: RealtimeOptions) {
  const socket: Socket = io(url ?? window.location.origin, {
    transports: ['websocket'],
    query: { userId, providerId: providerId ?? '' },
    auth: { token },
  });
  const onConnectError = (error: Error) => {
    // Spec: connection errors are only logged; the client retries by itself.
    console.warn('Real-time connection failed:', error.message);
  };
  socket.on('connect_error', onConnectError);
  socket.on(SOCKET_EVENTS.newNotification, onNotification);
  socket.on(SOCKET_EVENTS.sessionEnded, onSessionEnded);
  return () => {
    socket.off(SOCKET_EVENTS.newNotification, onNotification);
    socket.off(SOCKET_EVENTS.sessionEnded, onSessionEnded);
    socket.off('connect_error', onConnectError);
    socket.disconnect();
  };
}
