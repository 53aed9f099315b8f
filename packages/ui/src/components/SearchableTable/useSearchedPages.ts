import { useMemo, useState, useTransition } from 'react';

import { usePagination } from '../Pagination';

/** Builds a list's search once per list; the returned function answers each query. */
export type CreateSearch<T> = (items: readonly T[]) => (query: string) => T[];

/**
 * A list's search box and pages together: the rows matching the query, a page of them, and a
 * query change that goes back to page 1. `createSearch` should be stable (module-level).
 *
 * The box shows each keystroke at once (`query`); the rows follow in a transition
 * (`appliedQuery`), because rendering a page of new rows can take longer than a frame on a slow
 * device: React renders them in the background, and a keystroke that comes meanwhile is not kept
 * waiting (the unfinished rows are dropped for the newer query's).
 */
export function useSearchedPages<T>(
  items: readonly T[],
  createSearch: CreateSearch<T>,
  pageSize?: number,
) {
  const [query, setQueryState] = useState('');
  const [appliedQuery, setAppliedQuery] = useState('');
  const [, startTransition] = useTransition();
  const search = useMemo(() => createSearch(items), [createSearch, items]);
  const matches = useMemo(() => search(appliedQuery), [search, appliedQuery]);
  const pagination = usePagination(matches, { pageSize });
  const setQuery = (value: string) => {
    setQueryState(value);
    startTransition(() => {
      setAppliedQuery(value);
      pagination.setPage(1);
    });
  };
  return { query, setQuery, appliedQuery, matches, ...pagination };
}
