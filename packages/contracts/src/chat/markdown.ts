/*
 * The chat's Markdown subset (issue 37), written once: the app renders its tree with React
 * elements (never HTML) and the server strips the markup with the same grammar for search
 * snippets, notification and e-mail excerpts and reply quotes.
 *
 * Blocks: paragraphs (a single newline is a line break, as chat people expect), fenced code
 * blocks (```), block quotes (> ), unordered (- , * , + ) and ordered (1. , keeping the start
 * number) lists. Inline: `code`, **bold** / __bold__, *italic* / _italic_ (CommonMark's
 * flanking rules, so snake_case stays as written), [links](https://...) whose address is http,
 * https or mailto (anything else stays literal text), bare http(s) and www. addresses, and
 * backslash escapes. Headings, tables, images and raw HTML are not in the subset: they stay text.
 *
 * Mentions (`<@id>`) and the control characters search marks highlights with (U+0001, U+0002)
 * are ordinary characters here: they stay intact inside text leaves for the renderer to draw.
 *
 * The work is linear in the text (at most CHAT_MESSAGE_MAX_LENGTH characters) up to small
 * factors: the inline parser is CommonMark's delimiter-stack algorithm over a linked list, and
 * every regular expression is anchored with bounded repetition.
 */

import { CONTROL_CHARACTERS } from '../shared/control-characters.ts';

/** An inline piece of a formatted text. A text leaf may hold mention tokens (`<@id>`). */
export type ChatMarkdownInline =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'strong'; children: ChatMarkdownInline[] }
  | { type: 'em'; children: ChatMarkdownInline[] }
  | { type: 'link'; href: string; children: ChatMarkdownInline[] }
  | { type: 'break' };

/** A block of a formatted text. */
export type ChatMarkdownBlock =
  | { type: 'paragraph'; children: ChatMarkdownInline[] }
  | { type: 'codeBlock'; text: string }
  | { type: 'quote'; children: ChatMarkdownBlock[] }
  | { type: 'list'; ordered: boolean; start: number; items: ChatMarkdownBlock[][] };

/** How deep quotes and lists nest; deeper markers stay text. */
const MAX_NESTING = 6;

// ---------------------------------------------------------------------------------------------
// Addresses

/** A piece of a plain message's text: words as written, or an address to show as a link. */
export type ChatTextPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) addresses and bare www. ones; trailing punctuation is left to the sentence.
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
// An address in formatted text ends at a control character too (search's highlight marks).
const ADDRESS_AT = new RegExp(
  `(?:https?://|www\\.)[^\\s<>"'${CONTROL_CHARACTERS.source.slice(1, -1)}]+`,
  'iy',
);
const PLAIN_TRAILING = '.,;:!?)]}\'"';
/** In formatted text an address also leaves the emphasis markers around it. */
const MARKDOWN_TRAILING = `${PLAIN_TRAILING}*_`;

function withoutTrailing(address: string, trailing: string): string {
  let end = address.length;
  while (end > 0 && trailing.includes(address[end - 1] ?? '')) end -= 1;
  return address.slice(0, end);
}

/** The link an address typed in the text stands for, or null when it is not a web address. */
function webHref(address: string): string | null {
  const href = /^www\./i.test(address) ? `https://${address}` : address;
  return safeHref(href);
}

/**
 * The href a link may carry: an http or https address with a host, or a mailto: address, as
 * written; null for anything else (javascript:, vbscript:, data:, relative paths...).
 */
export function safeHref(raw: string): string | null {
  if (!/^(?:https?:\/\/|mailto:)/i.test(raw)) return null;
  // Whitespace and control characters are never part of an address written in a message (the
  // URL parser would silently drop a tab or a newline, 'java\nscript:' among them).
  if (/\s/.test(raw) || CONTROL_CHARACTERS.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol === 'mailto:') return url.pathname.length > 0 ? raw : null;
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? raw : null;
}

/**
 * Splits a plain message's text into words and web addresses. Only http(s) addresses become
 * links (never `javascript:` or `data:`); everything is rendered as text by React, never as HTML.
 */
export function linkify(text: string): ChatTextPart[] {
  const parts: ChatTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index;
    const address = withoutTrailing(match[0], PLAIN_TRAILING);
    if (!address) continue;
    const href = webHref(address);
    if (!href) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: address, href });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

// ---------------------------------------------------------------------------------------------
// Blocks

const FENCE_OPEN = /^( {0,3})(`{3,})([^`]*)$/;
const QUOTE_LINE = /^ {0,3}> ?/;
const LIST_ITEM = /^( {0,3})([-*+]|(\d{1,9})[.)])( {1,4})(?=\S)/;
const BLANK = /^[ \t]*$/;

/** The chat's Markdown subset read into its tree of blocks. */
export function parseChatMarkdown(text: string): ChatMarkdownBlock[] {
  return parseBlocks(text.replace(/\r\n?/g, '\n').split('\n'), 0);
}

function parseBlocks(lines: readonly string[], depth: number): ChatMarkdownBlock[] {
  const blocks: ChatMarkdownBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (BLANK.test(line)) {
      i += 1;
      continue;
    }
    const fence = FENCE_OPEN.exec(line);
    if (fence) {
      const indent = fence[1]?.length ?? 0;
      const length = fence[2]?.length ?? 3;
      const body: string[] = [];
      i += 1;
      while (i < lines.length) {
        const inner = lines[i] ?? '';
        if (isFenceClose(inner, length)) {
          i += 1;
          break;
        }
        body.push(dedent(inner, indent));
        i += 1;
      }
      blocks.push({ type: 'codeBlock', text: body.join('\n') });
      continue;
    }
    if (depth < MAX_NESTING && QUOTE_LINE.test(line)) {
      const inner: string[] = [];
      while (i < lines.length && QUOTE_LINE.test(lines[i] ?? '')) {
        inner.push((lines[i] ?? '').replace(QUOTE_LINE, ''));
        i += 1;
      }
      blocks.push({ type: 'quote', children: parseBlocks(inner, depth + 1) });
      continue;
    }
    const item = depth < MAX_NESTING ? LIST_ITEM.exec(line) : null;
    if (item) {
      const ordered = item[3] !== undefined;
      const items: ChatMarkdownBlock[][] = [];
      let current: RegExpExecArray | null = item;
      while (current && (current[3] !== undefined) === ordered) {
        const width = current[0].length;
        const inner = [(lines[i] ?? '').slice(width)];
        i += 1;
        // The item goes on over the lines indented under it (a nested list among them).
        while (i < lines.length) {
          const next = lines[i] ?? '';
          if (BLANK.test(next) || !/^ {2}/.test(next)) break;
          inner.push(dedent(next, width));
          i += 1;
        }
        items.push(parseBlocks(inner, depth + 1));
        current = i < lines.length ? LIST_ITEM.exec(lines[i] ?? '') : null;
      }
      blocks.push({ type: 'list', ordered, start: ordered ? Number(item[3]) : 1, items });
      continue;
    }
    const paragraph: string[] = [line];
    i += 1;
    while (i < lines.length) {
      const next = lines[i] ?? '';
      if (BLANK.test(next) || FENCE_OPEN.test(next)) break;
      if (depth < MAX_NESTING && (QUOTE_LINE.test(next) || startsList(next))) break;
      paragraph.push(next);
      i += 1;
    }
    blocks.push({ type: 'paragraph', children: parseInlines(paragraph.join('\n')) });
  }
  return blocks;
}

/**
 * A list that may cut a paragraph short: a bullet, or numbers from 1 (as in CommonMark), so that
 * 'born in\n1984. It was' stays one paragraph.
 */
function startsList(line: string): boolean {
  const item = LIST_ITEM.exec(line);
  return item !== null && (item[3] === undefined || Number(item[3]) === 1);
}

function isFenceClose(line: string, length: number): boolean {
  const match = /^ {0,3}(`{3,})[ \t]*$/.exec(line);
  return match !== null && (match[1]?.length ?? 0) >= length;
}

/** The line without up to `width` leading spaces. */
function dedent(line: string, width: number): string {
  let at = 0;
  while (at < width && line[at] === ' ') at += 1;
  return line.slice(at);
}

// ---------------------------------------------------------------------------------------------
// Inlines: CommonMark's delimiter algorithm over a linked list of pieces.

type Piece =
  | { kind: 'text'; text: string }
  | { kind: 'delim'; delim: Delim }
  | { kind: 'bracket' }
  | { kind: 'code'; text: string }
  | { kind: 'break' }
  | { kind: 'link'; href: string; first: Cell | null }
  | { kind: 'strong' | 'em'; first: Cell | null };

interface Cell {
  piece: Piece;
  prev: Cell | null;
  next: Cell | null;
}

interface Delim {
  char: '*' | '_';
  /** The markers left (the run shrinks as emphasis takes from it). */
  count: number;
  /** The run's length as written (the "rule of three"). */
  length: number;
  canOpen: boolean;
  canClose: boolean;
  cell: Cell;
  prev: Delim | null;
  next: Delim | null;
}

interface Bracket {
  cell: Cell;
  /** The delimiter on top of the stack when the bracket opened. */
  below: Delim | null;
  isActive: boolean;
}

const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
const PUNCTUATION = /[\p{P}\p{S}]/u;
const WHITESPACE = /\s/;
const WORD_CHAR = /[A-Za-z0-9_]/;

class InlineParser {
  private head: Cell | null = null;
  private tail: Cell | null = null;
  private delimTop: Delim | null = null;
  private readonly brackets: Bracket[] = [];
  /** Run lengths of backticks with no closing run further on. */
  private readonly noCodeCloser = new Set<number>();
  private at = 0;
  private textStart = 0;

  constructor(private readonly source: string) {}

  parse(): ChatMarkdownInline[] {
    const s = this.source;
    while (this.at < s.length) {
      const c = s[this.at];
      if (c === '\\') this.escape();
      else if (c === '`') this.codeSpan();
      else if (c === '*' || c === '_') this.delimiterRun(c);
      else if (c === '[') this.openBracket();
      else if (c === ']') this.closeBracket();
      else if (c === '\n') {
        this.flushText();
        this.append({ kind: 'break' });
        this.at += 1;
        this.textStart = this.at;
      } else if ((c === 'h' || c === 'H' || c === 'w' || c === 'W') && this.address()) {
        // taken as a link
      } else this.at += 1;
    }
    this.flushText();
    this.processEmphasis(null);
    return toInlines(this.head, false);
  }

  private append(piece: Piece): Cell {
    const cell: Cell = { piece, prev: this.tail, next: null };
    if (this.tail) this.tail.next = cell;
    else this.head = cell;
    this.tail = cell;
    return cell;
  }

  private flushText(): void {
    if (this.at > this.textStart) {
      this.append({ kind: 'text', text: this.source.slice(this.textStart, this.at) });
    }
    this.textStart = this.at;
  }

  private escape(): void {
    const next = this.source[this.at + 1];
    if (next === undefined || !ASCII_PUNCTUATION.test(next)) {
      this.at += 1;
      return;
    }
    this.flushText();
    this.append({ kind: 'text', text: next });
    this.at += 2;
    this.textStart = this.at;
  }

  private runLength(char: string): number {
    let end = this.at;
    while (this.source[end] === char) end += 1;
    return end - this.at;
  }

  private codeSpan(): void {
    const s = this.source;
    const length = this.runLength('`');
    const after = this.at + length;
    let closeAt = -1;
    if (!this.noCodeCloser.has(length)) {
      const fence = '`'.repeat(length);
      let from = after;
      while (from < s.length) {
        const found = s.indexOf(fence, from);
        if (found < 0) break;
        let end = found + length;
        while (s[end] === '`') end += 1;
        if (end - found === length) {
          closeAt = found;
          break;
        }
        from = end;
      }
      if (closeAt < 0) this.noCodeCloser.add(length);
    }
    if (closeAt < 0) {
      this.at = after;
      return;
    }
    let code = s.slice(after, closeAt).replace(/\n/g, ' ');
    if (code.length > 2 && code.startsWith(' ') && code.endsWith(' ') && code.trim()) {
      code = code.slice(1, -1);
    }
    this.flushText();
    this.append({ kind: 'code', text: code });
    this.at = closeAt + length;
    this.textStart = this.at;
  }

  private delimiterRun(char: '*' | '_'): void {
    const s = this.source;
    const length = this.runLength(char);
    const before = this.at > 0 ? (s[this.at - 1] ?? ' ') : ' ';
    const after = s[this.at + length] ?? ' ';
    const beforeIsSpace = WHITESPACE.test(before);
    const afterIsSpace = WHITESPACE.test(after);
    const beforeIsPunct = PUNCTUATION.test(before);
    const afterIsPunct = PUNCTUATION.test(after);
    const leftFlanking = !afterIsSpace && (!afterIsPunct || beforeIsSpace || beforeIsPunct);
    const rightFlanking = !beforeIsSpace && (!beforeIsPunct || afterIsSpace || afterIsPunct);
    const canOpen = char === '*' ? leftFlanking : leftFlanking && (!rightFlanking || beforeIsPunct);
    const canClose =
      char === '*' ? rightFlanking : rightFlanking && (!leftFlanking || afterIsPunct);
    this.flushText();
    const cell = this.append({ kind: 'text', text: '' });
    const delim: Delim = {
      char,
      count: length,
      length,
      canOpen,
      canClose,
      cell,
      prev: this.delimTop,
      next: null,
    };
    cell.piece = { kind: 'delim', delim };
    if (this.delimTop) this.delimTop.next = delim;
    this.delimTop = delim;
    this.at += length;
    this.textStart = this.at;
  }

  private openBracket(): void {
    this.flushText();
    const cell = this.append({ kind: 'bracket' });
    this.brackets.push({ cell, below: this.delimTop, isActive: true });
    this.at += 1;
    this.textStart = this.at;
  }

  private closeBracket(): void {
    const opener = this.brackets.at(-1);
    const destination = opener?.isActive ? this.destination(this.at + 1) : null;
    if (!opener || !destination) {
      if (opener) this.brackets.pop();
      this.at += 1;
      return;
    }
    this.flushText();
    this.brackets.pop();
    this.processEmphasis(opener.below);
    const first = opener.cell.next;
    if (first) first.prev = null;
    opener.cell.piece = { kind: 'link', href: destination.href, first };
    opener.cell.next = null;
    this.tail = opener.cell;
    // No link inside a link: the brackets still open before this one stay text.
    for (const bracket of this.brackets) bracket.isActive = false;
    this.at = destination.end;
    this.textStart = this.at;
  }

  /** `(address)` right after a `]`: the allowed href and where it ends, or null. */
  private destination(start: number): { href: string; end: number } | null {
    const s = this.source;
    if (s[start] !== '(') return null;
    let i = start + 1;
    while (s[i] === ' ' || s[i] === '\t') i += 1;
    let raw = '';
    let depth = 0;
    while (i < s.length) {
      const c = s[i] ?? '';
      if (c === '\\' && ASCII_PUNCTUATION.test(s[i + 1] ?? '')) {
        raw += s[i + 1];
        i += 2;
        continue;
      }
      if (c === '(') {
        depth += 1;
        if (depth > 32) return null;
      } else if (c === ')') {
        if (depth === 0) break;
        depth -= 1;
      } else if (c <= ' ' || c === '\u007f' || WHITESPACE.test(c)) break;
      raw += c;
      i += 1;
    }
    while (s[i] === ' ' || s[i] === '\t') i += 1;
    if (s[i] !== ')' || !raw) return null;
    const href = safeHref(raw);
    return href ? { href, end: i + 1 } : null;
  }

  /** A bare web address starting here becomes a link; false when there is none. */
  private address(): boolean {
    const s = this.source;
    if (this.at > 0 && WORD_CHAR.test(s[this.at - 1] ?? '')) return false;
    ADDRESS_AT.lastIndex = this.at;
    const match = ADDRESS_AT.exec(s);
    if (!match) return false;
    let address = match[0];
    // Inside a link's text, the `]` closes the text, not the address.
    if (this.brackets.length > 0 && address.includes(']')) {
      address = address.slice(0, address.indexOf(']'));
    }
    address = withoutTrailing(address, MARKDOWN_TRAILING);
    const href = address ? webHref(address) : null;
    if (!href) return false;
    this.flushText();
    const text: Cell = { piece: { kind: 'text', text: address }, prev: null, next: null };
    this.append({ kind: 'link', href, first: text });
    this.at += address.length;
    this.textStart = this.at;
    return true;
  }

  private removeDelim(delim: Delim): void {
    if (delim.prev) delim.prev.next = delim.next;
    if (delim.next) delim.next.prev = delim.prev;
    else this.delimTop = delim.prev;
    delim.prev = null;
    delim.next = null;
  }

  private removeCell(cell: Cell): void {
    if (cell.prev) cell.prev.next = cell.next;
    else this.head = cell.next;
    if (cell.next) cell.next.prev = cell.prev;
    else this.tail = cell.prev;
  }

  /** Pairs the delimiters above `bottom` into emphasis, innermost first (CommonMark 6.2). */
  private processEmphasis(bottom: Delim | null): void {
    let closer: Delim | null = null;
    for (let delim = this.delimTop; delim && delim !== bottom; delim = delim.prev) closer = delim;
    const openersBottom = new Map<string, Delim | null>();
    while (closer) {
      if (!closer.canClose) {
        closer = closer.next;
        continue;
      }
      const key = `${closer.char}${closer.canOpen ? 1 : 0}${closer.length % 3}`;
      const floor = openersBottom.has(key) ? (openersBottom.get(key) ?? null) : bottom;
      let opener = closer.prev;
      while (opener && opener !== bottom && opener !== floor) {
        const isOddMatch =
          (closer.canOpen || opener.canClose) &&
          (opener.length + closer.length) % 3 === 0 &&
          !(opener.length % 3 === 0 && closer.length % 3 === 0);
        if (opener.char === closer.char && opener.canOpen && !isOddMatch) break;
        opener = opener.prev;
      }
      if (opener && opener !== bottom && opener !== floor) {
        const use = opener.count >= 2 && closer.count >= 2 ? 2 : 1;
        opener.count -= use;
        closer.count -= use;
        this.wrap(opener.cell, closer.cell, use === 2 ? 'strong' : 'em');
        // The delimiters between them are now plain text inside the emphasis.
        opener.next = closer;
        closer.prev = opener;
        if (opener.count === 0) {
          this.removeCell(opener.cell);
          this.removeDelim(opener);
        }
        if (closer.count === 0) {
          const next = closer.next;
          this.removeCell(closer.cell);
          this.removeDelim(closer);
          closer = next;
        }
      } else {
        openersBottom.set(key, closer.prev);
        const next = closer.next;
        if (!closer.canOpen) this.removeDelim(closer);
        closer = next;
      }
    }
    if (bottom) bottom.next = null;
    this.delimTop = bottom;
  }

  /** Moves the cells strictly between `from` and `to` into a new emphasis cell between them. */
  private wrap(from: Cell, to: Cell, kind: 'strong' | 'em'): void {
    const first = from.next === to ? null : from.next;
    const last = to.prev === from ? null : to.prev;
    if (first) first.prev = null;
    if (last) last.next = null;
    const cell: Cell = { piece: { kind, first }, prev: from, next: to };
    from.next = cell;
    to.prev = cell;
  }
}

function toInlines(first: Cell | null, isInLink: boolean): ChatMarkdownInline[] {
  const out: ChatMarkdownInline[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = out.at(-1);
    if (last?.type === 'text') last.text += text;
    else out.push({ type: 'text', text });
  };
  for (let cell = first; cell; cell = cell.next) {
    const piece = cell.piece;
    switch (piece.kind) {
      case 'text':
        pushText(piece.text);
        break;
      case 'delim':
        pushText(piece.delim.char.repeat(piece.delim.count));
        break;
      case 'bracket':
        pushText('[');
        break;
      case 'code':
        out.push({ type: 'code', text: piece.text });
        break;
      case 'break':
        out.push({ type: 'break' });
        break;
      case 'link': {
        const children = toInlines(piece.first, true);
        if (isInLink) {
          for (const child of children) {
            if (child.type === 'text') pushText(child.text);
            else out.push(child);
          }
        } else out.push({ type: 'link', href: piece.href, children });
        break;
      }
      default:
        out.push({ type: piece.kind, children: toInlines(piece.first, isInLink) });
    }
  }
  return out;
}

function parseInlines(text: string): ChatMarkdownInline[] {
  return new InlineParser(text).parse();
}

// ---------------------------------------------------------------------------------------------
// Plain text

/**
 * A formatted message's text without its markup, read with the same grammar: what search
 * snippets, notification and e-mail excerpts and reply quotes show. Blocks go on separate lines;
 * list items keep a bullet ('• ') or their number ('2. '); a link keeps its text; mentions stay
 * tokens (`<@id>`) and control characters pass through.
 */
export function markdownToPlainText(text: string): string {
  return blocksToText(parseChatMarkdown(text));
}

function blocksToText(blocks: readonly ChatMarkdownBlock[]): string {
  return blocks.map(blockToText).join('\n');
}

function blockToText(block: ChatMarkdownBlock): string {
  switch (block.type) {
    case 'paragraph':
      return inlinesToText(block.children);
    case 'codeBlock':
      return block.text;
    case 'quote':
      return blocksToText(block.children);
    case 'list':
      return block.items
        .map((item, index) => {
          const marker = block.ordered ? `${block.start + index}. ` : '• ';
          return `${marker}${blocksToText(item)}`;
        })
        .join('\n');
  }
}

function inlinesToText(inlines: readonly ChatMarkdownInline[]): string {
  let out = '';
  for (const inline of inlines) {
    if (inline.type === 'text' || inline.type === 'code') out += inline.text;
    else if (inline.type === 'break') out += '\n';
    else out += inlinesToText(inline.children);
  }
  return out;
}
