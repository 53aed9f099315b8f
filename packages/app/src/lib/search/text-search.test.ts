import { describe, expect, it } from 'vitest';

import { createTextSearch } from './text-search';

const rows = [
  { name: 'Ada Lovelace', city: 'London' },
  { name: 'Grace Hopper', city: 'New York' },
  { name: 'Alan Turing', city: 'Wilmslow' },
];

describe('createTextSearch', () => {
  it('matches a substring of any part of the text, whatever the case', () => {
    const search = createTextSearch(rows, (row) => `${row.name}\n${row.city}`);
    expect(search('LOVE').map((row) => row.name)).toEqual(['Ada Lovelace']);
    expect(search('york').map((row) => row.name)).toEqual(['Grace Hopper']);
    expect(search('an').map((row) => row.name)).toEqual(['Alan Turing']);
  });

  it('returns every row, in order, for an empty or blank query', () => {
    const search = createTextSearch(rows, (row) => row.name);
    expect(search('')).toEqual(rows);
    expect(search('   ')).toEqual(rows);
    expect(search('')).not.toBe(rows);
  });

  it('does not match across the line breaks that separate the fields', () => {
    const search = createTextSearch(rows, (row) => `${row.name}\n${row.city}`);
    expect(search('lovelace london')).toEqual([]);
  });

  it('builds each row’s text once, however many queries follow', () => {
    let calls = 0;
    const search = createTextSearch(rows, (row) => {
      calls += 1;
      return row.name;
    });
    for (const query of ['a', 'ad', 'ada', '']) search(query);
    expect(calls).toBe(rows.length);
  });

  it('answers a query typed letter by letter, then deleted, as a fresh search would', () => {
    const search = createTextSearch(rows, (row) => `${row.name}\n${row.city}`);
    const names = (query: string) => search(query).map((row) => row.name);
    const typed = ['a', 'al', 'ala', 'alan', 'ala', 'al', 'a', 'o', 'on', 'lon'];
    const fresh = (query: string) =>
      createTextSearch(rows, (row) => `${row.name}\n${row.city}`)(query).map((row) => row.name);
    for (const query of typed) expect(names(query)).toEqual(fresh(query));
  });
});
