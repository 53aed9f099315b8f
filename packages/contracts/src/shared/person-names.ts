/*
 * How a person's name is shortened: the private form a group shows clients in ("Maya L.") and the
 * initials of an avatar. One place, so that a title or a note in brackets is treated alike
 * everywhere ("Dr. Maya Lindqvist (you)" is "ML", never "D(").
 */

/** Courtesy and academic titles: words before a name that are not the name. */
const TITLES = new Set(['dr', 'mr', 'mrs', 'ms', 'mx', 'prof', 'miss']);

const isTitle = (word: string) => TITLES.has(word.replace(/\.$/, '').toLowerCase());

const firstLetter = (word: string) => (Array.from(word)[0] ?? '').toUpperCase();

/** The words that name the person: without a leading title, nor anything in brackets. */
export function nameWords(name: string): string[] {
  const words = name
    .replace(/\([^)]*\)?/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const nameAt = words.findIndex((word) => !isTitle(word));
  return nameAt < 0 ? words : words.slice(nameAt);
}

/**
 * The private form of a name: its first word that is not a title, then the last word's initial
 * ("Dr. Maya Lindqvist" → "Maya L."); a single word stays as it is.
 */
export function privateNameOf(name: string): string {
  const words = nameWords(name);
  const first = words[0];
  if (!first) return name.trim();
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last ? `${first} ${firstLetter(last)}.` : first;
}

/** Up to two letters: the first of the first and of the last word ('Ada King Lovelace' → 'AL'). */
export function initialsOf(name: string): string {
  const words = nameWords(name);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return `${firstLetter(first)}${last ? firstLetter(last) : ''}`;
}

/**
 * The private forms of several people, told apart: the second "Maya L." in the order given is
 * "Maya L. (2)", the third "(3)".
 */
export function privateNamesOf(people: readonly { id: string; fullName: string }[]) {
  const seen = new Map<string, number>();
  const names = new Map<string, string>();
  for (const person of people) {
    const name = privateNameOf(person.fullName);
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    names.set(person.id, count === 1 ? name : `${name} (${count})`);
  }
  return names;
}
