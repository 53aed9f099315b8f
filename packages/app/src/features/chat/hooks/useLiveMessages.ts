import { useCallback, useEffect, useRef, type Dispatch } from 'react';

import type { TChatMessage } from '@portal/contracts';

import { useSocket, useSocketEvent } from '@/lib/realtime/SocketProvider';

import type { ChatCall } from '../api/chat-call';
import { fetchMessagesAfter } from '../api/messages-after';
import { lastSeqOf, type Timeline, type TimelineAction } from '../utils/timeline';

export interface LiveMessagesOptions {
  channelId: string;
  call: ChatCall;
  timeline: Timeline;
  dispatch: Dispatch<TimelineAction>;
  /** Loads the conversation from its latest page (a reconnect before the first page came). */
  loadLatest: () => Promise<void>;
}

/**
 * A conversation kept live over the socket of `useSocket`: it joins the channel's room, takes new
 * messages, edits, deletions and reactions as they come, and after a reconnect (or once the socket is
 * shared, after the first page came over HTTP) fetches what was missed meanwhile.
 */
export function useLiveMessages({
  channelId,
  call,
  timeline,
  dispatch,
  loadLatest,
}: LiveMessagesOptions) {
  const socket = useSocket();
  // The handlers read the newest state and callbacks without being made anew on every change.
  const latest = useRef({ timeline, call });
  useEffect(() => {
    latest.current = { timeline, call };
  });

  // Being sure to be in the channel's room (a channel created while connected).
  useEffect(() => {
    socket?.emit('chat:join', { channelId });
  }, [socket, channelId]);

  /** What was missed while the socket was down: new messages, and edits and deletions since. */
  const catchUp = useCallback(async () => {
    const after = lastSeqOf(latest.current.timeline);
    if (!latest.current.timeline.isLoaded) return void loadLatest();
    try {
      await fetchMessagesAfter(latest.current.call, channelId, after, (page) =>
        dispatch({ type: 'caught-up', page }),
      );
    } catch {
      // The next reconnect tries again; the list stays as it was.
    }
  }, [channelId, dispatch, loadLatest]);

  useEffect(() => {
    if (!socket) return undefined;
    const onConnect = () => void catchUp();
    socket.on('connect', onConnect);
    return () => {
      socket.off('connect', onConnect);
    };
  }, [socket, catchUp]);

  // The socket is shared once connected, which can be after the first page came over HTTP:
  // what was sent in between is fetched once the socket is here.
  const catchUpOnShare = useRef(catchUp);
  useEffect(() => {
    catchUpOnShare.current = catchUp;
  });
  useEffect(() => {
    if (socket && latest.current.timeline.isLoaded) void catchUpOnShare.current();
  }, [socket]);

  const receive = (messages: readonly TChatMessage[]) => {
    const own = messages.filter((message) => message.channelId === channelId);
    if (own.length) dispatch({ type: 'received', messages: own });
  };
  useSocketEvent('chat:message', (message) => receive([message]));
  useSocketEvent('chat:messages', ({ messages }) => receive(messages));
  const change = (message: TChatMessage) => {
    if (message.channelId === channelId) dispatch({ type: 'changed', message });
  };
  useSocketEvent('chat:message-updated', change);
  useSocketEvent('chat:message-deleted', change);
  useSocketEvent('chat:reactions', (event) => {
    if (event.channelId === channelId) dispatch({ type: 'reactions', event });
  });
}
