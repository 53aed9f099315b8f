/** Where the words found are in a snippet: [start, end) in UTF-16 units. */
export interface TextRange {
  start: number;
  end: number;
}

/** The snippet cut into plain text and found words, in order; text only, never HTML. */
export function markParts(snippet: string, highlights: readonly TextRange[] = []) {
  const parts: { text: string; isMatch: boolean }[] = [];
  let at = 0;
  for (const { start, end } of highlights) {
    if (start < at || end <= start || end > snippet.length) continue;
    if (start > at) parts.push({ text: snippet.slice(at, start), isMatch: false });
    parts.push({ text: snippet.slice(start, end), isMatch: true });
    at = end;
  }
  if (at < snippet.length) parts.push({ text: snippet.slice(at), isMatch: false });
  return parts;
}
