import { useEffect, useRef } from 'react';

import type { TChatChannel } from '@portal/contracts';

import type { ChatCall } from '../api/chat-call';

/** How long the latest message must be in view before the read marker moves. */
const AFTER_MS = 600;

/** Where the server put the caller's read marker, and what is left unread. */
export interface ReadMarker {
  channelId: string;
  memberId: string;
  seq: number;
  unreadCount: number;
}

export interface MarkReadOptions {
  channel: TChatChannel | undefined;
  lastSeq: number;
  isAtBottom: boolean;
  myId: string | null;
  /** How the viewer calls the API: a member's session, or a guest's token. */
  call: ChatCall;
  /** The server's answer while the conversation is open (the member's list count follows it). */
  onRead?: (marker: ReadMarker) => void;
  /**
   * The read marker as it is now, when it went back while the conversation is open (Mark as
   * unread); the channel's own otherwise.
   */
  readSeq?: number | null;
  /**
   * Nothing is marked read meanwhile: just after Mark as unread, until the reader scrolls, sends,
   * or comes back to the conversation.
   */
  isPaused?: boolean;
}

/**
 * Moves the caller's read marker to `lastSeq` while the conversation's latest message is in view
 * and the tab is visible (and it is not paused); `onRead` gets the server's answer.
 */
export function useMarkRead({
  channel,
  lastSeq,
  isAtBottom,
  myId,
  call,
  onRead,
  readSeq: movedBack = null,
  isPaused = false,
}: MarkReadOptions) {
  const sent = useRef(0);
  // The answer may come after the conversation closed, when its cache is gone: dropped then.
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);
  const latest = useRef({ call, onRead });
  useEffect(() => {
    latest.current = { call, onRead };
  });
  const channelId = channel?.id;
  const readSeq = movedBack ?? channel?.lastReadSeq ?? 0;
  useEffect(() => {
    sent.current = 0;
  }, [channelId, movedBack]);
  useEffect(() => {
    if (!channelId || !myId || !isAtBottom || isPaused) return undefined;
    if (lastSeq <= Math.max(readSeq, sent.current)) return undefined;
    const timer = setTimeout(() => {
      if (document.visibilityState === 'hidden') return;
      sent.current = lastSeq;
      latest.current
        .call('markChannelRead', { params: { id: channelId }, body: { seq: lastSeq } })
        .then(({ data }) => {
          if (!isMounted.current) return;
          latest.current.onRead?.({
            channelId,
            memberId: myId,
            seq: data.lastReadSeq,
            unreadCount: data.unreadCount,
          });
        })
        .catch(() => {
          sent.current = 0; // tried again on the next message
        });
    }, AFTER_MS);
    return () => clearTimeout(timer);
  }, [channelId, myId, isAtBottom, isPaused, lastSeq, readSeq]);
}
