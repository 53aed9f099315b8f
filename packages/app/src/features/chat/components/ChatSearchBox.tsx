import { Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';

import type { TChatChannel } from '@portal/contracts';

import { ChatSearchFilters, SearchInput, type ChatSearchChip } from '@portal/ui';

import { ApiError } from '@/lib/http/errors';

import { useChatSearch } from '../api/hooks';
import type { ChatSearchState } from '../hooks/useChatSearchState';
import { searchProblem } from '../utils/search-filters';

export interface ChatSearchBoxProps {
  search: ChatSearchState;
  channels: readonly TChatChannel[];
}

/** What a refused search means to the person (a 400 names its field); null otherwise. */
function refusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const [detail] = error.details;
  return detail ? searchProblem(detail.path, error.message) : error.message;
}

/**
 * The chat list's search box with its filters: typed (`from:`, `in:`, `has:file`, `after:`,
 * `before:`) or chosen from the Filters menu, shown as chips; the order of the results; what is
 * wrong with a filter, under the box.
 */
export function ChatSearchBox({ search, channels }: ChatSearchBoxProps) {
  const menuId = useId();
  // The filters show while the search is in use: the box or its filters focused, or a search on.
  const [hasFocus, setHasFocus] = useState(false);
  const problemId = useId();
  const answer = useChatSearch(search.query);
  const problem = search.typedProblem ?? refusalOf(answer.error);
  const { filters, people } = search;
  const chips = useMemo<ChatSearchChip[]>(() => {
    const list: ChatSearchChip[] = [];
    if (filters.from) {
      const name = people?.find((person) => person.id === filters.from)?.name ?? '…';
      list.push({ key: 'from', label: `From: ${name}` });
    }
    if (filters.in) {
      const name = channels.find((channel) => channel.id === filters.in)?.name ?? '…';
      list.push({ key: 'in', label: `In: ${name}` });
    }
    if (filters.hasFile) list.push({ key: 'has', label: 'Has a file' });
    if (filters.after) list.push({ key: 'after', label: `On or after ${filters.after}` });
    if (filters.before) list.push({ key: 'before', label: `On or before ${filters.before}` });
    return list;
  }, [filters, people, channels]);

  const remove = (key: string) =>
    search.setFilters({
      ...filters,
      ...(key === 'from' ? { from: null } : {}),
      ...(key === 'in' ? { in: null } : {}),
      ...(key === 'has' ? { hasFile: false } : {}),
      ...(key === 'after' ? { after: null } : {}),
      ...(key === 'before' ? { before: null } : {}),
    });

  return (
    <Stack
      gap="2"
      onFocus={() => setHasFocus(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHasFocus(false);
      }}
    >
      <SearchInput
        size="sm"
        value={search.text}
        onValueChange={(text) => (text ? search.setText(text) : search.clear())}
        onKeyDown={(event) => {
          if (event.key === 'Enter') search.commit();
        }}
        placeholder="Search conversations and messages"
        aria-describedby={problem ? problemId : undefined}
        aria-invalid={problem ? true : undefined}
      />
      {problem && (
        <Text id={problemId} role="alert" textStyle="xs" color="red.fg">
          {problem}
        </Text>
      )}
      {(hasFocus || search.isActive || search.isMenuOpen) && (
        <ChatSearchFilters
          chips={chips}
          onRemove={remove}
          isMenuOpen={search.isMenuOpen}
          menuId={menuId}
          onMenuToggle={search.toggleMenu}
          order={search.words.length >= 2 ? search.sort : null}
          onOrderChange={search.setSort}
          menu={{
            people,
            conversations: channels,
            values: filters,
            onChange: search.setFilters,
          }}
        />
      )}
    </Stack>
  );
}
