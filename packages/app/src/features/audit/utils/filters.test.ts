import { describe, expect, it } from 'vitest';

import { hasFilters, readFilters, toServerQuery } from './filters';

const ID = '10000000-0000-4000-8000-000000000002';

describe('the audit log filters in the address', () => {
  it('reads the filters and the page, and drops what it cannot read', () => {
    expect(
      readFilters(
        new URLSearchParams(
          `person=${ID}&action=login.failure&from=2026-11-01&to=2026-11-30&page=3`,
        ),
      ),
    ).toEqual({
      person: ID,
      action: 'login.failure',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 3,
    });
    expect(
      readFilters(new URLSearchParams('person=x&action=all&from=yesterday&to=2026-1-1&page=-2')),
    ).toEqual({ person: undefined, action: undefined, from: undefined, to: undefined, page: 1 });
    expect(hasFilters(readFilters(new URLSearchParams('page=2')))).toBe(false);
  });

  it("sends the viewer's days as instants: the first of From, the last of To", () => {
    expect(toServerQuery({ from: '2026-11-01', to: '2026-11-30', action: 'session.end' })).toEqual({
      action: 'session.end',
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(new Date(2026, 11, 1).getTime() - 1).toISOString(),
    });
    expect(toServerQuery({})).toEqual({});
  });
});
