import { PDFArray, PDFDict, PDFName, PDFRef, degrees, type PDFDocument } from 'pdf-lib';

import type { TDocumentField, TFieldValues } from '@portal/contracts';

import { badRequest } from '../../lib/http-error.ts';
import { drawLine, widthOf, wrap, type DocumentFonts, type FontChain } from './fonts.ts';
import { frameOf, shownBox, type PageFrame, type ShownBox } from './page-geometry.ts';

/** A signature or initials: a drawn PNG, or a typed text (drawn in the handwriting font). */
export type SignatureMark = { kind: 'image'; png: Buffer } | { kind: 'typed'; text: string };

export interface FillInput {
  fields: readonly TDocumentField[];
  values: TFieldValues;
  signature: SignatureMark | null;
  initials: SignatureMark | null;
  /** What a date field shows: the signing date. */
  date: string;
  /** An upload field's attached file name, by field id (none: nothing is printed). */
  uploadNames?: Record<string, string>;
}

const PADDING = 2;
const LINE_HEIGHT = 1.2;
/** The smallest size a value or the provider's text is printed at: below it, it is refused. */
const MIN_TEXT_SIZE = 5;
/** The size a text is printed at when its box allows: up to 12 points, 70 % of a line's box. */
const textMax = (box: ShownBox) => Math.min(box.height * 0.7, 12);

/**
 * The largest size (at most `max`) at which the text fits the box, wrapped into lines when
 * `multiline`; null when it fits at no readable size.
 */
function fit(
  text: string,
  fonts: FontChain,
  box: ShownBox,
  options: { max: number; min: number; multiline: boolean },
): { size: number; lines: string[] } | null {
  const width = box.width - 2 * PADDING;
  const height = box.height - 2 * PADDING;
  for (let size = options.max; size >= options.min; size -= 0.5) {
    const lines = options.multiline ? wrap(text, fonts, size, width) : [text];
    const fitsWidth = lines.every((line) => widthOf(line, fonts, size) <= width);
    if (fitsWidth && lines.length * size * LINE_HEIGHT <= Math.max(height, size * LINE_HEIGHT)) {
      return { size, lines };
    }
  }
  return null;
}

/** Lines of text in the box, from its top, each line's baseline turned with the page. */
function drawText(
  frame: PageFrame,
  page: Parameters<typeof drawLine>[0],
  box: ShownBox,
  fitted: { size: number; lines: string[] },
  fonts: FontChain,
): void {
  const total = fitted.lines.length * fitted.size * LINE_HEIGHT;
  // Centred vertically; the first baseline below the top by the font's ascent (about 0.8 em).
  let baseline = box.bottom + (box.height + total) / 2 - fitted.size * 0.95;
  for (const line of fitted.lines) {
    const at = frame.toPage(box.left + PADDING, baseline);
    drawLine(page, line, fonts, { ...at, size: fitted.size, angle: frame.angle });
    baseline -= fitted.size * LINE_HEIGHT;
  }
}

/**
 * A read-only field's text wrapped in its box, at the largest readable size that fits; null when
 * it fits at none (the provider is told when saving the fields: readonlyOverflows).
 */
function fitReadonly(field: TDocumentField, box: ShownBox, fonts: FontChain) {
  return fit(field.text ?? '', fonts, box, {
    max: textMax(box),
    min: MIN_TEXT_SIZE,
    multiline: true,
  });
}

/**
 * The indexes of the read-only fields whose text fits their box at no readable size: the same
 * fitting as the seal's, asked when the provider saves the fields.
 */
export function readonlyOverflows(
  document: PDFDocument,
  fields: readonly TDocumentField[],
  fonts: DocumentFonts,
): number[] {
  const pages = document.getPages();
  return fields.flatMap((field, index) => {
    const page = pages[field.page - 1];
    if (field.type !== 'readonly' || !page) return [];
    return fitReadonly(field, shownBox(field, frameOf(page)), fonts.text) ? [] : [index];
  });
}

/** The one line a field shows: its value, an upload's file name, the signing date; '' for none. */
function lineOf(field: TDocumentField, input: FillInput): string {
  if (field.type === 'date') return input.date;
  if (field.type === 'upload') return input.uploadNames?.[field.id] ?? '';
  const value = input.values[field.id];
  // A radio group's value is the chosen option's text, printed alone.
  return typeof value === 'string' ? value : '';
}

/**
 * A file name as large as its box allows; one too long at the smallest size is cut in its middle
 * ("long…name.pdf"), from about as many characters as fit, down until it fits.
 */
function fitFileName(name: string, fonts: FontChain, box: ShownBox) {
  const whole = fit(name, fonts, box, { max: textMax(box), min: MIN_TEXT_SIZE, multiline: false });
  if (whole) return whole;
  const smallest = { max: MIN_TEXT_SIZE, min: MIN_TEXT_SIZE, multiline: false };
  const room = (box.width - 2 * PADDING) / widthOf(name, fonts, MIN_TEXT_SIZE);
  for (let keep = Math.floor(name.length * room); keep > 0; keep -= 1) {
    const head = Math.ceil(keep / 2);
    const fitted = fit(`${name.slice(0, head)}…${name.slice(head - keep)}`, fonts, box, smallest);
    if (fitted) return fitted;
  }
  return null;
}

async function drawMark(
  document: PDFDocument,
  frame: PageFrame,
  page: Parameters<typeof drawLine>[0],
  box: ShownBox,
  mark: SignatureMark,
  fonts: DocumentFonts,
  label: string,
): Promise<void> {
  if (mark.kind === 'typed') {
    const fitted = fit(mark.text, fonts.script, box, {
      max: Math.min(box.height * 0.75, 36),
      min: 4,
      multiline: false,
    });
    if (!fitted) throw badRequest(`The signature does not fit the box “${label}”.`);
    drawText(frame, page, box, fitted, fonts.script);
    return;
  }
  const image = await document.embedPng(mark.png);
  // As large as the box allows, keeping its proportions, centred.
  const scale = Math.min(
    (box.width - 2 * PADDING) / image.width,
    (box.height - 2 * PADDING) / image.height,
  );
  const width = image.width * scale;
  const height = image.height * scale;
  const at = frame.toPage(
    box.left + (box.width - width) / 2,
    box.bottom + (box.height - height) / 2,
  );
  page.drawImage(image, { ...at, width, height, rotate: degrees(frame.angle) });
}

/**
 * Writes the values into the pages: each field's text, date, choice, number, address, check
 * mark, signature or initials, an upload's file name and the provider's read-only text, inside its
 * box. The caller checked that required fields have values; a text that fits its box at
 * no readable size is refused (400), rather than cut.
 */
export async function fillFields(
  document: PDFDocument,
  input: FillInput,
  fonts: DocumentFonts,
): Promise<void> {
  const pages = document.getPages();
  for (const field of input.fields) {
    const page = pages[field.page - 1];
    if (!page) throw new Error(`field ${field.id}: no page ${field.page}`);
    const frame = frameOf(page);
    const box = shownBox(field, frame);
    const value = input.values[field.id];
    switch (field.type) {
      case 'text': {
        const text = typeof value === 'string' ? value : '';
        if (!text) break;
        const fitted = fit(text, fonts.text, box, {
          max: textMax(box),
          min: MIN_TEXT_SIZE,
          multiline: true,
        });
        if (!fitted) throw badRequest(`The text of “${field.label}” is too long for its box.`);
        drawText(frame, page, box, fitted, fonts.text);
        break;
      }
      case 'date':
      case 'dropdown':
      case 'radio':
      case 'number':
      case 'email':
      case 'phone':
      case 'name':
      case 'upload': {
        const text = lineOf(field, input);
        if (!text) break;
        const fitted =
          field.type === 'upload'
            ? fitFileName(text, fonts.text, box)
            : fit(text, fonts.text, box, {
                max: textMax(box),
                min: MIN_TEXT_SIZE,
                multiline: false,
              });
        if (!fitted) throw badRequest(`The text of “${field.label}” is too long for its box.`);
        drawText(frame, page, box, fitted, fonts.text);
        break;
      }
      case 'readonly': {
        // Refused when the fields are saved if it fits at no readable size (readonlyOverflows);
        // should one slip through, it prints at the smallest size rather than stop the signing.
        const fitted = fitReadonly(field, box, fonts.text) ?? {
          size: MIN_TEXT_SIZE,
          lines: wrap(field.text ?? '', fonts.text, MIN_TEXT_SIZE, box.width - 2 * PADDING),
        };
        drawText(frame, page, box, fitted, fonts.text);
        break;
      }
      case 'checkbox': {
        if (value !== true) break;
        const size = Math.min(box.width, box.height) * 0.9;
        const at = frame.toPage(
          box.left + (box.width - size * 0.8) / 2,
          box.bottom + (box.height - size * 0.7) / 2,
        );
        drawLine(page, '✓', fonts.text, { ...at, size, angle: frame.angle });
        break;
      }
      case 'signature':
      case 'initials': {
        const mark = field.type === 'signature' ? input.signature : input.initials;
        if (mark) await drawMark(document, frame, page, box, mark, fonts, field.label);
        break;
      }
    }
  }
}

/**
 * Flattens the PDF's own form (its fields become page content, so nothing stays editable), then
 * drops the page annotations that no longer resolve: pdf-lib's flatten can leave dangling
 * references (pdf-lib #1267, #1387), which poppler and qpdf report.
 */
export function flattenOwnForm(document: PDFDocument): void {
  if (!document.catalog.get(PDFName.of('AcroForm'))) return;
  const form = document.getForm();
  if (form.getFields().length > 0) form.flatten();
  for (const page of document.getPages()) {
    const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
    if (!annots) continue;
    const kept = annots
      .asArray()
      .filter(
        (entry) => !(entry instanceof PDFRef) || document.context.lookup(entry) instanceof PDFDict,
      );
    if (kept.length === annots.size()) continue;
    page.node.set(PDFName.of('Annots'), document.context.obj(kept));
  }
}
