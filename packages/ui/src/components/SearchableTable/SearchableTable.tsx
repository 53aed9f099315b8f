import { useMemo, type Key, type ReactNode } from 'react';

import { EmptyState } from '../EmptyState';
import { ErrorPanel } from '../ErrorPanel';
import { Pager } from '../Pager';
import { SearchInput } from '../SearchInput';
import { SimpleTable, type SimpleTableColumn } from '../SimpleTable';
import { useSearchedPages, type CreateSearch } from './useSearchedPages';

export interface SearchableTableProps<T> {
  /** Every record of the list (all pages). */
  items: readonly T[];
  /** The columns, in display order (stable between renders, e.g. from useMemo). */
  columns: readonly SimpleTableColumn<T>[];
  /** A stable key per row (its id). */
  getRowKey: (row: T) => Key;
  /** The table's accessible name, e.g. the page title. */
  caption: string;
  /** The search over the list; stable (module-level), so that it is built once per list. */
  createSearch: CreateSearch<T>;
  /** Hint inside the search box; the spec's 'Search here...' by default. */
  searchPlaceholder?: string;
  /** While true, skeleton rows replace the rows. */
  isLoading?: boolean;
  /** What screen readers hear while loading, e.g. 'Loading Rejected Users...'. */
  loadingText?: string;
  /** What an empty list says under 'No Records Found' (what will appear, what to do). */
  emptyText?: ReactNode;
  /** Rows per page; 10 unless the list says otherwise. */
  pageSize?: number;
  /** Why the list could not be read; shown with a Retry button instead of an empty list. */
  error?: string | Error | null;
  /** Reads the list again (the error's Retry button). */
  onRetry?: () => void;
  /** While true, the Retry button shows that it is trying. */
  isRetrying?: boolean;
  /**
   * Where the error goes when there are no rows: 'replace' puts the error panel in the list's
   * place; 'beside-empty' keeps the empty list (where the spec says a failed read gives an empty
   * list) and puts the error with its Retry above it.
   */
  errorDisplay?: 'replace' | 'beside-empty';
}

/**
 * A list screen's body: a search box (only when there are rows), the table, and the pager. A
 * failed read says so, with Retry, rather than looking like an empty list; rows read earlier stay
 * with the error above them.
 */
export function SearchableTable<T>({
  items,
  columns,
  getRowKey,
  caption,
  createSearch,
  searchPlaceholder,
  isLoading = false,
  loadingText = 'Loading...',
  emptyText,
  pageSize,
  error = null,
  onRetry,
  isRetrying = false,
  errorDisplay = 'replace',
}: SearchableTableProps<T>) {
  const { query, setQuery, appliedQuery, matches, rows, page, pageCount, setPage } =
    useSearchedPages(items, createSearch, pageSize);
  const isFiltered = appliedQuery.trim() !== '' && items.length > 0;
  const hasError = Boolean(error) && !isLoading;
  // A keystroke renders the search box only; the table renders again once the rows follow.
  const table = useMemo(
    () => (
      <SimpleTable
        caption={caption}
        columns={columns}
        rows={rows}
        getRowKey={getRowKey}
        isLoading={isLoading}
        loadingText={loadingText}
        empty={
          <EmptyState
            titleAs="p"
            description={isFiltered ? `Nothing matches “${appliedQuery}”.` : emptyText}
          />
        }
      />
    ),
    [
      caption,
      columns,
      rows,
      getRowKey,
      isLoading,
      loadingText,
      isFiltered,
      appliedQuery,
      emptyText,
    ],
  );
  const hasMatches = matches.length > 0;
  const pager = useMemo(
    () => hasMatches && <Pager page={page} pageCount={pageCount} onPageChange={setPage} />,
    [hasMatches, page, pageCount, setPage],
  );

  if (hasError && error && items.length === 0 && errorDisplay === 'replace') {
    return <ErrorPanel error={error} onRetry={onRetry} isRetrying={isRetrying} />;
  }

  return (
    <>
      {hasError && error && (
        <ErrorPanel
          variant="inline"
          titleAs="p"
          error={error}
          onRetry={onRetry}
          isRetrying={isRetrying}
        />
      )}
      {items.length > 0 && (
        <SearchInput value={query} onValueChange={setQuery} placeholder={searchPlaceholder} />
      )}
      {table}
      {pager}
    </>
  );
}
