import { Suspense, lazy } from 'react';

import type { ChatSearchFiltersProps } from './ChatSearchFiltersRow';

export type {
  ChatSearchChip,
  ChatSearchFiltersProps,
  ChatSearchOrder,
} from './ChatSearchFiltersRow';

// The row loads when it first shows (the search box focused): the chat's first load stays small.
const ChatSearchFiltersRow = lazy(() => import('./ChatSearchFiltersRow'));

/**
 * Under the chat's search box: a "Filters" button that opens the filters' menu, the order of the
 * results (Relevance / Newest) when words are searched for, and the filters chosen as chips, each
 * a button that removes it. Its code loads when it first shows.
 */
export function ChatSearchFilters(props: ChatSearchFiltersProps) {
  return (
    <Suspense fallback={null}>
      <ChatSearchFiltersRow {...props} />
    </Suspense>
  );
}
