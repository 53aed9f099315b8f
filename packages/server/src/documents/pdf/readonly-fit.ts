import { PDFDocument } from 'pdf-lib';

import type { TDocumentField } from '@portal/contracts';

import { embedFonts } from './fonts.ts';
import { readonlyOverflows } from './fill.ts';

/**
 * The indexes of the read-only fields whose text fits their box on the PDF at no readable size,
 * found with the seal's own fonts and fitting (fill.ts), so that what is saved can be printed.
 */
export async function checkReadonlyFit(
  original: Uint8Array,
  fields: readonly TDocumentField[],
): Promise<number[]> {
  if (!fields.some((field) => field.type === 'readonly')) return [];
  const document = await PDFDocument.load(original, { updateMetadata: false });
  return readonlyOverflows(document, fields, await embedFonts(document));
}
