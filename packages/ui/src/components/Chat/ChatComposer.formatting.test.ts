import { describe, expect, it } from 'vitest';

import {
  applyEdit,
  FORMAT_SHORTCUTS,
  formatEdit,
  type FormatAction,
} from './ChatComposer.formatting';
import { shortcutAction } from './ChatComposer.shortcuts';

/**
 * The box after `action`, written with the selection as [ and ] (or the caret as |) before and
 * after: 'say [hi]' -> 'say **[hi]**'.
 */
function format(action: FormatAction, marked: string): string {
  const caret = marked.indexOf('|');
  const start = caret >= 0 ? caret : marked.indexOf('[');
  const end = caret >= 0 ? caret : marked.indexOf(']') - 1;
  const value = marked.replace(caret >= 0 ? '|' : /\[|\]/g, '');
  const edit = formatEdit(action, value, start, end);
  const next = applyEdit(value, edit);
  if (edit.selectionStart === edit.selectionEnd) {
    return `${next.slice(0, edit.selectionStart)}|${next.slice(edit.selectionStart)}`;
  }
  return `${next.slice(0, edit.selectionStart)}[${next.slice(edit.selectionStart, edit.selectionEnd)}]${next.slice(edit.selectionEnd)}`;
}

describe('inline formatting', () => {
  it('wraps the selection, leaving the spaces at its edges outside', () => {
    expect(format('bold', 'say [hi ]now')).toBe('say **[hi]** now');
    expect(format('italic', '[word]')).toBe('*[word]*');
    expect(format('code', 'run [npm test]')).toBe('run `[npm test]`');
    expect(format('code', 'a [x`y] b')).toBe('a `` [x`y] `` b');
  });

  it('unwraps what is wrapped already, markers selected or not', () => {
    expect(format('bold', 'say **[hi]**')).toBe('say [hi]');
    expect(format('bold', 'say [**hi**]')).toBe('say [hi]');
    expect(format('italic', '*[a]*')).toBe('[a]');
    expect(format('code', '`[a]`')).toBe('[a]');
  });

  it('tells bold and italic apart', () => {
    expect(format('italic', '**[a]**')).toBe('***[a]***');
    expect(format('bold', '*[a]*')).toBe('***[a]***');
    expect(format('italic', '***[a]***')).toBe('**[a]**');
    expect(format('bold', '***[a]***')).toBe('*[a]*');
  });

  it('puts a pair of markers at the caret, and takes an empty pair away', () => {
    expect(format('bold', 'say |')).toBe('say **|**');
    expect(format('bold', 'say **|**')).toBe('say |');
    expect(format('italic', '*|*')).toBe('|');
  });
});

describe('links', () => {
  it('makes the selection the text of a link and selects the address to type', () => {
    expect(format('link', 'see [the form]')).toBe('see [the form]([url])');
    expect(format('link', '|')).toBe('[link]([url])');
    expect(format('link', '[https://e.com]')).toBe('[[link]](https://e.com)');
  });
});

describe('lists, quotes and code blocks', () => {
  it('marks every line the selection touches, numbering an ordered list', () => {
    expect(format('bulletList', '[milk\neggs]')).toBe('[- milk\n- eggs]');
    expect(format('numberedList', 'Buy:\nmi[lk\neg]gs')).toBe('Buy:\n[1. milk\n2. eggs]');
    expect(format('quote', 'a[b]c')).toBe('[> abc]');
  });

  it('keeps the caret in its words, and removes the markers when every line has them', () => {
    expect(format('bulletList', 'mi|lk')).toBe('- mi|lk');
    expect(format('bulletList', '- mi|lk')).toBe('mi|lk');
    expect(format('quote', '[> a\n> b]')).toBe('[a\nb]');
    expect(format('numberedList', '[- a\n- b]')).toBe('[1. a\n2. b]');
  });

  it('puts a code block on lines of its own', () => {
    expect(format('codeBlock', 'see [x = 1] now')).toBe('see \n```\n[x = 1]\n```\n now');
    expect(format('codeBlock', '|')).toBe('```\n|\n```');
  });
});

describe('shortcuts', () => {
  const press = (code: string, mods: Partial<Record<'ctrl' | 'meta' | 'shift' | 'alt', boolean>>) =>
    shortcutAction({
      key: code.replace(/^(Key|Digit)/, ''),
      code,
      ctrlKey: !!mods.ctrl,
      metaKey: !!mods.meta,
      shiftKey: !!mods.shift,
      altKey: !!mods.alt,
    });

  it('reads Ctrl or Cmd with the keys the tooltips name', () => {
    expect(press('KeyB', { ctrl: true })).toBe('bold');
    expect(press('KeyI', { meta: true })).toBe('italic');
    expect(press('KeyE', { ctrl: true })).toBe('code');
    expect(press('KeyU', { ctrl: true, shift: true })).toBe('link');
    expect(press('Digit8', { ctrl: true, shift: true })).toBe('bulletList');
    expect(press('Digit7', { ctrl: true, shift: true })).toBe('numberedList');
    expect(press('Digit9', { ctrl: true, shift: true })).toBe('quote');
    expect(press('KeyC', { ctrl: true, shift: true, alt: true })).toBe('codeBlock');
    expect(press('KeyB', {})).toBeNull();
    expect(press('KeyC', { ctrl: true, shift: true })).toBeNull();
    expect(press('KeyV', { ctrl: true })).toBeNull();
  });

  it('names them for each platform', () => {
    expect(FORMAT_SHORTCUTS.bold.label(false)).toBe('Ctrl+B');
    expect(FORMAT_SHORTCUTS.bold.label(true)).toBe('⌘B');
    expect(FORMAT_SHORTCUTS.codeBlock.label(false)).toBe('Ctrl+Alt+Shift+C');
    expect(FORMAT_SHORTCUTS.bold.aria).toBe('Control+B Meta+B');
  });
});
