import type { TMessageListResponse } from '@portal/contracts';

import type { ChatCall } from './chat-call';
import { MAX_PAGE_SIZE } from './latest-page';

/**
 * Everything stored after sequence number `from`, with the edits and deletions since, in the
 * server's largest steps; each page goes to `onPage` as it comes. It stops when the server has
 * no more, and never asks for the same page twice (a page that brings nothing newer ends it).
 */
export async function fetchMessagesAfter(
  call: ChatCall,
  channelId: string,
  from: number,
  onPage: (page: TMessageListResponse) => void,
): Promise<void> {
  for (let after = from, hasMore = true; hasMore;) {
    const page = await call('listMessages', {
      params: { id: channelId },
      query: { after: String(after), limit: String(MAX_PAGE_SIZE) },
    });
    onPage(page);
    const last = page.data.at(-1)?.seq ?? after;
    hasMore = page.hasMore && last > after;
    after = last;
  }
}
