import { useMemo, useState } from 'react';

import { usePagination } from '../Pagination';

/** Builds a list's search once per list; the returned function answers each query. */
export type CreateSearch<T> = (items: readonly T[]) => (query: string) => T[];

/**
 * A list's search box and pages together: the rows matching the query, a page of them, and a
 * query change that goes back to page 1. `createSearch` should be stable (module-level).
 */
export function useSearchedPages<T>(
  items: readonly T[],
  createSearch: CreateSearch<T>,
  pageSize?: number,
) {
  const [query, setQueryState] = useState('');
  const search = useMemo(() => createSearch(items), [createSearch, items]);
  const matches = useMemo(() => search(query), [search, query]);
  const pagination = usePagination(matches, { pageSize });
  const setQuery = (value: string) => {
    setQueryState(value);
    pagination.setPage(1);
  };
  return { query, setQuery, matches, ...pagination };
}
