/*
 * The message box's formatting (issue 37): what each button and shortcut does to the text and
 * its selection, as one replacement of a range, so that the box can apply it as typing (the
 * browser's undo keeps working) and put the selection back where the person expects.
 */

import type { FormatAction } from './ChatComposer.shortcuts';

export { FORMAT_ACTIONS, type FormatAction } from './ChatComposer.shortcuts';

/** A change of the text: `insert` in place of [from, to), then the selection to show. */
export interface FormatEdit {
  from: number;
  to: number;
  insert: string;
  selectionStart: number;
  selectionEnd: number;
}

/** The text after an edit. */
export const applyEdit = (value: string, edit: FormatEdit): string =>
  value.slice(0, edit.from) + edit.insert + value.slice(edit.to);

const INLINE_MARKERS: Partial<Record<FormatAction, string>> = {
  bold: '**',
  italic: '*',
  code: '`',
};
const LINE_PREFIXES = {
  bulletList: /^- /,
  numberedList: /^\d{1,9}\. /,
  quote: /^> ?/,
} as const;

/** What `action` does to `value` with [start, end) selected (start === end: the caret). */
export function formatEdit(
  action: FormatAction,
  value: string,
  start: number,
  end: number,
): FormatEdit {
  const marker = INLINE_MARKERS[action];
  if (marker) return inlineEdit(marker, value, start, end);
  if (action === 'link') return linkEdit(value, start, end);
  if (action === 'codeBlock') return codeBlockEdit(value, start, end);
  return lineEdit(action as keyof typeof LINE_PREFIXES, value, start, end);
}

/**
 * Wraps the selection in the marker (the spaces at its edges stay outside), or unwraps it when
 * it is wrapped already; at the caret, a pair of markers with the caret between them (or the
 * empty pair removed).
 */
function inlineEdit(marker: string, value: string, start: number, end: number): FormatEdit {
  const size = marker.length;
  let from = start;
  let to = end;
  while (from < to && /\s/.test(value[from] ?? '')) from += 1;
  while (to > from && /\s/.test(value[to - 1] ?? '')) to -= 1;
  const selected = value.slice(from, to);
  // Bold and italic share '*': '***a***' is both, so the stars are counted on each side.
  const hasMarker = (starsBefore: number, starsAfter: number) => {
    const stars = Math.min(starsBefore, starsAfter);
    return marker === '*' ? stars % 2 === 1 : stars >= 2;
  };
  const before = value.slice(Math.max(0, from - 3), from);
  const after = value.slice(to, to + 3);
  const isWrapped =
    marker === '`'
      ? before.endsWith('`') && after.startsWith('`')
      : hasMarker(run(before, -1), run(after, 1));
  if (isWrapped) {
    return {
      from: from - size,
      to: to + size,
      insert: selected,
      selectionStart: from - size,
      selectionEnd: to - size,
    };
  }
  // The markers selected with the words: unwrapped too.
  const isSelectedWithMarkers =
    selected.length > 2 * size &&
    (marker === '`'
      ? selected.startsWith('`') && selected.endsWith('`')
      : hasMarker(run(selected, 1), run(selected, -1)));
  if (isSelectedWithMarkers) {
    const inner = selected.slice(size, -size);
    return { from, to, insert: inner, selectionStart: from, selectionEnd: from + inner.length };
  }
  const wrapper = marker === '`' && selected.includes('`') ? '`` ' : marker;
  const closing = wrapper === '`` ' ? ' ``' : marker;
  return {
    from,
    to,
    insert: `${wrapper}${selected}${closing}`,
    selectionStart: from + wrapper.length,
    selectionEnd: to + wrapper.length,
  };
}

/** How many '*' (at most 3) `text` has at its end (-1) or its start (1). */
function run(text: string, side: -1 | 1): number {
  let stars = 0;
  while (stars < 3 && text.at(side < 0 ? -1 - stars : stars) === '*') stars += 1;
  return stars;
}

/** `[text](url)`: the selection becomes the text and 'url' is selected, ready to be replaced. */
function linkEdit(value: string, start: number, end: number): FormatEdit {
  const selected = value.slice(start, end);
  if (/^(?:https?:\/\/|mailto:)\S+$/i.test(selected)) {
    const insert = `[link](${selected})`;
    return { from: start, to: end, insert, selectionStart: start + 1, selectionEnd: start + 5 };
  }
  const text = selected || 'link';
  const insert = `[${text}](url)`;
  const urlAt = start + text.length + 3;
  return { from: start, to: end, insert, selectionStart: urlAt, selectionEnd: urlAt + 3 };
}

/** The start of the line `at` is on, and the end of the line `until` is on. */
function lineRange(value: string, at: number, until: number): { from: number; to: number } {
  const from = value.lastIndexOf('\n', at - 1) + 1;
  // A selection that ends at a line's start does not take that line.
  const last = until > at && value[until - 1] === '\n' ? until - 1 : until;
  const next = value.indexOf('\n', last);
  return { from, to: next < 0 ? value.length : next };
}

/**
 * A list or quote marker at the start of every line the selection touches, or removed from all
 * of them when each has it already. The selection then covers those lines.
 */
function lineEdit(
  action: keyof typeof LINE_PREFIXES,
  value: string,
  start: number,
  end: number,
): FormatEdit {
  const { from, to } = lineRange(value, start, end);
  const lines = value.slice(from, to).split('\n');
  const prefix = LINE_PREFIXES[action];
  const isMarked = lines.every((line) => prefix.test(line));
  let number = 0;
  const changed = lines.map((line) => {
    if (isMarked) return line.replace(prefix, '');
    // Another kind of list or a quote becomes this kind.
    const bare = line.replace(/^(?:[-*+] |\d{1,9}[.)] |> ?)/, '');
    if (lines.length > 1 && bare.trim() === '') return line;
    number += 1;
    return `${action === 'bulletList' ? '- ' : action === 'quote' ? '> ' : `${number}. `}${bare}`;
  });
  const insert = changed.join('\n');
  if (lines.length === 1 && start === end) {
    // The caret stays where it was in the words of its line.
    const shift = insert.length - (to - from);
    const caret = Math.max(from, start + shift);
    return { from, to, insert, selectionStart: caret, selectionEnd: caret };
  }
  return { from, to, insert, selectionStart: from, selectionEnd: from + insert.length };
}

/** The selection (or an empty line for the caret) between ``` lines of their own. */
function codeBlockEdit(value: string, start: number, end: number): FormatEdit {
  const selected = value.slice(start, end);
  const before = start > 0 && value[start - 1] !== '\n' ? '\n' : '';
  const after = end < value.length && value[end] !== '\n' ? '\n' : '';
  const insert = `${before}\`\`\`\n${selected}\n\`\`\`${after}`;
  const inside = start + before.length + 4;
  return {
    from: start,
    to: end,
    insert,
    selectionStart: inside,
    selectionEnd: inside + selected.length,
  };
}

/** Each action's name, icon-free label and keyboard shortcut. */
export interface FormatShortcut {
  /** For `aria-keyshortcuts` (both Control and Meta). */
  aria: string;
  /** In a tooltip: 'Ctrl+B' or '⌘B'. */
  label: (isMac: boolean) => string;
}

const chord = (keys: string, { shift = false, alt = false } = {}): FormatShortcut => ({
  aria: ['Control', 'Meta']
    .map((mod) => [mod, alt && 'Alt', shift && 'Shift', keys].filter(Boolean).join('+'))
    .join(' '),
  label: (isMac) =>
    isMac
      ? `${alt ? '⌥' : ''}${shift ? '⇧' : ''}⌘${keys}`
      : ['Ctrl', alt && 'Alt', shift && 'Shift', keys].filter(Boolean).join('+'),
});

export const FORMAT_LABELS: Record<FormatAction, string> = {
  bold: 'Bold',
  italic: 'Italic',
  code: 'Code',
  link: 'Link',
  bulletList: 'Bulleted list',
  numberedList: 'Numbered list',
  quote: 'Quote',
  codeBlock: 'Code block',
};

/** Slack's and GitHub's keys, where the browser leaves them to the page. */
export const FORMAT_SHORTCUTS: Record<FormatAction, FormatShortcut> = {
  bold: chord('B'),
  italic: chord('I'),
  code: chord('E'),
  link: chord('U', { shift: true }),
  bulletList: chord('8', { shift: true }),
  numberedList: chord('7', { shift: true }),
  quote: chord('9', { shift: true }),
  codeBlock: chord('C', { shift: true, alt: true }),
};
