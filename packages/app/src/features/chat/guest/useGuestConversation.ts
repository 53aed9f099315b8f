import { useCallback, useEffect, useReducer, useRef, useState } from 'react';

import type { ServerToClientEvents, TChatMessage } from '@portal/contracts';

import { errorMessage } from '@/lib/http/errors';
import type { AppSocket } from '@/lib/realtime/socket';

import { emptyTimeline, lastSeqOf, newClientId, timelineReducer } from '../utils/timeline';
import { callGuestApi, GuestApiError } from './guest-api';

export interface GuestConversationOptions {
  channelId: string;
  guestId: string;
  /** The guest's current token. */
  getToken: () => string;
  socket: AppSocket | null;
  /** A call was refused as a guest (401, 404): the page renews the session or ends it. */
  onRefused: (error: GuestApiError) => void;
}

/** How many messages a page holds (as for members). */
const PAGE_SIZE = 50;
/** How long a name stays after its last typing signal, and how often the guest's is sent. */
const TYPING_SHOWN_MS = 4000;
const TYPING_EVERY_MS = 2000;

/**
 * The guest's side of one conversation: what `useConversation` does for a member (the latest
 * page, older pages, live messages, the catch-up after a reconnect, one outbox with a `clientId`
 * per message), over the guest's own token and socket; plus who is typing and the read marker.
 */
export function useGuestConversation({
  channelId,
  guestId,
  getToken,
  socket,
  onRefused,
}: GuestConversationOptions) {
  const [timeline, dispatch] = useReducer(timelineReducer, emptyTimeline);
  // A reducer's dispatch, as in useConversation: loading is started from an effect.
  const [loadError, setLoadError] = useReducer(
    (_: string | null, next: string | null) => next,
    null,
  );
  const latest = useRef({ timeline, getToken, onRefused });
  useEffect(() => {
    latest.current = { timeline, getToken, onRefused };
  });

  /** A call with the guest's token; a refusal of the guest itself goes to the page. */
  const call = useCallback(async <T>(run: (token: string) => Promise<T>): Promise<T> => {
    try {
      return await run(latest.current.getToken());
    } catch (error) {
      if (error instanceof GuestApiError && (error.status === 401 || error.status === 404)) {
        latest.current.onRefused(error);
      }
      throw error;
    }
  }, []);

  const loadLatest = useCallback(async () => {
    setLoadError(null);
    try {
      const page = await call((token) =>
        callGuestApi(
          'listMessages',
          { params: { id: channelId }, query: { limit: String(PAGE_SIZE) } },
          { token },
        ),
      );
      dispatch({ type: 'latest', page });
    } catch (error) {
      setLoadError(errorMessage(error, 'The messages could not be loaded.'));
    }
  }, [call, channelId]);

  useEffect(() => {
    void loadLatest();
  }, [loadLatest]);

  const loadOlder = useCallback(async () => {
    const first = latest.current.timeline.messages[0];
    if (!first || !latest.current.timeline.hasOlder) return;
    try {
      const page = await call((token) =>
        callGuestApi(
          'listMessages',
          {
            params: { id: channelId },
            query: { before: String(first.seq), limit: String(PAGE_SIZE) },
          },
          { token },
        ),
      );
      dispatch({ type: 'older', page });
    } catch (error) {
      setLoadError(errorMessage(error, 'The older messages could not be loaded.'));
    }
  }, [call, channelId]);

  // Live messages, and what was missed while the socket was down.
  useEffect(() => {
    if (!socket) return undefined;
    const receive = (messages: readonly TChatMessage[]) => {
      const own = messages.filter((message) => message.channelId === channelId);
      if (own.length) dispatch({ type: 'received', messages: own });
    };
    const onMessage: ServerToClientEvents['chat:message'] = (message) => receive([message]);
    const onMessages: ServerToClientEvents['chat:messages'] = ({ messages }) => receive(messages);
    const onChanged: ServerToClientEvents['chat:message-updated'] = (message) => {
      if (message.channelId === channelId) dispatch({ type: 'changed', message });
    };
    const catchUp = async () => {
      if (!latest.current.timeline.isLoaded) return void loadLatest();
      try {
        let from = lastSeqOf(latest.current.timeline);
        for (let hasMore = true; hasMore;) {
          const page = await call((token) =>
            callGuestApi(
              'listMessages',
              { params: { id: channelId }, query: { after: String(from), limit: '200' } },
              { token },
            ),
          );
          dispatch({ type: 'caught-up', page });
          hasMore = page.hasMore && page.data.length > 0;
          from = page.data.at(-1)?.seq ?? from;
        }
      } catch {
        // The next reconnect tries again.
      }
    };
    const onConnect = () => void catchUp();
    socket.on('chat:message', onMessage);
    socket.on('chat:messages', onMessages);
    socket.on('chat:message-updated', onChanged);
    socket.on('chat:message-deleted', onChanged);
    socket.on('connect', onConnect);
    return () => {
      socket.off('chat:message', onMessage);
      socket.off('chat:messages', onMessages);
      socket.off('chat:message-updated', onChanged);
      socket.off('chat:message-deleted', onChanged);
      socket.off('connect', onConnect);
    };
  }, [socket, channelId, call, loadLatest]);

  // The outbox: sent one at a time, in order; without a network the head waits for it.
  const outbox = useRef<{ clientId: string; text: string }[]>([]);
  const isFlushing = useRef(false);
  const [isWaitingForNetwork, setWaitingForNetwork] = useState(false);

  const flush = useCallback(async () => {
    if (isFlushing.current) return;
    isFlushing.current = true;
    try {
      for (let next = outbox.current[0]; next; next = outbox.current[0]) {
        const { clientId, text } = next;
        try {
          const { data } = await call((token) =>
            callGuestApi(
              'sendMessage',
              { params: { id: channelId }, body: { text, clientId } },
              { token },
            ),
          );
          dispatch({ type: 'received', messages: [data] });
        } catch (error) {
          if (error instanceof GuestApiError && error.status === 0) {
            setWaitingForNetwork(true);
            return;
          }
          dispatch({ type: 'failed', clientId, error: errorMessage(error, 'Not sent.') });
        }
        outbox.current.shift();
      }
      setWaitingForNetwork(false);
    } finally {
      isFlushing.current = false;
    }
  }, [call, channelId]);

  useEffect(() => {
    const resume = () => void flush();
    window.addEventListener('online', resume);
    socket?.on('connect', resume);
    return () => {
      window.removeEventListener('online', resume);
      socket?.off('connect', resume);
    };
  }, [socket, flush]);

  const deliver = useCallback(
    (clientId: string, text: string) => {
      dispatch({ type: 'sending', clientId, text, createdAt: new Date().toISOString() });
      outbox.current.push({ clientId, text });
      return flush();
    },
    [flush],
  );
  const send = useCallback((text: string) => deliver(newClientId(), text), [deliver]);
  const retry = useCallback(
    (clientId: string) => {
      const item = latest.current.timeline.pending.find((pending) => pending.clientId === clientId);
      if (item && !outbox.current.some((queued) => queued.clientId === clientId)) {
        void deliver(clientId, item.text);
      }
    },
    [deliver],
  );
  const discard = useCallback((clientId: string) => dispatch({ type: 'discarded', clientId }), []);

  // Who is typing: their member ids, each until a message from them or 4 s of silence.
  const [typing, setTyping] = useState<ReadonlyMap<string, number>>(new Map());
  useEffect(() => {
    if (!socket) return undefined;
    const onTypingEvent: ServerToClientEvents['chat:typing'] = (event) => {
      if (event.channelId !== channelId || event.memberId === guestId) return;
      setTyping((current) => new Map(current).set(event.memberId, Date.now()));
    };
    const onMessage: ServerToClientEvents['chat:message'] = (message) => {
      const authorId = message.author?.id;
      if (!authorId) return;
      setTyping((current) => {
        if (!current.has(authorId)) return current;
        const next = new Map(current);
        next.delete(authorId);
        return next;
      });
    };
    socket.on('chat:typing', onTypingEvent);
    socket.on('chat:message', onMessage);
    return () => {
      socket.off('chat:typing', onTypingEvent);
      socket.off('chat:message', onMessage);
    };
  }, [socket, channelId, guestId]);
  useEffect(() => {
    if (typing.size === 0) return undefined;
    const timer = setInterval(() => {
      const now = Date.now();
      setTyping((current) => {
        const next = new Map([...current].filter(([, since]) => now - since < TYPING_SHOWN_MS));
        return next.size === current.size ? current : next;
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [typing.size]);
  const lastTypingSent = useRef(0);
  const onTyping = useCallback(() => {
    const now = Date.now();
    if (!socket || now - lastTypingSent.current < TYPING_EVERY_MS) return;
    lastTypingSent.current = now;
    socket.emit('chat:typing', { channelId });
  }, [socket, channelId]);

  // The read marker follows the latest message while it is in view and the tab is visible.
  const [isAtBottom, setAtBottom] = useState(true);
  const readSent = useRef(0);
  const lastSeq = lastSeqOf(timeline);
  useEffect(() => {
    if (!isAtBottom || lastSeq <= readSent.current) return undefined;
    const timer = setTimeout(() => {
      if (document.visibilityState === 'hidden') return;
      readSent.current = lastSeq;
      call((token) =>
        callGuestApi(
          'markChannelRead',
          { params: { id: channelId }, body: { seq: lastSeq } },
          { token },
        ),
      ).catch(() => {
        readSent.current = 0; // tried again on the next message
      });
    }, 600);
    return () => clearTimeout(timer);
  }, [call, channelId, isAtBottom, lastSeq]);

  return {
    timeline,
    loadError,
    reload: loadLatest,
    loadOlder,
    send,
    retry,
    discard,
    isWaitingForNetwork,
    typingIds: [...typing.keys()],
    onTyping,
    setAtBottom,
  };
}
