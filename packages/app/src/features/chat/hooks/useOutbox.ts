import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';

import type { TChatMessage } from '@portal/contracts';

import { errorMessage } from '@/lib/http/errors';
import { useSocket } from '@/lib/realtime/SocketProvider';

import type { AttachmentUpload } from '../api/attachments';
import type { ChatCall } from '../api/chat-call';
import { drainOutbox, type OutboxItem } from '../utils/outbox';
import {
  newClientId,
  type PendingMessage,
  type PendingReply,
  type TimelineAction,
} from '../utils/timeline';

export interface OutboxOptions {
  channelId: string;
  call: ChatCall;
  /** One's messages not yet stored (the timeline's), for Retry. */
  pending: PendingMessage[];
  dispatch: Dispatch<TimelineAction>;
  /** One's own message was stored. */
  onStored?: ((message: TChatMessage) => void) | undefined;
  /** Sends a message with a file; without it a file is not sent. */
  upload?: AttachmentUpload | undefined;
}

/**
 * The outbox: one's messages in the order they were written, shown at once as "Sending…" under
 * a fresh `clientId`, and sent one at a time, so that they are stored in that order. Without a
 * network the first one waits at its head (still "Sending…") and the rest behind it; they go,
 * once each, when the browser is online again or the socket reconnects. A refusal marks that one
 * failed; Retry sends it again with its first `clientId`, so it is never stored twice.
 */
export function useOutbox({ channelId, call, pending, dispatch, onStored, upload }: OutboxOptions) {
  // The handlers read the newest state and callbacks without being made anew on every change.
  const latest = useRef({ call, pending, onStored, upload });
  useEffect(() => {
    latest.current = { call, pending, onStored, upload };
  });
  const socket = useSocket();
  const outbox = useRef<OutboxItem[]>([]);
  const isFlushing = useRef(false);
  const [isWaitingForNetwork, setWaitingForNetwork] = useState(false);

  /** A message with its file (multipart), its progress shown in whole percents. */
  const sendWithFile = useCallback(
    (clientId: string, text: string, file: File, replyToId: string | undefined) => {
      const { upload: send } = latest.current;
      if (!send) return Promise.reject(new Error('Files cannot be sent here.'));
      let shown = 0;
      return send({
        channelId,
        clientId,
        text,
        file,
        replyToId,
        onProgress: (fraction) => {
          if (Math.floor(fraction * 100) === Math.floor(shown * 100)) return;
          shown = fraction;
          dispatch({ type: 'progress', clientId, progress: fraction });
        },
      });
    },
    [channelId, dispatch],
  );

  const flush = useCallback(async () => {
    if (isFlushing.current) return;
    isFlushing.current = true;
    try {
      const result = await drainOutbox(outbox.current, {
        send: async ({ clientId, text, file, replyToId }) => {
          const { data } = file
            ? await sendWithFile(clientId, text, file, replyToId)
            : await latest.current.call('sendMessage', {
                params: { id: channelId },
                body: { text, clientId, ...(replyToId ? { replyToId } : {}) },
              });
          return data;
        },
        onStored: (message) => {
          dispatch({ type: 'received', messages: [message] });
          latest.current.onStored?.(message);
        },
        onRefused: ({ clientId }, error) =>
          dispatch({ type: 'failed', clientId, error: errorMessage(error, 'Not sent.') }),
      });
      setWaitingForNetwork(result === 'waiting-for-network');
    } finally {
      isFlushing.current = false;
    }
  }, [channelId, dispatch, sendWithFile]);

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
    (clientId: string, text: string, file?: File, replyTo?: PendingReply) => {
      const createdAt = new Date().toISOString();
      dispatch({ type: 'sending', clientId, text, createdAt, file, replyTo });
      outbox.current.push({
        clientId,
        text,
        ...(file ? { file } : {}),
        ...(replyTo ? { replyToId: replyTo.id } : {}),
      });
      return flush();
    },
    [dispatch, flush],
  );

  /**
   * Sends the words, and a file with them if there is one (the file is kept for a retry), as a
   * reply to `replyTo` when given.
   */
  const send = useCallback(
    (text: string, file?: File, replyTo?: PendingReply) =>
      deliver(newClientId(), text, file, replyTo),
    [deliver],
  );

  /** Sends a failed message again with its first `clientId`: stored once whatever happened. */
  const retry = useCallback(
    (clientId: string) => {
      const item = latest.current.pending.find((waiting) => waiting.clientId === clientId);
      if (item && !outbox.current.some((queued) => queued.clientId === clientId)) {
        void deliver(clientId, item.text, item.file, item.replyTo);
      }
    },
    [deliver],
  );

  const discard = useCallback(
    (clientId: string) => dispatch({ type: 'discarded', clientId }),
    [dispatch],
  );

  return {
    send,
    retry,
    discard,
    /** Messages wait in the outbox because the network is gone. */
    isWaitingForNetwork,
  };
}
