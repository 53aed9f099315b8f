import { createPdfWork, type PdfWork } from './pdf/pool.ts';
import type { SealIdentity } from './seal-identity.ts';

/** What the document modules need beside the database: the seal, and the PDF work's threads. */
export interface DocumentServices {
  seal: SealIdentity;
  /** Reading, filling and sealing PDFs, in worker threads (pdf/pool.ts). */
  pdf: PdfWork;
}

export function createDocumentServices(
  seal: SealIdentity,
  options: { pdfJobMaxMs: number },
): DocumentServices {
  return { seal, pdf: createPdfWork({ identity: seal, jobMaxMs: options.pdfJobMaxMs }) };
}
