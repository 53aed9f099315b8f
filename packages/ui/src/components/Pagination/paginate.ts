/** Records per page when a list does not say otherwise. */
export const DEFAULT_PAGE_SIZE = 10;

export interface PageSlice<T> {
  /** The rows of the current page. */
  rows: T[];
  /** The current page, 1-based, always within 1..pageCount. */
  page: number;
  /** How many pages the rows fill; at least 1 so that an empty list still reads "1 of 1". */
  pageCount: number;
}

/** The number of pages `total` records fill at `pageSize` per page (at least 1). */
export function countPages(total: number, pageSize: number = DEFAULT_PAGE_SIZE): number {
  if (!Number.isFinite(pageSize) || pageSize < 1) throw new RangeError('pageSize must be >= 1');
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Keeps a requested page inside 1..pageCount, so a page emptied by deletions steps back. */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pageCount));
}

/** Cuts one page out of `rows`. */
export function paginate<T>(
  rows: readonly T[],
  page: number,
  pageSize: number = DEFAULT_PAGE_SIZE,
): PageSlice<T> {
  const pageCount = countPages(rows.length, pageSize);
  const current = clampPage(page, pageCount);
  const start = (current - 1) * pageSize;
  return { rows: rows.slice(start, start + pageSize), page: current, pageCount };
}
