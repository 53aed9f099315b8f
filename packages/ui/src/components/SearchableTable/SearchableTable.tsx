import { Text } from '@chakra-ui/react';
import type { Key, ReactNode } from 'react';

import { EmptyState } from '../EmptyState';
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
  /** While true, the loading line replaces the rows. */
  isLoading?: boolean;
  /** The loading line, e.g. 'Loading Rejected Users...'. */
  loadingText?: string;
  /** What an empty list says under 'No Records Found' (what will appear, what to do). */
  emptyText?: ReactNode;
  /** Rows per page; 10 unless the list says otherwise. */
  pageSize?: number;
}

/**
 * A list screen's body: a search box (only when there are rows), the table, and the pager.
 * The search and the pages are the component's; the records, columns and texts are the screen's.
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
}: SearchableTableProps<T>) {
  const { query, setQuery, matches, rows, page, pageCount, setPage } = useSearchedPages(
    items,
    createSearch,
    pageSize,
  );
  const isFiltered = query.trim() !== '' && items.length > 0;

  return (
    <>
      {items.length > 0 && (
        <SearchInput value={query} onValueChange={setQuery} placeholder={searchPlaceholder} />
      )}
      <SimpleTable
        caption={caption}
        columns={columns}
        rows={rows}
        getRowKey={getRowKey}
        isLoading={isLoading}
        loading={
          <Text role="status" textAlign="center" color="fg.muted">
            {loadingText}
          </Text>
        }
        empty={
          <EmptyState
            titleAs="p"
            description={isFiltered ? `Nothing matches “${query}”.` : emptyText}
          />
        }
      />
      {matches.length > 0 && <Pager page={page} pageCount={pageCount} onPageChange={setPage} />}
    </>
  );
}
