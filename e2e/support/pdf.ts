import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A one-page PDF with a line of text, as a provider would upload it. */
export async function consentPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText('Consent to treatment', { x: 60, y: 760, size: 22, font });
  page.drawText('I agree to the treatment described to me.', { x: 60, y: 720, size: 12, font });
  return Buffer.from(await pdf.save());
}
