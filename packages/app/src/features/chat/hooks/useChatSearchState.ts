import { useMemo, useState } from 'react';

import type { TChatChannel, TChatSearchQuery, TChatSearchSort } from '@portal/contracts';

import { useSearchPeople } from '../api/hooks';
import {
  hasAnyFilter,
  matchByName,
  NO_FILTERS,
  searchQueryOf,
  searchWords,
  typedFilters,
  withoutFilters,
  type SearchFilters,
  type TypedFilter,
} from '../utils/search-filters';
import { useDebouncedValue } from './useDebouncedValue';

/** How long typing pauses before the messages are searched (ms). */
const SEARCH_AFTER_MS = 300;

export interface ChatSearchState {
  /** The box's text (words, and filters still being typed). */
  text: string;
  setText: (text: string) => void;
  /** Enter in the box: a filter typed at its end counts now. */
  commit: () => void;
  filters: SearchFilters;
  setFilters: (filters: SearchFilters) => void;
  sort: TChatSearchSort;
  setSort: (sort: TChatSearchSort) => void;
  /** The words searched for (no filter in them). */
  words: string;
  /** A search is under way: words or a filter (the list shows results instead of the chats). */
  isActive: boolean;
  /** What is asked of the server, once the typing paused; null: nothing yet. */
  query: TChatSearchQuery | null;
  /** A typed filter that could not be used, said plainly; null when none. */
  typedProblem: string | null;
  isMenuOpen: boolean;
  toggleMenu: () => void;
  /** The people `from` may name (null while they load or are not wanted yet). */
  people: { id: string; name: string }[] | null;
  /** Resets everything (the box cleared). */
  clear: () => void;
}

/** What a typed filter changes, or why it cannot. */
function applyTyped(
  filter: TypedFilter,
  filters: SearchFilters,
  people: readonly { id: string; name: string }[],
  conversations: readonly { id: string; name: string }[],
): SearchFilters | string {
  switch (filter.key) {
    case 'from': {
      const person = matchByName(people, filter.value);
      if (person === 'none') {
        return `No one called “${filter.value}” is in your conversations. Choose someone under Filters.`;
      }
      if (person === 'several') {
        return `More than one person is called “${filter.value}”. Type more of the name, or choose under Filters.`;
      }
      return { ...filters, from: person.id };
    }
    case 'in': {
      const conversation = matchByName(conversations, filter.value);
      if (conversation === 'none') {
        return `None of your conversations is called “${filter.value}”. Choose one under Filters.`;
      }
      if (conversation === 'several') {
        return `More than one conversation is called “${filter.value}”. Type more of the name, or choose under Filters.`;
      }
      return { ...filters, in: conversation.id };
    }
    case 'has':
      return filter.value.toLowerCase() === 'file'
        ? { ...filters, hasFile: true }
        : 'Only “has:file” is a filter: it finds messages with a file.';
    case 'after':
      return { ...filters, after: filter.value };
    case 'before':
      return { ...filters, before: filter.value };
  }
}

/**
 * The chat search's state: the box's words, the filters (chosen from the menu or typed, a typed
 * one becoming a chip once complete), the order, and the query asked once the typing pauses.
 */
export function useChatSearchState(channels: readonly TChatChannel[]): ChatSearchState {
  const [text, setTextState] = useState('');
  const [filters, setFilterState] = useState<SearchFilters>(NO_FILTERS);
  const [sort, setSort] = useState<TChatSearchSort>('relevance');
  const [typedProblem, setTypedProblem] = useState<string | null>(null);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const needsPeople = isMenuOpen || filters.from !== null || /(^|\s)from:/i.test(text);
  const peopleAnswer = useSearchPeople(needsPeople);
  const people = peopleAnswer.data ?? null;
  const conversations = useMemo(
    () => channels.map((channel) => ({ id: channel.id, name: channel.name })),
    [channels],
  );

  /**
   * Takes the complete filters out of `next` into chips (a `from:` waits for the people); what
   * could not be used is said under the box.
   */
  const absorb = (next: string, isDone: boolean, known: typeof people) => {
    const typed = typedFilters(next, isDone).filter((filter) => filter.key !== 'from' || known);
    if (typed.length === 0) {
      setTextState(next);
      return;
    }
    let changed = filters;
    let problem: string | null = null;
    for (const filter of typed) {
      const applied = applyTyped(filter, changed, known ?? [], conversations);
      if (typeof applied === 'string') problem = applied;
      else changed = applied;
    }
    setFilterState(changed);
    setTypedProblem(problem);
    setTextState(withoutFilters(next, typed));
  };

  // The people came: a `from:` typed before they did becomes a chip now (state adjusted during
  // rendering, React's way for a change that comes from outside).
  const [peopleSeen, setPeopleSeen] = useState(people);
  if (people !== peopleSeen) {
    setPeopleSeen(people);
    if (people) absorb(text, false, people);
  }

  const words = searchWords(text);
  const query = useDebouncedValue(
    useMemo(() => searchQueryOf(words, filters, sort), [words, filters, sort]),
    SEARCH_AFTER_MS,
  );
  return {
    text,
    setText: (next) => {
      // Typing on puts the last problem away; a new one is said when it comes.
      setTypedProblem(null);
      absorb(next, false, people);
    },
    commit: () => absorb(text, true, people),
    filters,
    setFilters: (next) => {
      setFilterState(next);
      setTypedProblem(null);
    },
    sort,
    setSort,
    words,
    isActive: Boolean(text.trim()) || hasAnyFilter(filters),
    query,
    typedProblem,
    isMenuOpen,
    toggleMenu: () => setIsMenuOpen((open) => !open),
    people,
    clear: () => {
      setTextState('');
      setFilterState(NO_FILTERS);
      setTypedProblem(null);
    },
  };
}
