import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

import type { ServerToClientEvents } from '@portal/contracts';

import { getStoredToken } from '@/lib/session/token';

import type { AppSocket } from './socket';

const SocketContext = createContext<AppSocket | null>(null);

export interface SocketProviderProps {
  /** The signed-in user; no socket without one (spec section 4). */
  userId: string | null;
  providerId: string | null;
  children: ReactNode;
}

/** One socket per signed-in session, shared by every feature below it. */
export function SocketProvider({ userId, providerId, children }: SocketProviderProps) {
  const [socket, setSocket] = useState<AppSocket | null>(null);
  useEffect(() => {
    const token = getStoredToken();
    if (!userId || !token) return undefined;
    let opened: AppSocket | undefined;
    let isCancelled = false;
    // Shared once connected: nothing arrives before, and features then listen on a live socket.
    const share = () => {
      if (opened) setSocket(opened);
    };
    // socket.io's client (~13 KB gzip) loads after the first render: the screen shows without
    // waiting for it, and what happened meanwhile is fetched over HTTP, as after any reconnect.
    void import('./socket').then(({ openSocket }) => {
      if (isCancelled) return;
      opened = openSocket({ userId, providerId, token });
      opened.on('connect', share);
    });
    return () => {
      isCancelled = true;
      opened?.off('connect', share);
      opened?.disconnect();
      setSocket(null);
    };
  }, [userId, providerId]);
  return <ProvideSocket socket={socket}>{children}</ProvideSocket>;
}

export interface ProvideSocketProps {
  /** The socket the features below listen on; null while it is not connected. */
  socket: AppSocket | null;
  children: ReactNode;
}

/**
 * Shares a socket opened elsewhere (a chat guest's own) with everything below it, so that
 * `useSocket` and `useSocketEvent` work the same on it as on the session's.
 */
export function ProvideSocket({ socket, children }: ProvideSocketProps) {
  return <SocketContext.Provider value={socket}>{children}</SocketContext.Provider>;
}

/** The session's socket, or null while there is none (signed out, or not connected yet). */
export function useSocket(): AppSocket | null {
  return useContext(SocketContext);
}

/**
 * Listens to a server event while the component is mounted; the listener is removed on cleanup
 * (spec section 4). The latest `handler` runs, without re-subscribing on every render.
 */
export function useSocketEvent<E extends keyof ServerToClientEvents>(
  name: E,
  handler: ServerToClientEvents[E],
): void {
  const socket = useSocket();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!socket) return undefined;
    const listener = ((...args: Parameters<ServerToClientEvents[E]>) =>
      (latest.current as (...a: Parameters<ServerToClientEvents[E]>) => void)(
        ...args,
      )) as ServerToClientEvents[E];
    // socket.io's typed `on` cannot follow a generic event name; the signature above does.
    (socket.on as (event: E, fn: ServerToClientEvents[E]) => void)(name, listener);
    return () => {
      (socket.off as (event: E, fn: ServerToClientEvents[E]) => void)(name, listener);
    };
  }, [socket, name]);
}
