import { useCallback } from 'react';

import type { TChatMessage } from '@portal/contracts';

import { errorMessage } from '@/lib/http/errors';
import { callApi } from '@/lib/http/api';
import { notifyFailure } from '@/lib/http/notify-failure';

import { useMemberAttachmentUpload } from '../api/attachments';
import { callMember } from '../api/chat-call';
import { useChatCache } from '../api/hooks';
import { applyChangedMessage, applyNewMessages } from '../utils/channel-list';
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
  const { updateChannelList } = useChatCache();
  const onStored = useCallback(
    (message: TChatMessage) =>
      updateChannelList((list) => applyNewMessages(list, channelId, [message], myId)),
    [channelId, myId, updateChannelList],
  );
  const { showChanged, ...conversation } = useMessageTimeline({
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

  return { ...conversation, remove, edit };
}
