import type { TMessageListResponse } from '@portal/contracts';

import type { ChatCall } from './chat-call';

/** How many messages a page holds. */
export const PAGE_SIZE = 50;

/** The most messages the server gives in one page: the steps of a catch-up or of a long way back. */
export const MAX_PAGE_SIZE = 200;

/** A conversation's latest page of messages. */
export const askLatestPage = (call: ChatCall, channelId: string): Promise<TMessageListResponse> =>
  call('listMessages', { params: { id: channelId }, query: { limit: String(PAGE_SIZE) } });
