import { PDFDocument } from 'pdf-lib';

import { badRequest } from '../lib/http-error.ts';

/** What a readable PDF told us. */
export interface PdfFacts {
  pageCount: number;
}

const DAMAGED =
  'The PDF is damaged and cannot be read. Export or scan it again and upload the new file.';
const ENCRYPTED =
  'The PDF is protected with a password or encryption. Remove the protection (print it to a new PDF) and upload that file.';

/**
 * A PDF is accepted only if it can really be read: parsed whole (pdf-lib, strict about broken
 * objects), not encrypted (its content could not be filled or sealed), with at least one page and
 * a proper end (`%%EOF`, which a cut-off upload lacks). Each refusal is a 400 that says what to do.
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
  try {
    pageCount = document.getPageCount();
    for (const page of document.getPages()) page.getSize();
  } catch {
    throw badRequest(DAMAGED);
  }
  if (pageCount === 0) throw badRequest('The PDF has no pages.');
  return { pageCount };
}
