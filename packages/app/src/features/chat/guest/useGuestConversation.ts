import { useCallback, useEffect, useRef, useState } from 'react';

import type { TChatChannelDetail, TChatMessage } from '@portal/contracts';

import { notifyFailure } from '@/lib/http/notify-failure';

import type { ChatCall } from '../api/chat-call';
import { useMarkRead } from '../hooks/useMarkRead';
import { useMessageTimeline } from '../hooks/useMessageTimeline';
import { useTyping } from '../hooks/useTyping';
import { lastSeqOf } from '../utils/timeline';
import { callGuestApi, GuestApiError } from './guest-api';

export interface GuestConversationOptions {
  channel: TChatChannelDetail;
  guestId: string;
  /** The guest's current token. */
  getToken: () => string;
  /** A call was refused as a guest (401, 404): the page renews the session or ends it. */
  onRefused: (error: GuestApiError) => void;
}

/**
 * The guest's side of one conversation: the member's timeline, typing line, read marker and
 * reactions over the guest's token, with no channel list to update and no edit or delete. It listens on the
 * socket of `useSocket`: render it below `ProvideSocket` with the guest's socket.
 */
export function useGuestConversation({
  channel,
  guestId,
  getToken,
  onRefused,
}: GuestConversationOptions) {
  const latest = useRef({ getToken, onRefused });
  useEffect(() => {
    latest.current = { getToken, onRefused };
  });

  /** A call with the guest's token; a refusal of the guest itself goes to the page. */
  const call = useCallback<ChatCall>(async (name, request) => {
    try {
      return await callGuestApi(name, request, { token: latest.current.getToken() });
    } catch (error) {
      if (error instanceof GuestApiError && (error.status === 401 || error.status === 404)) {
        latest.current.onRefused(error);
      }
      throw error;
    }
  }, []);

  const conversation = useMessageTimeline({ channelId: channel.id, call });
  const typing = useTyping(channel.id, guestId);
  const [isAtBottom, setAtBottom] = useState(true);
  useMarkRead({
    channel,
    lastSeq: lastSeqOf(conversation.timeline),
    isAtBottom,
    myId: guestId,
    call,
  });

  const { dispatch } = conversation;
  /** Guests react too (issue 36): shown at once, taken back with a toast when refused. */
  const react = useCallback(
    async (message: TChatMessage, emoji: string, reacted: boolean) => {
      const change = { type: 'reacted', seq: message.seq, emoji, memberId: guestId } as const;
      dispatch({ ...change, reacted });
      try {
        const { data } = await call('setReaction', {
          params: { id: channel.id, messageId: message.id },
          body: { emoji, reacted },
        });
        dispatch({ type: 'reactions', event: data });
      } catch (error) {
        dispatch({ ...change, reacted: !reacted });
        notifyFailure(error, 'The reaction could not be saved.');
      }
    },
    [call, channel.id, guestId, dispatch],
  );

  return { ...conversation, ...typing, setAtBottom, react };
}
