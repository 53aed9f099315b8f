import { describe, expect, it } from 'vitest';

import {
  matchByName,
  NO_FILTERS,
  searchProblem,
  searchQueryOf,
  searchWords,
  typedFilters,
  withoutFilters,
} from './search-filters';

describe('typed search filters', () => {
  it('takes a filter once a space follows it, or at the end when Enter is pressed', () => {
    expect(typedFilters('invoice from:ann')).toEqual([]);
    expect(typedFilters('invoice from:ann ')).toEqual([
      { key: 'from', value: 'ann', raw: 'from:ann' },
    ]);
    expect(typedFilters('invoice from:ann', true)).toEqual([
      { key: 'from', value: 'ann', raw: 'from:ann' },
    ]);
    expect(
      typedFilters('in:"Care team" HAS:file after:2026-03-01 x').map((f) => [f.key, f.value]),
    ).toEqual([
      ['in', 'Care team'],
      ['has', 'file'],
      ['after', '2026-03-01'],
    ]);
    // A word that only contains a colon is a word.
    expect(typedFilters('note:this ')).toEqual([]);
  });

  it('leaves the words without the filters', () => {
    const text = 'the invoice in:"Care team" for March ';
    expect(withoutFilters(text, typedFilters(text))).toBe('the invoice for March ');
    expect(searchWords('invoice from:an')).toBe('invoice');
    expect(searchWords('invoice from:ann march')).toBe('invoice march');
    expect(searchWords('before:"2026')).toBe('');
  });

  it('matches a typed name exactly, else by the start of a name or of one of its words', () => {
    const people = [
      { id: '1', name: 'Ann Lee' },
      { id: '2', name: 'Ben Ng' },
      { id: '3', name: 'Annika Berg' },
    ];
    expect(matchByName(people, 'ann lee')).toEqual(people[0]);
    expect(matchByName(people, 'ann')).toBe('several');
    expect(matchByName(people, 'ng')).toEqual(people[1]);
    expect(matchByName(people, 'zoe')).toBe('none');
  });

  it('asks for words of two letters or more, or filters; the order only with words', () => {
    expect(searchQueryOf('a', NO_FILTERS, 'newest')).toBeNull();
    expect(searchQueryOf('ab', NO_FILTERS, 'relevance')).toEqual({ q: 'ab' });
    expect(searchQueryOf('ab', { ...NO_FILTERS, hasFile: true }, 'newest')).toEqual({
      q: 'ab',
      has: 'file',
      sort: 'newest',
    });
    expect(searchQueryOf('', { ...NO_FILTERS, from: 'x', after: '2026-01-01' }, 'newest')).toEqual({
      from: 'x',
      after: '2026-01-01',
    });
  });

  it('says what a refused day means, and what to do', () => {
    expect(searchProblem('before', 'before must be a date as YYYY-MM-DD')).toBe(
      '“before:” takes a day as YYYY-MM-DD, like 2026-03-01.',
    );
    expect(searchProblem('after', 'after must not be after the “before” day')).toMatch(
      /choose an earlier one/,
    );
    expect(searchProblem('from', 'No one you can search for has this id.')).toBe(
      'No one you can search for has this id.',
    );
  });
});
