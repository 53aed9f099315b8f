import { useCallback, useEffect, useReducer, useRef, useState } from 'react';

import type { TChatMessage, TMessageListResponse } from '@portal/contracts';

import { ApiError, errorMessage } from '@/lib/http/errors';
import { useSocket, useSocketEvent } from '@/lib/realtime/SocketProvider';

import type { AttachmentUpload } from '../api/attachments';
import type { ChatCall } from '../api/chat-call';
import { askLatestPage, PAGE_SIZE } from '../api/latest-page';
import { emptyTimeline, lastSeqOf, newClientId, timelineReducer } from '../utils/timeline';

/** How many older messages a step holds on the way to a message to open at (the server's most). */
const FOCUS_PAGE_SIZE = 200;

export interface MessageTimelineOptions {
  channelId: string;
  /** How the viewer calls the API: a member's session, or a guest's token. */
  call: ChatCall;
  /** One's own message was stored (the member's channel list shows it as the latest). */
  onStored?: (message: TChatMessage) => void;
  /** Sends a message with a file; without it (a guest) a file is not sent. */
  upload?: AttachmentUpload;
  /** A message to open at (a search result): older pages are loaded until it is held. */
  focusSeq?: number | null;
  /**
   * The latest page, already asked for while the channel's details came (one round trip to open
   * instead of two); used for the first load only, and asked again if it failed.
   */
  firstPage?: Promise<TMessageListResponse> | null;
}

/**
 * One conversation's messages, for a member or a guest alike: the latest page on opening, older
 * pages on demand, live messages, edits and deletions from the socket of `useSocket`, the
 * catch-up after a reconnect, and optimistic sending with a `clientId`, so that a retry is never
 * stored twice.
 */
export function useMessageTimeline({
  channelId,
  call,
  onStored,
  upload,
  focusSeq = null,
  firstPage = null,
}: MessageTimelineOptions) {
  const [timeline, dispatch] = useReducer(timelineReducer, emptyTimeline);
  const [loadError, setLoadError] = useReducer(
    (_: string | null, next: string | null) => next,
    null,
  );
  // The handlers read the newest state and callbacks without being made anew on every change.
  const latest = useRef({ timeline, call, onStored, upload });
  useEffect(() => {
    latest.current = { timeline, call, onStored, upload };
  });
  const isLoadingOlder = useRef(false);
  const socket = useSocket();
  const aheadPage = useRef(firstPage);

  /** Everything stored after `from`, with edits and deletions since, in steps of 200. */
  const fetchAfter = useCallback(
    async (from: number) => {
      for (let after = from, hasMore = true; hasMore;) {
        const page = await latest.current.call('listMessages', {
          params: { id: channelId },
          query: { after: String(after), limit: '200' },
        });
        dispatch({ type: 'caught-up', page });
        const last = page.data.at(-1)?.seq ?? after;
        hasMore = page.hasMore && last > after; // never asks for the same page twice
        after = last;
      }
    },
    [channelId],
  );

  const loadLatest = useCallback(async () => {
    setLoadError(null);
    const ahead = aheadPage.current;
    aheadPage.current = null;
    try {
      const early = ahead && (await ahead.catch(() => null));
      const page = early ?? (await askLatestPage(latest.current.call, channelId));
      dispatch({ type: 'latest', page });
      // A page asked for before this conversation listened to the socket: what came in between
      // is fetched (the screen shows the page meanwhile).
      // (A failure here is caught up on the next reconnect.)
      if (early) await fetchAfter(early.lastSeq).catch(() => undefined);
    } catch (error) {
      setLoadError(errorMessage(error, 'The messages could not be loaded.'));
    }
  }, [channelId, fetchAfter]);

  useEffect(() => {
    dispatch({ type: 'reset' });
    void loadLatest();
  }, [loadLatest]);

  // Being sure to be in the channel's room (a channel created while connected).
  useEffect(() => {
    socket?.emit('chat:join', { channelId });
  }, [socket, channelId]);

  /** What was missed while the socket was down: new messages, and edits and deletions since. */
  const catchUp = useCallback(async () => {
    const after = lastSeqOf(latest.current.timeline);
    if (!latest.current.timeline.isLoaded) return void loadLatest();
    try {
      await fetchAfter(after);
    } catch {
      // The next reconnect tries again; the list stays as it was.
    }
  }, [loadLatest, fetchAfter]);

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

  const loadOlder = useCallback(
    async (limit = PAGE_SIZE) => {
      const first = latest.current.timeline.messages[0];
      if (!first || !latest.current.timeline.hasOlder || isLoadingOlder.current) return;
      isLoadingOlder.current = true;
      try {
        const page = await latest.current.call('listMessages', {
          params: { id: channelId },
          query: { before: String(first.seq), limit: String(limit) },
        });
        dispatch({ type: 'older', page });
      } catch (error) {
        setLoadError(errorMessage(error, 'The older messages could not be loaded.'));
      } finally {
        isLoadingOlder.current = false;
      }
    },
    [channelId],
  );

  // Opening at a message: older pages, one after the other, until it is held (a failure stops
  // with the error shown, and Retry opens the conversation again).
  const firstSeq = timeline.messages[0]?.seq;
  useEffect(() => {
    if (focusSeq === null || !timeline.hasOlder || firstSeq === undefined) return;
    if (firstSeq > focusSeq) void loadOlder(FOCUS_PAGE_SIZE);
  }, [focusSeq, firstSeq, timeline.hasOlder, loadOlder]);

  // The outbox: one's messages in the order they were written, sent one at a time, so that they
  // are stored in that order. Without a network the first one waits at its head (still
  // "Sending…") and the rest behind it; they go, once each, when the connection is back.
  const outbox = useRef<{ clientId: string; text: string; file?: File }[]>([]);
  const isFlushing = useRef(false);
  const [isWaitingForNetwork, setWaitingForNetwork] = useState(false);

  /** A message with its file (multipart), its progress shown in whole percents. */
  const sendWithFile = useCallback(
    (clientId: string, text: string, file: File) => {
      const { upload: send } = latest.current;
      if (!send) return Promise.reject(new Error('Files cannot be sent here.'));
      let shown = 0;
      return send({
        channelId,
        clientId,
        text,
        file,
        onProgress: (fraction) => {
          if (Math.floor(fraction * 100) === Math.floor(shown * 100)) return;
          shown = fraction;
          dispatch({ type: 'progress', clientId, progress: fraction });
        },
      });
    },
    [channelId],
  );

  const flush = useCallback(async () => {
    if (isFlushing.current) return;
    isFlushing.current = true;
    try {
      for (let next = outbox.current[0]; next; next = outbox.current[0]) {
        const { clientId, text, file } = next;
        try {
          const { data } = file
            ? await sendWithFile(clientId, text, file)
            : await latest.current.call('sendMessage', {
                params: { id: channelId },
                body: { text, clientId },
              });
          dispatch({ type: 'received', messages: [data] });
          latest.current.onStored?.(data);
        } catch (error) {
          if (error instanceof ApiError && error.status === 0) {
            // No answer at all: the same clientId goes again when the network is back, and
            // the server stores it once even if the first try did reach it.
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
  }, [channelId, sendWithFile]);

  // Back online (the browser says so, or the socket reconnected): what waits goes out.
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
    (clientId: string, text: string, file?: File) => {
      dispatch({ type: 'sending', clientId, text, createdAt: new Date().toISOString(), file });
      outbox.current.push(file ? { clientId, text, file } : { clientId, text });
      return flush();
    },
    [flush],
  );

  /** Sends the words, and a file with them if there is one (the file is kept for a retry). */
  const send = useCallback(
    (text: string, file?: File) => deliver(newClientId(), text, file),
    [deliver],
  );

  /** Sends a failed message again with its first `clientId`: stored once whatever happened. */
  const retry = useCallback(
    (clientId: string) => {
      const item = latest.current.timeline.pending.find((pending) => pending.clientId === clientId);
      if (item && !outbox.current.some((queued) => queued.clientId === clientId)) {
        void deliver(clientId, item.text, item.file);
      }
    },
    [deliver],
  );

  const discard = useCallback((clientId: string) => dispatch({ type: 'discarded', clientId }), []);

  /** Shows the server's new version of a message (after an edit or a deletion of one's own). */
  const showChanged = useCallback(
    (message: TChatMessage) => dispatch({ type: 'changed', message }),
    [],
  );

  return {
    timeline,
    loadError,
    reload: loadLatest,
    loadOlder,
    send,
    retry,
    discard,
    showChanged,
    /** Messages wait in the outbox because the network is gone. */
    isWaitingForNetwork,
  };
}
