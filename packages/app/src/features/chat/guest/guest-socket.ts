import { useEffect, useRef, useState } from 'react';
import { io } from 'socket.io-client';

import type { ServerToClientEvents, TGuestAccessEndedEvent } from '@portal/contracts';

import type { AppSocket } from '@/lib/realtime/socket';

/** The handshake's refusal when the guest's access has ended (docs/api.md, Real time). */
const ACCESS_ENDED_AT_HANDSHAKE = 'Your access to this conversation has ended.';

/**
 * Opens the guest's own socket: its token in `auth` (never in the URL) and `query: { guestId }`
 * instead of a user id; the server puts it in its one channel's room only. `auth` is read again
 * on every reconnect, so a renewed token is used from then on.
 */
export function openGuestSocket(guestId: string, getToken: () => string): AppSocket {
  return io(window.location.origin, {
    transports: ['websocket'],
    query: { guestId },
    auth: (send) => send({ token: getToken() }),
  });
}

export interface GuestSocketOptions {
  guestId: string;
  /** The guest's current token (renewed while the page is open). */
  getToken: () => string;
  /** Access ended: removed, invitation withdrawn, channel deleted (or refused at the handshake). */
  onEnded: (event: Pick<TGuestAccessEndedEvent, 'message'>) => void;
}

/** The guest's socket while the conversation is shown; null until it has connected. */
export function useGuestSocket({ guestId, getToken, onEnded }: GuestSocketOptions) {
  const [socket, setSocket] = useState<AppSocket | null>(null);
  const latest = useRef({ getToken, onEnded });
  useEffect(() => {
    latest.current = { getToken, onEnded };
  });
  useEffect(() => {
    const opened = openGuestSocket(guestId, () => latest.current.getToken());
    let retry: ReturnType<typeof setTimeout> | undefined;
    const share = () => setSocket(opened);
    const ended: ServerToClientEvents['guest_access_ended'] = (event) =>
      latest.current.onEnded(event);
    const refused = (error: Error) => {
      if (error.message === ACCESS_ENDED_AT_HANDSHAKE) {
        latest.current.onEnded({ message: error.message });
      } else if (!opened.active) {
        // A refused handshake is not retried by socket.io; the token may have been renewed since.
        clearTimeout(retry);
        retry = setTimeout(() => opened.connect(), 5000);
      }
    };
    opened.on('connect', share);
    opened.on('guest_access_ended', ended);
    opened.on('connect_error', refused);
    return () => {
      clearTimeout(retry);
      opened.off('connect', share);
      opened.off('guest_access_ended', ended);
      opened.off('connect_error', refused);
      opened.disconnect();
      setSocket(null);
    };
  }, [guestId]);
  return socket;
}
