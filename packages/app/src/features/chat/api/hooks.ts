import { useMemo } from 'react';
import { useSWRConfig } from 'swr';

import type {
  TChannelDetailResponse,
  TChannelListResponse,
  TCreateChannelRequest,
  TChatChannelDetail,
  TChatSearchQuery,
} from '@portal/contracts';

import { apiKey, isKeyOf } from '@/lib/http/api-key';
import { callApi } from '@/lib/http/api';
import { useApi } from '@/lib/http/useApi';

/** The cache key of the channel list, for the socket's updates. */
export const channelListKey = apiKey('listChannels');

/** The caller's conversations, latest activity first, with unread counts. */
export function useChannels() {
  return useApi('listChannels');
}

/** One conversation with its members (null waits). */
export function useChannel(id: string | null) {
  return useApi(id ? 'getChannel' : null, id ? { params: { id } } : undefined, {
    select: (answer) => answer.data,
  });
}

/** The conversation's pinned messages, the latest pin first (`isWanted` false waits). */
export function usePinnedMessages(channelId: string, isWanted: boolean) {
  return useApi(
    isWanted ? 'listPinnedMessages' : null,
    { params: { id: channelId } },
    {
      select: (answer) => answer.data,
    },
  );
}

/** The earlier texts of an edited message, oldest first (null waits). */
export function useMessageVersions(channelId: string, messageId: string | null) {
  return useApi(
    messageId ? 'listMessageVersions' : null,
    messageId ? { params: { id: channelId, messageId } } : undefined,
    { select: (answer) => answer.data },
  );
}

/** The caller's chat settings (read receipts). */
export function useChatSettings() {
  return useApi('getChatSettings', undefined, { select: (answer) => answer.data });
}

/** The people the caller may start a chat with (the server applies the rules). */
export function useChatContacts(isWanted: boolean) {
  return useApi(isWanted ? 'listChatContacts' : null, undefined, {
    select: (answer) => answer.data,
  });
}

/**
 * Messages of the caller's channels found by words and filters (null waits). The last answer
 * stays shown while the next one is on its way.
 */
export function useChatSearch(query: TChatSearchQuery | null) {
  return useApi(query ? 'searchMessages' : null, query ? { query } : undefined, {
    select: (answer) => answer.data,
    keepPreviousData: true,
  });
}

/**
 * The people a search may be filtered by, as the caller sees them, a guest marked so (`isWanted`
 * false waits).
 */
export function useSearchPeople(isWanted: boolean) {
  return useApi(isWanted ? 'listSearchPeople' : null, undefined, {
    select: (answer) =>
      answer.data.map((person) => ({
        id: person.id,
        name: person.kind === 'guest' ? `${person.name} (guest)` : person.name,
      })),
  });
}

export interface ChatCache {
  /** Changes the cached channel list in place (no refetch); nothing when it is not loaded. */
  updateChannelList: (change: (list: TChannelListResponse) => TChannelListResponse) => void;
  /** Changes one channel's cached details in place (no refetch); nothing when not loaded. */
  updateChannel: (id: string, change: (channel: TChatChannelDetail) => TChatChannelDetail) => void;
  /** Refetches the channel list and the open channels' details (a change, a reconnect). */
  refreshChannels: () => void;
  /** Refetches one conversation's pinned messages, when they are shown. */
  refreshPins: (id: string) => void;
}

/** The chat's writes to the data cache, bound to the cache of the screen (stories have their own). */
export function useChatCache(): ChatCache {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      updateChannelList: (change) =>
        void mutate<TChannelListResponse>(channelListKey, (list) => (list ? change(list) : list), {
          revalidate: false,
        }),
      updateChannel: (id, change) =>
        void mutate<TChannelDetailResponse>(
          apiKey('getChannel', { params: { id } }),
          (answer) => (answer ? { ...answer, data: change(answer.data) } : answer),
          { revalidate: false },
        ),
      // Revalidates and keeps what is shown meanwhile: an open conversation (and a dialog over
      // it) stays mounted while its channel is fetched again.
      refreshChannels: () => void mutate(isKeyOf('listChannels', 'getChannel')),
      refreshPins: (id) => void mutate(apiKey('listPinnedMessages', { params: { id } })),
    }),
    [mutate],
  );
}

export const chatActions = {
  /** Starts a direct chat (or opens the existing one) or creates a group; answers the channel. */
  create: async (body: TCreateChannelRequest): Promise<TChatChannelDetail> => {
    const { data } = await callApi('createChannel', { body });
    return data;
  },
};
