/** The palettes an initials avatar may take; none of them is a status colour (red, grey). */
export const AVATAR_PALETTES = [
  'blue',
  'cyan',
  'teal',
  'green',
  'purple',
  'pink',
  'orange',
  'yellow',
] as const;

export type AvatarPalette = (typeof AVATAR_PALETTES)[number];

/**
 * Up to two letters, a title ("Dr.") and a note in brackets ("(you)") left out: the same function
 * that makes a group's private form of a name ("Maya L."), so the two always agree.
 */
export { initialsOf } from '@portal/contracts/constants';

/**
 * A palette derived from the name, the same on every screen and every visit, so that people
 * without a picture are told apart at a glance (FNV-1a over the name's characters).
 */
export function paletteForName(name: string): AvatarPalette {
  let hash = 0x811c9dc5;
  // A note in brackets is not the person's: "Ada Lovelace (you)" has Ada Lovelace's colour.
  const person = name
    .replace(/\([^)]*\)?/g, ' ')
    .trim()
    .toLowerCase();
  for (const char of person.replace(/\s+/g, ' ')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return AVATAR_PALETTES[hash % AVATAR_PALETTES.length] ?? 'blue';
}
