import { PDFDocument, type PDFPage } from 'pdf-lib';

import { badRequest } from '../../lib/http-error.ts';

/** What a readable PDF told us. */
export interface PdfFacts {
  pageCount: number;
}

const DAMAGED =
  'The PDF is damaged and cannot be read. Export or scan it again and upload the new file.';
const ENCRYPTED =
  'The PDF is protected with a password or encryption. Remove the protection (print it to a new PDF) and upload that file.';

/** A page side, in PDF units (1/72 inch): PDF 1.7's smallest and largest (200 inches). */
const MIN_SIDE = 3;
const MAX_SIDE = 14_400;

type Box = { x: number; y: number; width: number; height: number };
const sizeOf = (box: Box) => `${Math.round(box.width)} x ${Math.round(box.height)}`;
const isUsable = (box: Box) =>
  [box.x, box.y, box.width, box.height].every(Number.isFinite) &&
  box.width >= MIN_SIDE &&
  box.height >= MIN_SIDE &&
  box.width <= MAX_SIDE &&
  box.height <= MAX_SIDE;

/** The part of `crop` inside `media` (empty when they do not meet). */
function overlap(crop: Box, media: Box): Box {
  const x = Math.max(crop.x, media.x);
  const y = Math.max(crop.y, media.y);
  const width = Math.min(crop.x + crop.width, media.x + media.width) - x;
  const height = Math.min(crop.y + crop.height, media.y + media.height) - y;
  return { x, y, width, height };
}

/**
 * Why a page cannot be shown, filled and signed: a MediaBox (the page's size) that is empty,
 * inverted or absurd, or a CropBox (the part shown) that misses it. Such a file would be accepted,
 * fielded and shared, and then never signable.
 */
function pageProblem(page: PDFPage, number: number): string | undefined {
  const media = page.getMediaBox();
  if (!isUsable(media)) {
    return `Page ${number} of the PDF has no usable size (its MediaBox is ${sizeOf(media)} units). Print or export it to a new PDF and upload that file.`;
  }
  const crop = page.getCropBox();
  if (crop.width < 0 || crop.height < 0 || !isUsable(overlap(crop, media))) {
    return `Page ${number} of the PDF shows nothing of its page (its CropBox lies outside its MediaBox). Print or export it to a new PDF and upload that file.`;
  }
  return undefined;
}

/**
 * A PDF is accepted only if it can really be read: parsed whole (pdf-lib, strict about broken
 * objects), not encrypted (its content could not be filled or sealed), with at least one page and
 * a proper end (`%%EOF`, which a cut-off upload lacks), and pages of a usable size (pageProblem).
 * Each refusal is a 400 that says what to do.
 */
export async function checkPdf(bytes: Buffer): Promise<PdfFacts> {
  if (bytes.length === 0) throw badRequest('The file is empty.');
  // The end marker: within the last kilobyte (writers may add a line break or two after it).
  if (!bytes.subarray(Math.max(0, bytes.length - 1024)).includes('%%EOF'))
    throw badRequest(DAMAGED);
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
  } catch {
    // Said separately: an encrypted file fails the strict parse too, but the fix differs.
    const lenient = await PDFDocument.load(bytes, {
      updateMetadata: false,
      ignoreEncryption: true,
    }).catch(() => null);
    throw badRequest(lenient?.isEncrypted ? ENCRYPTED : DAMAGED);
  }
  if (document.isEncrypted) throw badRequest(ENCRYPTED);
  let pageCount: number;
  let problem: string | undefined;
  try {
    pageCount = document.getPageCount();
    problem = document
      .getPages()
      .map((page, index) => pageProblem(page, index + 1))
      .find(Boolean);
  } catch {
    throw badRequest(DAMAGED);
  }
  if (pageCount === 0) throw badRequest('The PDF has no pages.');
  if (problem) throw badRequest(problem);
  return { pageCount };
}
