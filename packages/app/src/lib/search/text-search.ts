/**
 * Case-insensitive substring search over a list, for lists filtered on every keystroke: each
 * row's text is built once per list, not once per keystroke. An empty query returns every row.
 */
export function createTextSearch<T>(items: readonly T[], toText: (item: T) => string) {
  const index = items.map((item) => ({ item, text: toText(item).toLowerCase() }));
  return (query: string): T[] => {
    const needle = query.trim().toLowerCase();
    if (!needle) return [...items];
    return index.filter((entry) => entry.text.includes(needle)).map((entry) => entry.item);
  };
}
