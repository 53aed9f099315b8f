import { chakra, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';

import type { TChatSearchQuery } from '@portal/contracts';

import { ChatSearchHit, ErrorPanel } from '@portal/ui';

import { ApiError } from '@/lib/http/errors';

import { useChatSearch } from '../api/hooks';
import { chatPath } from '../utils/chat-path';
import { listTime } from '../utils/labels';
import { SearchSection } from './SearchSection';

export interface MessageSearchResultsProps {
  /** What to look for: words and filters. */
  query: TChatSearchQuery;
  myId: string | null;
  /** The message open now, marked as the current page. */
  current: { channelId: string; seq: number } | null;
}

/** What an empty answer says: the words, or the filters, found nothing. */
function nothingFound(query: TChatSearchQuery): string {
  const hasFilter = Boolean(query.from || query.in || query.has || query.after || query.before);
  if (!query.q) return 'No message matches these filters. Remove one to find more.';
  return hasFilter
    ? `No message matches “${query.q}” with these filters. Remove a filter to find more.`
    : `No message matches “${query.q}”.`;
}

/**
 * The messages of one's conversations found by the query's words and filters (by relevance, or
 * newest first); each opens its conversation at that message. A refused search (400) is said
 * under the search box, not here.
 */
export function MessageSearchResults({ query, myId, current }: MessageSearchResultsProps) {
  const { data: hits, error, isLoading, mutate } = useChatSearch(query);
  if (error instanceof ApiError && error.status === 400) return null;
  return (
    <SearchSection id="chat-search-messages" title="Messages">
      {error ? (
        <Stack px="2">
          <ErrorPanel
            error={error instanceof Error ? error : 'The search could not be done.'}
            onRetry={() => void mutate()}
          />
        </Stack>
      ) : isLoading || !hits ? (
        <Text px="4" textStyle="sm" color="fg.muted" role="status">
          Searching messages...
        </Text>
      ) : hits.length === 0 ? (
        <Text px="4" textStyle="sm" color="fg.muted" role="status">
          {nothingFound(query)}
        </Text>
      ) : (
        <chakra.ul
          aria-label="Messages found"
          display="flex"
          flexDirection="column"
          gap="0.5"
          px="2"
        >
          {hits.map((hit) => {
            const isCurrent =
              current?.channelId === hit.channel.id && current.seq === hit.message.seq;
            const author = hit.message.author;
            return (
              <ChatSearchHit
                key={hit.message.id}
                channelName={hit.channel.name}
                authorName={author && author.id === myId ? 'You' : (author?.name ?? '')}
                snippet={hit.snippet}
                highlights={hit.highlights}
                dateTime={hit.message.createdAt}
                timeLabel={listTime(hit.message.createdAt)}
                link={
                  <Link
                    to={chatPath(hit.channel.id, hit.message.seq)}
                    aria-current={isCurrent ? 'page' : undefined}
                  />
                }
              />
            );
          })}
        </chakra.ul>
      )}
    </SearchSection>
  );
}
