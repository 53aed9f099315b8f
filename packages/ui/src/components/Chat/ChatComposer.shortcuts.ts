/*
 * What the message box needs of formatting before it is used: the actions and which key press
 * asks for one. What each action does (ChatComposer.formatting.ts) and the toolbar load on first
 * use, so that a conversation's first load does not carry them.
 */

/** What the formatting buttons do, in the toolbar's order. */
export const FORMAT_ACTIONS = [
  'bold',
  'italic',
  'code',
  'link',
  'bulletList',
  'numberedList',
  'quote',
  'codeBlock',
] as const;
export type FormatAction = (typeof FORMAT_ACTIONS)[number];

/** The action a key press asks for in the box, or null. */
export function shortcutAction(event: {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): FormatAction | null {
  if (event.ctrlKey === event.metaKey) return null;
  const key = event.code.startsWith('Key')
    ? event.code.slice(3)
    : event.code.startsWith('Digit')
      ? event.code.slice(5)
      : event.key.toUpperCase();
  if (event.altKey) return event.shiftKey && key === 'C' ? 'codeBlock' : null;
  if (!event.shiftKey) {
    if (key === 'B') return 'bold';
    if (key === 'I') return 'italic';
    if (key === 'E') return 'code';
    return null;
  }
  if (key === 'U') return 'link';
  if (key === '8') return 'bulletList';
  if (key === '7') return 'numberedList';
  if (key === '9') return 'quote';
  return null;
}
