/** The most names a reaction's "who" lists before "and N others". */
export const REACTION_NAMES_MAX = 10;

/**
 * Who reacted, in words: "Ann Lee, Ben Kay and you", "You", "A, B, … J and 3 others". `names`
 * are the other people's names; `isMine` adds "you" at the end; `count` (everyone who reacted)
 * says how many are left out when the list is long or cut.
 */
export function reactionNames(names: readonly string[], isMine: boolean, count: number): string {
  const others = names.filter((name) => !(isMine && name.toLowerCase() === 'you'));
  const shown = others.slice(0, REACTION_NAMES_MAX);
  const rest = Math.max(0, count - shown.length - (isMine ? 1 : 0));
  const items = [...shown];
  if (isMine) items.push(items.length > 0 ? 'you' : 'You');
  if (rest > 0) items.push(`${rest} ${rest === 1 ? 'other' : 'others'}`);
  if (items.length === 0) return '';
  if (items.length === 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/** A chip's accessible name: "👍 2 reactions: Ann Lee and you". */
export function reactionLabel(
  emoji: string,
  count: number,
  names: readonly string[],
  isMine: boolean,
): string {
  const who = reactionNames(names, isMine, count);
  return `${emoji} ${count} ${count === 1 ? 'reaction' : 'reactions'}${who ? `: ${who}` : ''}`;
}

/**
 * An emoji as the quick reactions write it: emojibase adds a variation selector (U+FE0F) even
 * after a character drawn as emoji by default ('👍️'), which would count as another reaction than
 * the quick '👍'. It is dropped there, and kept where it matters ('❤️').
 */
export function normalizeEmoji(emoji: string): string {
  return emoji.replace(/(\p{Emoji_Presentation})\uFE0F/gu, '$1');
}
