import { useEffect, useRef } from 'react';

import type { TChatChannel } from '@portal/contracts';

import { callApi } from '@/lib/http/client';

import { useChatCache } from '../api/hooks';
import { applyRead } from '../utils/channel-list';

/** How long the latest message must be in view before the read marker moves. */
const AFTER_MS = 600;

/**
 * Moves the caller's read marker to `lastSeq` while the conversation's latest message is in view
 * and the tab is visible; the list's count follows the server's answer.
 */
export function useMarkRead(
  channel: TChatChannel | undefined,
  lastSeq: number,
  isAtBottom: boolean,
  myId: string | null,
) {
  const sent = useRef(0);
  // The answer may come after the conversation closed, when its cache is gone: dropped then.
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);
  const { updateChannelList } = useChatCache();
  const channelId = channel?.id;
  const readSeq = channel?.lastReadSeq ?? 0;
  useEffect(() => {
    sent.current = 0;
  }, [channelId]);
  useEffect(() => {
    if (!channelId || !myId || !isAtBottom || lastSeq <= Math.max(readSeq, sent.current)) {
      return undefined;
    }
    const timer = setTimeout(() => {
      if (document.visibilityState === 'hidden') return;
      sent.current = lastSeq;
      callApi('markChannelRead', { params: { id: channelId }, body: { seq: lastSeq } })
        .then(({ data }) => {
          if (!isMounted.current) return;
          updateChannelList((list) =>
            applyRead(
              list,
              { channelId, memberId: myId, seq: data.lastReadSeq, unreadCount: data.unreadCount },
              myId,
            ),
          );
        })
        .catch(() => {
          sent.current = 0; // tried again on the next message
        });
    }, AFTER_MS);
    return () => clearTimeout(timer);
  }, [channelId, myId, isAtBottom, lastSeq, readSeq, updateChannelList]);
}
