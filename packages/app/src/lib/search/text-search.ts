/**
 * Case-insensitive substring search over a list, for lists filtered on every keystroke: each
 * row's text is built (and lower-cased) once per list, not once per keystroke, and a query that
 * extends the previous one (the usual case while typing) only looks through the previous matches.
 * An empty query returns every row.
 */
export function createTextSearch<T>(items: readonly T[], toText: (item: T) => string) {
  type Entry = { item: T; text: string };
  const index: Entry[] = items.map((item) => ({ item, text: toText(item).toLowerCase() }));
  let last: { needle: string; matches: Entry[] } = { needle: '', matches: index };
  return (query: string): T[] => {
    const needle = query.trim().toLowerCase();
    if (!needle) return [...items];
    // Every row containing "ada l" contains "ada": narrowing searches the last matches only.
    const pool = last.needle && needle.includes(last.needle) ? last.matches : index;
    const matches = pool.filter((entry) => entry.text.includes(needle));
    last = { needle, matches };
    return matches.map((entry) => entry.item);
  };
}
