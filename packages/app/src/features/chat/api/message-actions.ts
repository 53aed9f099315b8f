import type {
  TChatMessage,
  TChatReactionsEvent,
  TChatSettings,
  TReadMarkerResponse,
} from '@portal/contracts';

import { callApi } from '@/lib/http/api';

/**
 * A member's calls on one message of a conversation (issue 36); each answers the server's copy
 * (of the message, or of its reactions).
 */
export const messageActions = {
  /** Puts the caller's reaction with `emoji` on the message, or takes it off. */
  setReaction: async (
    channelId: string,
    messageId: string,
    emoji: string,
    reacted: boolean,
  ): Promise<TChatReactionsEvent> => {
    const { data } = await callApi('setReaction', {
      params: { id: channelId, messageId },
      body: { emoji, reacted },
    });
    return data;
  },
  /** Pins the message, or unpins it. */
  setPinned: async (
    channelId: string,
    messageId: string,
    isPinned: boolean,
  ): Promise<TChatMessage> => {
    const params = { id: channelId, messageId };
    const { data } = isPinned
      ? await callApi('pinMessage', { params })
      : await callApi('unpinMessage', { params });
    return data;
  },
  /** Moves the caller's own read marker back to just before the message. */
  markUnread: async (
    channelId: string,
    messageId: string,
  ): Promise<TReadMarkerResponse['data']> => {
    const { data } = await callApi('markMessageUnread', { params: { id: channelId, messageId } });
    return data;
  },
};

/** Turns the caller's read receipts on or off; answers the settings saved. */
export async function saveChatSettings(settings: TChatSettings): Promise<TChatSettings> {
  const { data } = await callApi('updateChatSettings', { body: settings });
  return data;
}
