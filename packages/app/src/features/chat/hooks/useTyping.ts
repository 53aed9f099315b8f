import { useCallback, useEffect, useRef, useState } from 'react';

import { useSocket, useSocketEvent } from '@/lib/realtime/SocketProvider';

/** How long a name stays after its last typing signal. */
const SHOWN_FOR_MS = 4000;
/** How often this tab says it is typing (the server forwards at most one per 2 s). */
const SEND_EVERY_MS = 2000;

/**
 * Who is typing in a channel (their member ids, newest last), and `onTyping` for the composer,
 * which tells the others at most once every 2 seconds. Mount it anew for each channel (`key`).
 */
export function useTyping(channelId: string, myId: string | null) {
  const socket = useSocket();
  const [typing, setTyping] = useState<ReadonlyMap<string, number>>(new Map());
  const lastSent = useRef(0);

  useSocketEvent('chat:typing', (event) => {
    if (event.channelId !== channelId || event.memberId === myId) return;
    setTyping((current) => new Map(current).set(event.memberId, Date.now()));
  });
  // A message from someone means they stopped typing.
  useSocketEvent('chat:message', (message) => {
    const authorId = message.author?.id;
    if (message.channelId !== channelId || !authorId) return;
    setTyping((current) => {
      if (!current.has(authorId)) return current;
      const next = new Map(current);
      next.delete(authorId);
      return next;
    });
  });

  useEffect(() => {
    if (typing.size === 0) return undefined;
    const timer = setInterval(() => {
      const now = Date.now();
      setTyping((current) => {
        const next = new Map([...current].filter(([, since]) => now - since < SHOWN_FOR_MS));
        return next.size === current.size ? current : next;
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [typing.size]);

  const onTyping = useCallback(() => {
    const now = Date.now();
    if (!socket || now - lastSent.current < SEND_EVERY_MS) return;
    lastSent.current = now;
    socket.emit('chat:typing', { channelId });
  }, [socket, channelId]);

  return { typingIds: [...typing.keys()], onTyping };
}
