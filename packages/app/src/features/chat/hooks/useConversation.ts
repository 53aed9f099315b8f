import { useCallback } from 'react';

import type { TChatMessage } from '@portal/contracts';

import { errorMessage } from '@/lib/http/errors';
import { callApi } from '@/lib/http/api';
import { notifyFailure } from '@/lib/http/notify-failure';

import { useMemberAttachmentUpload } from '../api/attachments';
import { callMember } from '../api/chat-call';
import { useChatCache } from '../api/hooks';
import { messageActions } from '../api/message-actions';
import { applyChangedMessage, applyNewMessages, applyRead } from '../utils/channel-list';
import { useMessageTimeline, type MessageTimelineOptions } from './useMessageTimeline';

/**
 * One conversation as a member has it: the timeline of `useMessageTimeline` over the account's
 * session, the channel list kept up to date with one's own messages, and editing and deleting
 * one's own messages.
 */
export function useConversation(
  channelId: string,
  myId: string | null,
  {
    focusSeq = null,
    firstPage = null,
  }: Pick<MessageTimelineOptions, 'focusSeq' | 'firstPage'> = {},
) {
  const { updateChannelList, refreshPins } = useChatCache();
  const onStored = useCallback(
    (message: TChatMessage) =>
      updateChannelList((list) => applyNewMessages(list, channelId, [message], myId)),
    [channelId, myId, updateChannelList],
  );
  const { showChanged, dispatch, ...conversation } = useMessageTimeline({
    channelId,
    call: callMember,
    onStored,
    upload: useMemberAttachmentUpload(),
    focusSeq,
    firstPage,
  });

  const remove = useCallback(
    async (message: TChatMessage) => {
      try {
        const { data } = await callApi('deleteMessage', {
          params: { id: channelId, messageId: message.id },
        });
        showChanged(data);
        updateChannelList((list) => applyChangedMessage(list, data));
      } catch (error) {
        notifyFailure(error, 'The message could not be deleted.');
      }
    },
    [channelId, showChanged, updateChannelList],
  );

  /** Saves a new text of one's own message; a refusal rejects with the server's reason. */
  const edit = useCallback(
    async (message: TChatMessage, text: string) => {
      try {
        const { data } = await callApi('editMessage', {
          params: { id: channelId, messageId: message.id },
          body: { text },
        });
        showChanged(data);
        updateChannelList((list) => applyChangedMessage(list, data));
      } catch (error) {
        throw new Error(errorMessage(error, 'The message could not be saved.'));
      }
    },
    [channelId, showChanged, updateChannelList],
  );

  /**
   * Puts one's reaction on a message or takes it off: shown at once, taken back with a toast if
   * the server refuses (the server's reactions, and everyone's, come with `chat:reactions`).
   */
  const react = useCallback(
    async (message: TChatMessage, emoji: string, reacted: boolean) => {
      if (!myId) return;
      const change = { type: 'reacted', seq: message.seq, emoji, memberId: myId } as const;
      dispatch({ ...change, reacted });
      try {
        const event = await messageActions.setReaction(channelId, message.id, emoji, reacted);
        dispatch({ type: 'reactions', event });
      } catch (error) {
        dispatch({ ...change, reacted: !reacted });
        notifyFailure(error, 'The reaction could not be saved.');
      }
    },
    [channelId, myId, dispatch],
  );

  /** Pins a message or unpins it; the conversation's pinned list follows. */
  const togglePin = useCallback(
    async (message: TChatMessage) => {
      const isPinned = message.pinnedAt === null;
      try {
        showChanged(await messageActions.setPinned(channelId, message.id, isPinned));
        refreshPins(channelId);
      } catch (error) {
        notifyFailure(
          error,
          isPinned ? 'The message could not be pinned.' : 'The message could not be unpinned.',
        );
      }
    },
    [channelId, showChanged, refreshPins],
  );

  /**
   * Marks the conversation unread from a message on (one's own marker only): the list's count
   * follows; resolves with the marker now, or null when the server refused (a toast says so).
   */
  const markUnread = useCallback(
    async (message: TChatMessage) => {
      try {
        const marker = await messageActions.markUnread(channelId, message.id);
        if (myId) {
          const moved = { channelId, memberId: myId, seq: marker.lastReadSeq };
          const read = { ...moved, unreadCount: marker.unreadCount, isMarkedUnread: true };
          updateChannelList((list) => applyRead(list, read, myId));
        }
        return marker;
      } catch (error) {
        notifyFailure(error, 'The conversation could not be marked unread.');
        return null;
      }
    },
    [channelId, myId, updateChannelList],
  );

  return { ...conversation, showChanged, remove, edit, react, togglePin, markUnread };
}
