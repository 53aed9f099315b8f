import { useMemo } from 'react';
import { useSWRConfig } from 'swr';

import type {
  TChannelListResponse,
  TCreateChannelRequest,
  TChatChannelDetail,
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

/** The people the caller may start a chat with (the server applies the rules). */
export function useChatContacts(isWanted: boolean) {
  return useApi(isWanted ? 'listChatContacts' : null, undefined, {
    select: (answer) => answer.data,
  });
}

/**
 * Messages of the caller's channels that hold every word of `q`, newest first ('' waits). The
 * last answer stays shown while the next one is on its way.
 */
export function useChatSearch(q: string) {
  return useApi(q ? 'searchMessages' : null, q ? { query: { q } } : undefined, {
    select: (answer) => answer.data,
    keepPreviousData: true,
  });
}

export interface ChatCache {
  /** Changes the cached channel list in place (no refetch); nothing when it is not loaded. */
  updateChannelList: (change: (list: TChannelListResponse) => TChannelListResponse) => void;
  /** Refetches the channel list and the open channels' details (a change, a reconnect). */
  refreshChannels: () => void;
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
      // Revalidates and keeps what is shown meanwhile: an open conversation (and a dialog over
      // it) stays mounted while its channel is fetched again.
      refreshChannels: () => void mutate(isKeyOf('listChannels', 'getChannel')),
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
