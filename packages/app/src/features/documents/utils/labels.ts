import type { TDocumentEvent, TDocumentFieldType } from '@portal/contracts';

/** How an audit event reads in the trail. */
export const EVENT_LABELS: Record<TDocumentEvent, string> = {
  created: 'Added',
  shared: 'Sent to the client',
  viewed: 'Opened by the client',
  consented: 'Consented to sign electronically',
  attached: 'File attached',
  detached: 'File removed',
  completed: 'Completed by the client',
  signed: 'Sealed by the platform',
  declined: 'Declined',
  voided: 'Voided',
  downloaded: 'Downloaded',
  reminded: 'Reminder sent to the client',
  expired: 'Expired unsigned (due date passed)',
  extended: 'Due date extended',
};

/** The field types as the editor and the guide name them. */
export const FIELD_TYPE_LABELS: Record<TDocumentFieldType, string> = {
  signature: 'Signature',
  initials: 'Initials',
  text: 'Text',
  date: 'Date (signing date)',
  checkbox: 'Checkbox',
  dropdown: 'Dropdown',
  radio: 'Radio group',
  number: 'Number',
  email: 'E-mail',
  phone: 'Phone',
  name: 'Name',
  readonly: 'Read-only text',
  upload: 'File upload',
};

/** A timestamp as people read it, in their own time zone: '2026-03-02 14:05'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The accepted uploads, for the file pickers. */
export const PDF_ACCEPT = 'application/pdf,.pdf';
/**
 * A provider's document must be a PDF (fields are placed on its pages); only clients may share
 * images. Said after the file's name.
 */
export const PDF_NEEDED =
  'not a PDF. A document to fill and sign must be a PDF: save or scan it as a PDF, then add it.';
export const CLIENT_FILE_ACCEPT = 'application/pdf,.pdf,image/png,image/jpeg,image/webp,image/gif';
/** DOCUMENT_MAX_BYTES on the server (20 MB). */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
