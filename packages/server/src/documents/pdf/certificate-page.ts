import { rgb, type PDFDocument, type PDFPage } from 'pdf-lib';

import type { TDocumentEvent } from '@portal/contracts';

import { utcTime } from '../../lib/times.ts';
import { drawLine, wrap, type FontChain } from './fonts.ts';

export interface CertificateEvent {
  action: TDocumentEvent;
  at: Date;
  /** Who; null for the platform's own acts. */
  actor: string | null;
  ip: string | null;
  userAgent: string | null;
  /** What more the event records (a consent: the disclosure's version, when accepted). */
  detail?: string | null;
}

/**
 * A file the client attached to an upload field: named with its hash, not embedded, so that the
 * seal covers which file it was (issue 34).
 */
export interface CertificateFile {
  /** The upload field's label. */
  field: string;
  name: string;
  type: string;
  size: number;
  sha256: string;
}

/** What the certificate page says: the document, its parties, its trail, the original's hash. */
export interface CertificateInfo {
  title: string;
  documentId: string;
  copyId: string;
  provider: string;
  client: string;
  /** The original file's SHA-256 (a file cannot hold its own: the sealed one is on record). */
  originalSha256: string;
  pageCount: number;
  /** The files attached to its upload fields, in the fields' order (none: no section). */
  files?: readonly CertificateFile[];
  events: CertificateEvent[];
  sealedAt: Date;
  certificateSubject: string;
  certificateSha256: string;
  verifyUrl: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

const EVENT_NAMES: Record<TDocumentEvent, string> = {
  created: 'Added',
  shared: 'Sent for signature',
  viewed: 'Opened',
  consented: 'Consented to sign electronically',
  attached: 'File attached',
  detached: 'File removed',
  completed: 'Completed and signed',
  signed: 'Sealed',
  declined: 'Declined',
  voided: 'Voided',
  downloaded: 'Downloaded',
  reminded: 'Reminder sent',
  expired: 'Expired unsigned',
  extended: 'Due date extended',
};

/** "1234567 bytes (1.2 MB)": exact, and readable. */
function bytesInWords(size: number): string {
  const exact = `${size} bytes`;
  if (size < 1024) return exact;
  const [amount, unit] = size < 1024 * 1024 ? [size / 1024, 'KB'] : [size / (1024 * 1024), 'MB'];
  return `${exact} (${amount.toFixed(1)} ${unit})`;
}

/** A writer that flows lines down A4 pages, adding a page when one is full. */
function flow(document: PDFDocument, fonts: FontChain) {
  let page: PDFPage = document.addPage(A4);
  let y = A4[1] - MARGIN;
  const width = A4[0] - 2 * MARGIN;
  const ensure = (height: number) => {
    if (y - height >= MARGIN) return;
    page = document.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const write = (text: string, options: { size?: number; grey?: number; indent?: number } = {}) => {
    const size = options.size ?? 10;
    const indent = options.indent ?? 0;
    for (const line of wrap(text, fonts, size, width - indent)) {
      ensure(size * 1.4);
      y -= size * 1.4;
      drawLine(page, line, fonts, { x: MARGIN + indent, y, size, grey: options.grey ?? 0 });
    }
  };
  const gap = (points: number) => {
    y -= points;
  };
  const rule = () => {
    ensure(8);
    y -= 6;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: A4[0] - MARGIN, y },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.6),
    });
    y -= 2;
  };
  return { write, gap, rule, lastPage: () => page };
}

/**
 * The audit certificate, added after the document's pages: what was signed, by whom, every event
 * of the copy with its time, address and browser, and the original's SHA-256. Answers its last page
 * (the seal's invisible signature field goes there).
 */
export function addCertificatePages(
  document: PDFDocument,
  info: CertificateInfo,
  fonts: FontChain,
): PDFPage {
  const out = flow(document, fonts);
  out.write('Certificate of completion', { size: 18 });
  out.gap(6);
  out.write(info.title, { size: 13 });
  out.rule();
  const row = (label: string, value: string) => out.write(`${label}: ${value}`, { size: 10 });
  row('Document id', info.documentId);
  row('Copy id', info.copyId);
  row('Provider', info.provider);
  row('Client', info.client);
  row('Pages of the document', `${info.pageCount} (this certificate follows them)`);
  row('SHA-256 of the original file', info.originalSha256);
  if (info.files?.length) {
    out.gap(8);
    out.write('Attached files', { size: 12 });
    out.rule();
    for (const file of info.files) {
      out.write(`${file.field}: ${file.name}`, { size: 10 });
      out.write(`Type: ${file.type}, size: ${bytesInWords(file.size)}`, { size: 9, indent: 12 });
      out.write(`SHA-256: ${file.sha256}`, { size: 9, indent: 12 });
      out.gap(3);
    }
  }
  out.gap(8);
  out.write('Events', { size: 12 });
  out.rule();
  for (const event of info.events) {
    const who = event.actor ? ` by ${event.actor}` : ' by the platform';
    out.write(`${utcTime(event.at)}  ${EVENT_NAMES[event.action]}${who}`, { size: 10 });
    if (event.detail) out.write(event.detail, { size: 9, indent: 12 });
    const where = [`IP address: ${event.ip ?? '—'}`, `Browser: ${event.userAgent ?? '—'}`];
    for (const line of where) out.write(line, { size: 8, grey: 0.35, indent: 12 });
    out.gap(3);
  }
  out.gap(8);
  out.write('Seal', { size: 12 });
  out.rule();
  out.write(
    `Sealed ${utcTime(info.sealedAt)} with a digital signature over the whole file (PAdES, SHA-256), made with the certificate "${info.certificateSubject}" (SHA-256 ${info.certificateSha256}). Any change to this file, or anything added to it, breaks the seal.`,
    { size: 9 },
  );
  out.gap(4);
  out.write(`Check this file at ${info.verifyUrl}`, { size: 9 });
  return out.lastPage();
}
