import { describe, expect, it } from 'vitest';

import { clampPage, countPages, DEFAULT_PAGE_SIZE, paginate } from './paginate';

const rows = Array.from({ length: 23 }, (_, i) => i + 1);

describe('countPages', () => {
  it('uses 10 records per page by default', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(countPages(23)).toBe(3);
    expect(countPages(20)).toBe(2);
  });

  it('honours another page size (the rejected list uses 7)', () => {
    expect(countPages(8, 7)).toBe(2);
    expect(countPages(7, 7)).toBe(1);
  });

  it('counts an empty list as one page', () => {
    expect(countPages(0)).toBe(1);
  });

  it('refuses a page size below one', () => {
    expect(() => countPages(5, 0)).toThrow(RangeError);
  });
});

describe('clampPage', () => {
  it('keeps pages inside 1..pageCount', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(-4, 3)).toBe(1);
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(Number.NaN, 3)).toBe(1);
  });
});

describe('paginate', () => {
  it('cuts the requested page', () => {
    expect(paginate(rows, 1).rows).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(paginate(rows, 3)).toEqual({ rows: [21, 22, 23], page: 3, pageCount: 3 });
  });

  it('steps back a page when the current page became empty', () => {
    const afterDeletes = rows.slice(0, 20);
    expect(paginate(afterDeletes, 3)).toEqual({
      rows: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
      page: 2,
      pageCount: 2,
    });
  });

  it('gives page 1 of 1 with no rows for an empty list', () => {
    expect(paginate([], 4, 7)).toEqual({ rows: [], page: 1, pageCount: 1 });
  });
});
