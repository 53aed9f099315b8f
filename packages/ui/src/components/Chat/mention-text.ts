import { splitMentions } from '@portal/contracts/constants';

/** A person who may be mentioned: the id the text keeps, the name the box shows. */
export interface MentionCandidate {
  /** The member's id (or 'all' for everyone in a group), written `<@id>` in the text. */
  id: string;
  /** The name typed after '@' and shown in the list, e.g. 'Ann Lee'. */
  name: string;
  /** A second line in the list, e.g. 'Provider' or 'Owner'. */
  detail?: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A letter, digit or underscore: a name never ends or an '@' never starts inside a word. */
const WORD_CHAR = '[\\p{L}\\p{N}_]';

/**
 * The text as sent: every '@Name' that is exactly a candidate's name becomes `<@id>` (longer names
 * first, so '@Ann Lee' is not taken for '@Ann'). '@' inside a word (an e-mail address) and a name
 * that goes on into a longer word ('@Ann Leeson') stay as written.
 */
export function mentionsToTokens(
  text: string,
  candidates: readonly Pick<MentionCandidate, 'id' | 'name'>[],
): string {
  const idOf = new Map<string, string>();
  for (const { id, name } of candidates) if (name && !idOf.has(name)) idOf.set(name, id);
  if (idOf.size === 0 || !text.includes('@')) return text;
  const names = [...idOf.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`(^|(?!${WORD_CHAR}).)@(${names.join('|')})(?!${WORD_CHAR})`, 'gsu');
  return text.replace(
    pattern,
    (_match, before: string, name: string) => `${before}<@${idOf.get(name) ?? ''}>`,
  );
}

/**
 * The inverse, for the editor's box: each `<@id>` becomes '@Name' with the name `nameOf` gives;
 * a token without a name (someone no longer in the conversation) stays as it is.
 */
export function tokensToMentions(
  text: string,
  nameOf: (id: string) => string | null | undefined,
): string {
  return splitMentions(text)
    .map((part) => {
      if ('text' in part) return part.text;
      const name = nameOf(part.mention);
      return name ? `@${name}` : `<@${part.mention}>`;
    })
    .join('');
}

/** The most candidates the list shows at once. */
export const MENTION_LIST_MAX = 8;

/**
 * The candidates whose name has a word starting with `query` (case-insensitive: 'lee' and
 * 'ann l' both find 'Ann Lee'), in their given order, at most `max`.
 */
export function matchMentionCandidates<T extends Pick<MentionCandidate, 'name'>>(
  query: string,
  candidates: readonly T[],
  max = MENTION_LIST_MAX,
): T[] {
  const wanted = query.toLocaleLowerCase();
  const found: T[] = [];
  for (const candidate of candidates) {
    if (found.length >= max) break;
    const name = candidate.name.toLocaleLowerCase();
    const starts = [0, ...[...name.matchAll(/[\s\-'’.]+/gu)].map((m) => m.index + m[0].length)];
    if (starts.some((start) => name.startsWith(wanted, start))) found.push(candidate);
  }
  return found;
}

/**
 * The mention being typed just before the caret: where its '@' is and the words after it (at
 * most two, 'Ann L'), or null when the caret is not in one.
 */
export function mentionQueryAt(
  text: string,
  caret: number,
): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(?:^|[^\p{L}\p{N}_])@([\p{L}\p{N}'’.-]*(?: [\p{L}\p{N}'’.-]*)?)$/u.exec(before);
  if (!match) return null;
  const query = match[1] ?? '';
  return { start: caret - query.length - 1, query };
}
