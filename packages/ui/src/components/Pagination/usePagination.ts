import { useCallback, useMemo, useState } from 'react';

import { DEFAULT_PAGE_SIZE, paginate, type PageSlice } from './paginate';

export interface UsePaginationOptions {
  /** Records per page; 10 unless the list says otherwise. */
  pageSize?: number;
  /** The page to start on (1-based). */
  initialPage?: number;
}

export interface Pagination<T> extends PageSlice<T> {
  /** Goes to a page; out-of-range values are clamped. */
  setPage: (page: number) => void;
}

/**
 * Client-side pagination over `rows`. When the current page becomes empty (its rows were
 * deleted or filtered away) it steps back to the last page that has rows.
 */
export function usePagination<T>(
  rows: readonly T[],
  { pageSize = DEFAULT_PAGE_SIZE, initialPage = 1 }: UsePaginationOptions = {},
): Pagination<T> {
  const [requestedPage, setRequestedPage] = useState(initialPage);
  // The same rows and page give the same slice, so that a memoised table is not rendered again.
  const slice = useMemo(
    () => paginate(rows, requestedPage, pageSize),
    [rows, requestedPage, pageSize],
  );

  // Remember the step back, so that rows arriving later do not jump the user forward again.
  if (slice.page !== requestedPage) setRequestedPage(slice.page);

  const setPage = useCallback(
    (page: number) => setRequestedPage(paginate(rows, page, pageSize).page),
    [rows, pageSize],
  );
  return { ...slice, setPage };
}
