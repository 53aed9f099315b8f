import { SignPdf } from '@signpdf/signpdf';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFDocument } from 'pdf-lib';

import { CadesSigner } from './cades-signer.ts';
import { addCertificatePages, type CertificateInfo } from './certificate-page.ts';
import { embedFonts } from './fonts.ts';
import { fillFields, flattenOwnForm, type FillInput } from './fill.ts';
import type { SealIdentity } from '../seal-identity.ts';

/**
 * Room for the signature in the file: the CMS (~2.4 KB with one certificate, more with a chain)
 * written as hex. 16 KB leaves room for a chain of a few certificates.
 */
const SIGNATURE_BYTES = 16_384;

/**
 * What the file says made it and signed it with (the Producer, and the signature's application):
 * the libraries that did, since the product has no name to show (the practice's name is the
 * signer's, below).
 */
export const SEAL_SOFTWARE = 'pdf-lib, @signpdf';

/**
 * The sealed PDF of a completed copy, made on the server: the values written into the pages, the
 * PDF's own form flattened, the certificate page(s) added, then ONE signature over the whole file
 * with the platform's certificate, last (saving the file again would break it).
 */
export interface SealInput {
  original: Uint8Array;
  fill: FillInput;
  certificate: CertificateInfo;
  /** The practice's name (PRACTICE_NAME): the signature's name, as PDF readers show it. */
  practiceName: string;
}

export async function sealDocument(input: SealInput & { identity: SealIdentity }): Promise<Buffer> {
  const document = await PDFDocument.load(input.original, { updateMetadata: false });
  const fonts = await embedFonts(document);
  await fillFields(document, input.fill, fonts);
  flattenOwnForm(document);
  const lastPage = addCertificatePages(document, input.certificate, fonts.text);
  document.setModificationDate(input.certificate.sealedAt);
  document.setProducer(SEAL_SOFTWARE);
  pdflibAddPlaceholder({
    pdfPage: lastPage,
    reason: `Completed and signed by ${input.certificate.client}`,
    contactInfo: '',
    name: input.practiceName,
    location: '',
    signingTime: input.certificate.sealedAt,
    signatureLength: SIGNATURE_BYTES,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    widgetRect: [0, 0, 0, 0],
    appName: SEAL_SOFTWARE,
  });
  // No object streams: the signature's /ByteRange and /Contents must be plain in the file.
  const prepared = Buffer.from(await document.save({ useObjectStreams: false }));
  return new SignPdf().sign(prepared, new CadesSigner(input.identity));
}
