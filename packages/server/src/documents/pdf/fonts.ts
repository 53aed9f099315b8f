import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';

import fontkit from '@pdf-lib/fontkit';
import { degrees, rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

const require = createRequire(import.meta.url);

/** DejaVu Sans: Latin, Greek, Cyrillic and more, for values and the certificate page. */
const TEXT_FONT = path.join(
  path.dirname(require.resolve('dejavu-fonts-ttf/package.json')),
  'ttf/DejaVuSans.ttf',
);
/** Dancing Script (the handwriting font of typed signatures; the app shows the same one). */
const SCRIPT_FONTS = ['latin', 'latin-ext', 'vietnamese'].map((subset) =>
  require.resolve(`@fontsource/dancing-script/files/dancing-script-${subset}-400-normal.woff`),
);

interface LoadedFont {
  bytes: Buffer;
  /** The parsed font, to ask which characters it has. */
  coverage: fontkit.Font;
}

/**
 * A WOFF 1.0 font as the plain TrueType/OpenType file it wraps: its tables inflated once, here by
 * node's zlib. Embedded as WOFF, fontkit inflates the tables again in JavaScript for every
 * document it is embedded in, a large part of a seal's time.
 */
function unwrapWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const packed = woff.subarray(offset, offset + woff.readUInt32BE(entry + 8));
    const length = woff.readUInt32BE(entry + 12);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: packed.length < length ? zlib.inflateSync(packed) : packed,
    };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(count, 4);
  const power = 2 ** Math.floor(Math.log2(count));
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    offset += padded(table.data.length);
  });
  const body = tables.map((table) => {
    const block = Buffer.alloc(padded(table.data.length));
    table.data.copy(block);
    return block;
  });
  return Buffer.concat([header, ...body]);
}

const cache = new Map<string, LoadedFont>();
function load(file: string): LoadedFont {
  let font = cache.get(file);
  if (!font) {
    const bytes = unwrapWoff(fs.readFileSync(file));
    font = { bytes, coverage: fontkit.create(bytes) };
    cache.set(file, font);
  }
  return font;
}

/**
 * Whether a typed signature can be written: each character by the handwriting font, or for the
 * scripts it lacks by the text font (never a '?' in someone's signature).
 */
export function canWriteSignature(text: string): boolean {
  const fonts = [...SCRIPT_FONTS, TEXT_FONT].map(load);
  return [...text].every((character) =>
    fonts.some((font) => font.coverage.hasGlyphForCodePoint(character.codePointAt(0) ?? 0)),
  );
}

/** A font embedded in one document, with what it can draw. */
export interface DocumentFont {
  pdf: PDFFont;
  has: (codePoint: number) => boolean;
}

/** Fonts in the order they are tried for each character. */
export type FontChain = readonly DocumentFont[];

export interface DocumentFonts {
  text: FontChain;
  script: FontChain;
}

/**
 * Embeds the fonts into a document, as subsets (only the glyphs used are written). A typed
 * signature falls back to the text font for scripts the handwriting font does not have.
 */
export async function embedFonts(document: PDFDocument): Promise<DocumentFonts> {
  document.registerFontkit(fontkit);
  const embed = async (file: string): Promise<DocumentFont> => {
    const font = load(file);
    const pdf = await document.embedFont(font.bytes, { subset: true });
    return { pdf, has: (codePoint) => font.coverage.hasGlyphForCodePoint(codePoint) };
  };
  const text = await embed(TEXT_FONT);
  const script = await Promise.all(SCRIPT_FONTS.map(embed));
  return { text: [text], script: [...script, text] };
}

/** Whether every character of the text can be drawn by one of the fonts. */
export function canDraw(text: string, fonts: FontChain): boolean {
  return [...text].every((c) => fonts.some((font) => font.has(c.codePointAt(0) ?? 0)));
}

interface Run {
  text: string;
  font: PDFFont;
}

/** The text cut into runs of one font each; a character no font has becomes '?'. */
function runsOf(text: string, fonts: FontChain): Run[] {
  const runs: Run[] = [];
  const fallback = fonts[fonts.length - 1];
  if (!fallback) throw new Error('no font');
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    const font = fonts.find((candidate) => candidate.has(codePoint));
    const [drawn, pdf] = font ? [character, font.pdf] : ['?', fallback.pdf];
    const last = runs[runs.length - 1];
    if (last?.font === pdf) last.text += drawn;
    else runs.push({ text: drawn, font: pdf });
  }
  return runs;
}

export function widthOf(text: string, fonts: FontChain, size: number): number {
  return runsOf(text, fonts).reduce(
    (sum, run) => sum + run.font.widthOfTextAtSize(run.text, size),
    0,
  );
}

/**
 * Draws one line from (x, y), its baseline start in the page's own coordinates, along a direction
 * turned `angle` degrees counter-clockwise (a rotated page's text reads upright to its reader).
 */
export function drawLine(
  page: PDFPage,
  text: string,
  fonts: FontChain,
  at: { x: number; y: number; size: number; angle?: number; grey?: number },
): void {
  const angle = at.angle ?? 0;
  const cos = Math.cos((angle * Math.PI) / 180);
  const sin = Math.sin((angle * Math.PI) / 180);
  let { x, y } = at;
  for (const run of runsOf(text, fonts)) {
    page.drawText(run.text, {
      x,
      y,
      size: at.size,
      font: run.font,
      rotate: degrees(angle),
      color: rgb(at.grey ?? 0, at.grey ?? 0, at.grey ?? 0),
    });
    const width = run.font.widthOfTextAtSize(run.text, at.size);
    x += width * cos;
    y += width * sin;
  }
}

/** Words wrapped into lines no wider than `width` (a word longer than a line is cut). */
export function wrap(text: string, fonts: FontChain, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (widthOf(candidate, fonts, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // A word wider than the line on its own: cut it where it stops fitting.
      let rest = word;
      while (widthOf(rest, fonts, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && widthOf(rest.slice(0, cut), fonts, size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}
