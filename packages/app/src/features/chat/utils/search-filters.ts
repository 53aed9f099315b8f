import type { TChatSearchQuery, TChatSearchSort } from '@portal/contracts';

/*
 * The chat search's filters (issue 37): chosen from the menu or typed in the box as Slack and
 * Mattermost take them: `from:ann`, `from:"Ann Lee"`, `in:"Care team"`, `has:file`,
 * `after:2026-03-01`, `before:2026-03-31`. A typed filter becomes a chip once it is complete (a
 * space after it, or Enter).
 */

export interface SearchFilters {
  from: string | null;
  in: string | null;
  hasFile: boolean;
  after: string | null;
  before: string | null;
}

export const NO_FILTERS: SearchFilters = {
  from: null,
  in: null,
  hasFile: false,
  after: null,
  before: null,
};

export const hasAnyFilter = (filters: SearchFilters) =>
  Boolean(filters.from || filters.in || filters.hasFile || filters.after || filters.before);

export type TypedFilterKey = 'from' | 'in' | 'has' | 'after' | 'before';

export interface TypedFilter {
  key: TypedFilterKey;
  value: string;
  /** The token as typed, quotes included. */
  raw: string;
}

const FILTER = String.raw`(from|in|has|after|before):(?:"([^"]*)"|([^\s"]+))`;
/** Complete filters: a space (or the end, when `isDone`) after them. */
const completeFilters = (isDone: boolean) =>
  new RegExp(String.raw`(?<=^|\s)${FILTER}(?=\s${isDone ? '|$' : ''})`, 'gi');
/** A filter still being typed at the end of the box. */
const UNFINISHED = new RegExp(String.raw`(?<=^|\s)(from|in|has|after|before):("[^"]*|\S*)$`, 'i');

/** The complete filters typed in `text` (`isDone`: the person pressed Enter: the last counts). */
export function typedFilters(text: string, isDone = false): TypedFilter[] {
  return [...text.matchAll(completeFilters(isDone))].map((match) => ({
    key: (match[1] ?? '').toLowerCase() as TypedFilterKey,
    value: (match[2] ?? match[3] ?? '').trim(),
    raw: match[0],
  }));
}

/** `text` without the filters taken from it, its spaces tidied. */
export function withoutFilters(text: string, taken: readonly TypedFilter[]): string {
  let rest = text;
  for (const filter of taken) rest = rest.replace(filter.raw, ' ');
  return rest.replace(/\s{2,}/g, ' ').replace(/^\s+/, '');
}

/** The words to search for: the text without filters (being typed, or waiting for the people). */
export const searchWords = (text: string) =>
  text
    .replace(UNFINISHED, '')
    .replace(new RegExp(String.raw`(?<=^|\s)${FILTER}(?=\s|$)`, 'gi'), ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Whom a typed name means: the one named exactly, else the only one whose name it starts. */
export function matchByName<T extends { name: string }>(
  options: readonly T[],
  typed: string,
): T | 'none' | 'several' {
  const wanted = typed.toLocaleLowerCase().trim();
  if (!wanted) return 'none';
  const exact = options.filter((option) => option.name.toLocaleLowerCase() === wanted);
  if (exact.length === 1 && exact[0]) return exact[0];
  const starts = options.filter((option) => {
    const name = option.name.toLocaleLowerCase();
    return name.startsWith(wanted) || name.split(/\s+/).some((word) => word.startsWith(wanted));
  });
  if (starts.length === 1 && starts[0]) return starts[0];
  return starts.length === 0 ? 'none' : 'several';
}

/** The fewest characters words are searched from (one letter matches nearly everything). */
export const SEARCH_MIN_LENGTH = 2;

/** The query of GET /chat/search, or null when there is nothing to search for yet. */
export function searchQueryOf(
  words: string,
  filters: SearchFilters,
  sort: TChatSearchSort,
): TChatSearchQuery | null {
  const q = words.length >= SEARCH_MIN_LENGTH ? words : '';
  if (!q && !hasAnyFilter(filters)) return null;
  return {
    ...(q ? { q } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.in ? { in: filters.in } : {}),
    ...(filters.hasFile ? { has: 'file' as const } : {}),
    ...(filters.after ? { after: filters.after } : {}),
    ...(filters.before ? { before: filters.before } : {}),
    // Without words there is only one order: the newest first.
    ...(q && sort === 'newest' ? { sort } : {}),
  };
}

/** What a refused search's field means to the person, and what to do. */
export function searchProblem(path: string, serverMessage: string): string {
  switch (path) {
    case 'after':
    case 'before':
      return serverMessage.includes('“before” day')
        ? 'The “after” day comes after the “before” day: choose an earlier one.'
        : `“${path}:” takes a day as YYYY-MM-DD, like 2026-03-01.`;
    case 'has':
      return 'Only “has:file” is a filter: it finds messages with a file.';
    default:
      return serverMessage;
  }
}
