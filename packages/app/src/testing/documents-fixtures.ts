import type {
  TSigningConsent,
  TDocumentAuditEvent,
  TDocumentCopy,
  TDocumentCopyDetail,
  TDocumentDetail,
  TDocumentField,
  TDocumentSummary,
} from '@portal/contracts';

/*
 * Fixtures of the documents screens' stories: documents, copies, fields, trails, and a real PDF
 * (built here, a few hundred bytes) for the viewer to draw.
 */

const PROVIDER = { id: '00000000-0000-4000-8000-000000000002', fullName: 'Dr Ada Lovelace' };
const CLIENT = { id: '00000000-0000-4000-8000-000000000003', fullName: 'Grace Hopper' };
const OTHER_CLIENT = { id: '00000000-0000-4000-8000-000000000004', fullName: 'Alan Turing' };

const docId = (n: number) => `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const copyId = (n: number) => `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const fieldId = (n: number) => `30000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const SHA = 'a3f5c0e1b2d4968877665544332211ffeeddccbbaa99887766554433221100ff';

/** A PDF of `pages` A4 pages, each with a heading and a few lines, valid for pdfjs. */
export function samplePdf(pages = 1, title = 'Consent to treatment'): Blob {
  const objects: string[] = [];
  const pageIds = Array.from({ length: pages }, (_, index) => 3 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`;
  const fontId = 3 + pages * 2;
  pageIds.forEach((id, index) => {
    const lines = [
      `BT /F1 22 Tf 60 760 Td (${title}) Tj ET`,
      `BT /F1 12 Tf 60 720 Td (Page ${index + 1} of ${pages}. I agree to the treatment described to me.) Tj ET`,
      'BT /F1 12 Tf 60 700 Td (Please read every section before you sign.) Tj ET',
      '0.6 G 60 120 m 300 120 l S',
    ].join('\n');
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${id + 1} 0 R ` +
      `/Resources << /Font << /F1 ${fontId} 0 R >> >> >>`;
    objects[id + 1] = `<< /Length ${lines.length} >>\nstream\n${lines}\nendstream`;
  });
  objects[fontId] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = body.length;
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) {
    body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  }
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Blob([body], { type: 'application/pdf' });
}

/** A field on the sample PDF. */
export function fieldFixture(
  n: number,
  type: TDocumentField['type'],
  overrides: Partial<TDocumentField> = {},
): TDocumentField {
  const place: Record<
    TDocumentField['type'],
    Pick<TDocumentField, 'x' | 'y' | 'width' | 'height'>
  > = {
    text: { x: 0.1, y: 0.3, width: 0.45, height: 0.04 },
    checkbox: { x: 0.1, y: 0.4, width: 0.04, height: 0.03 },
    date: { x: 0.6, y: 0.8, width: 0.2, height: 0.04 },
    initials: { x: 0.1, y: 0.8, width: 0.12, height: 0.05 },
    signature: { x: 0.1, y: 0.82, width: 0.4, height: 0.06 },
    dropdown: { x: 0.1, y: 0.45, width: 0.3, height: 0.04 },
    radio: { x: 0.5, y: 0.45, width: 0.3, height: 0.1 },
    number: { x: 0.1, y: 0.5, width: 0.15, height: 0.04 },
    email: { x: 0.1, y: 0.55, width: 0.4, height: 0.04 },
    phone: { x: 0.1, y: 0.6, width: 0.3, height: 0.04 },
    name: { x: 0.1, y: 0.25, width: 0.45, height: 0.04 },
    readonly: { x: 0.1, y: 0.15, width: 0.8, height: 0.06 },
    upload: { x: 0.1, y: 0.68, width: 0.3, height: 0.05 },
  };
  const labels: Record<TDocumentField['type'], string> = {
    text: 'Full name',
    checkbox: 'I agree',
    date: 'Date',
    initials: 'Initials',
    signature: 'Signature',
    dropdown: 'Marital status',
    radio: 'Preferred contact',
    number: 'Age',
    email: 'E-mail',
    phone: 'Phone',
    name: 'Name',
    readonly: 'Notice',
    upload: 'Insurance card',
  };
  return {
    id: fieldId(n),
    type,
    label: labels[type],
    required: type !== 'date',
    page: 1,
    ...place[type],
    ...overrides,
  };
}

export const consentFields: TDocumentField[] = [
  fieldFixture(1, 'text'),
  fieldFixture(2, 'checkbox'),
  fieldFixture(3, 'signature'),
  fieldFixture(4, 'date'),
];

export function copyFixture(
  n: number,
  status: TDocumentCopy['status'],
  overrides: Partial<TDocumentCopy> = {},
): TDocumentCopy {
  const documentId = overrides.documentId ?? docId(1);
  const isClosed = status === 'signed' || status === 'declined' || status === 'voided';
  return {
    id: copyId(n),
    documentId,
    client: n % 2 ? CLIENT : OTHER_CLIENT,
    status,
    reason:
      status === 'declined'
        ? 'The dates of the treatment are wrong.'
        : status === 'voided'
          ? 'Replaced by a new version.'
          : null,
    sentAt: '2026-03-02T09:30:00.000Z',
    viewedAt: status === 'sent' ? null : '2026-03-02T10:00:00.000Z',
    closedAt: isClosed ? '2026-03-03T14:05:00.000Z' : null,
    sealedSha256: status === 'signed' ? SHA : null,
    signedUrl:
      status === 'signed' ? `/api/v1/documents/${documentId}/shares/${copyId(n)}/signed` : null,
    dueAt: null,
    reminders: null,
    sending: null,
    ...overrides,
  };
}

export function documentFixture(
  n: number,
  overrides: Partial<TDocumentSummary> = {},
): TDocumentSummary {
  const id = docId(n);
  return {
    id,
    kind: 'form',
    title:
      ['Consent to treatment', 'Intake form', 'Privacy notice', 'Payment agreement'][n % 4] ??
      'Form',
    owner: PROVIDER,
    recipient: null,
    fileName: 'consent.pdf',
    fileType: 'application/pdf',
    fileSize: 182_400,
    pageCount: 1,
    sha256: SHA,
    fieldCount: consentFields.length,
    practiceWide: false,
    templateId: null,
    fileUrl: `/api/v1/documents/${id}/file`,
    copies: [],
    createdAt: `2026-03-0${(n % 9) + 1}T09:00:00.000Z`,
    updatedAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}

export const withDetail = (
  summary: TDocumentSummary,
  fields: TDocumentField[] = consentFields,
): TDocumentDetail => ({ ...summary, fieldCount: fields.length, fields });

/** A provider's list: forms in every state and a file a client shared. */
export const providerDocuments: TDocumentSummary[] = [
  documentFixture(1, {
    copies: [copyFixture(1, 'signed'), copyFixture(2, 'viewed')],
  }),
  documentFixture(2, {
    copies: [
      copyFixture(3, 'sent', { documentId: docId(2) }),
      copyFixture(4, 'declined', { documentId: docId(2) }),
    ],
  }),
  documentFixture(3, { copies: [], fieldCount: 0 }),
  documentFixture(4, {
    kind: 'file',
    title: 'Insurance card',
    owner: CLIENT,
    recipient: PROVIDER,
    fileName: 'insurance-card.png',
    fileType: 'image/png',
    pageCount: null,
    fieldCount: 0,
  }),
];

/** A client's list: a form waiting, one signed, one voided, and a file it shared. */
export const clientDocuments: TDocumentSummary[] = [
  documentFixture(1, { copies: [copyFixture(1, 'sent')] }),
  documentFixture(2, { copies: [copyFixture(3, 'signed', { documentId: docId(2) })] }),
  documentFixture(3, { copies: [copyFixture(5, 'voided', { documentId: docId(3) })] }),
  documentFixture(4, {
    kind: 'file',
    title: 'Insurance card',
    owner: CLIENT,
    recipient: PROVIDER,
    fileName: 'insurance-card.png',
    fileType: 'image/png',
    pageCount: null,
    fieldCount: 0,
  }),
];

/** A due date: the end of 12 March 2026 where the browser is (the day shows as 2026-03-12). */
export const DUE_AT = new Date(2026, 2, 12, 23, 59, 59, 999).toISOString();
/** A due date that passed: the end of 5 March 2026 where the browser is. */
export const PAST_DUE_AT = new Date(2026, 2, 5, 23, 59, 59, 999).toISOString();

/** A reminder schedule: every 3 days, at most 5 times, 2 sent, the next on 14 March 2026. */
export const remindersFixture = (
  overrides: Partial<NonNullable<TDocumentCopy['reminders']>> = {},
): NonNullable<TDocumentCopy['reminders']> => ({
  everyDays: 3,
  maxCount: 5,
  sent: 2,
  nextAt: new Date(2026, 2, 14, 9, 30).toISOString(),
  ...overrides,
});

/** The place of a copy in a packet sent to its client ("New client intake", 3 documents). */
export const sendingFixture = (
  position: number,
  count = 3,
  title = 'New client intake',
): NonNullable<TDocumentCopy['sending']> => ({
  id: '50000000-0000-4000-8000-000000000001',
  title,
  position,
  count,
});

/**
 * A client's list with a packet of three sent together (the first signed, the others due on 12
 * March), a form due on its own, and one that expired unsigned.
 */
export const packetClientDocuments: TDocumentSummary[] = [
  documentFixture(8, {
    title: 'Payment agreement',
    copies: [copyFixture(17, 'sent', { documentId: docId(8), dueAt: DUE_AT })],
  }),
  documentFixture(7, {
    title: 'Privacy notice',
    copies: [
      copyFixture(15, 'sent', { documentId: docId(7), dueAt: DUE_AT, sending: sendingFixture(3) }),
    ],
  }),
  documentFixture(6, {
    title: 'Medical history questionnaire',
    copies: [
      copyFixture(13, 'sent', { documentId: docId(6), dueAt: DUE_AT, sending: sendingFixture(2) }),
    ],
  }),
  documentFixture(5, {
    title: 'Consent to treatment',
    copies: [copyFixture(11, 'signed', { documentId: docId(5), sending: sendingFixture(1) })],
  }),
  documentFixture(9, {
    title: 'Release of records',
    copies: [copyFixture(19, 'expired', { documentId: docId(9), dueAt: PAST_DUE_AT })],
  }),
];

export function eventsFixture(status: TDocumentCopy['status']): TDocumentAuditEvent[] {
  const event = (
    n: number,
    action: TDocumentAuditEvent['action'],
    actor: { id: string; fullName: string } | null,
    minute: number,
    detail: string | null = null,
  ): TDocumentAuditEvent => ({
    id: `40000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    action,
    actor,
    ip: actor ? '203.0.113.7' : null,
    userAgent: actor ? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0' : null,
    detail,
    createdAt: `2026-03-02T09:${String(minute).padStart(2, '0')}:00.000Z`,
  });
  const events = [event(1, 'created', PROVIDER, 0), event(2, 'shared', PROVIDER, 30)];
  if (status !== 'sent') events.push(event(3, 'viewed', CLIENT, 40));
  if (status === 'signed')
    events.push(
      event(8, 'consented', CLIENT, 45, 'Disclosure version 2, accepted 2026-03-02 09:44:00 UTC'),
      event(4, 'completed', CLIENT, 45),
      event(5, 'signed', null, 45),
    );
  if (status === 'declined') events.push(event(6, 'declined', CLIENT, 50));
  if (status === 'voided') events.push(event(7, 'voided', PROVIDER, 55));
  return events;
}

export function copyDetailFixture(
  copy: TDocumentCopy,
  fields: TDocumentField[] = consentFields,
): TDocumentCopyDetail {
  return {
    ...copy,
    title: 'Consent to treatment',
    provider: PROVIDER,
    fields,
    fileUrl: `/api/v1/documents/${copy.documentId}/file`,
    pageCount: 1,
    events: eventsFixture(copy.status),
    prefill: {},
    uploads: [],
  };
}

/** The practice's disclosure about electronic signatures: plain text, paragraphs apart. */
export const DISCLOSURE_TEXT = [
  'Before you sign electronically, please read this disclosure about electronic records and signatures.',
  'You agree that the practice may give you documents electronically and that your electronic signature has the same effect as a signature on paper.\nYou may ask for a paper copy of any document at no charge.',
  'You may withdraw this consent at any time by telling the practice; documents you already signed stay signed. To read and sign documents you need a current web browser and an e-mail address.',
].join('\n\n');

/** A client's consent to sign electronically: `acceptedAt` null asks for it. */
export function signingConsentFixture(
  overrides: { version?: number; text?: string; acceptedAt?: string | null } = {},
): TSigningConsent {
  const {
    version = 2,
    text = DISCLOSURE_TEXT,
    acceptedAt = '2026-03-01T08:00:00.000Z',
  } = overrides;
  return {
    disclosure: { version, text, updatedAt: '2026-02-20T12:00:00.000Z' },
    acceptedAt,
  };
}

// ---------------------------------------------------------------------------------------------
// Completing the field types of issue 34

type TCopyUpload = TDocumentCopyDetail['uploads'][number];

/** A file attached to an upload field of copy 1. */
export function copyUploadFixture(
  fieldId: string,
  overrides: Partial<TCopyUpload> = {},
): TCopyUpload {
  const id = overrides.id ?? '50000000-0000-4000-8000-000000000001';
  return {
    id,
    fieldId,
    fileName: 'insurance-card.png',
    fileType: 'image/png',
    size: 245_760,
    sha256: SHA,
    url: `/api/v1/documents/${docId(1)}/shares/${copyId(1)}/uploads/${id}`,
    createdAt: '2026-03-02T10:05:00.000Z',
    ...overrides,
  };
}

/** An intake form with one field of each new type a client fills, in reading order down the page. */
export const intakeFields: TDocumentField[] = [
  fieldFixture(11, 'readonly', {
    text: 'Bring your insurance card to your first visit.',
    required: false,
    // Under the sample PDF's lines of text.
    y: 0.185,
    height: 0.05,
  }),
  fieldFixture(12, 'name', { prefill: 'name', locked: true }),
  fieldFixture(13, 'dropdown', { options: ['Single', 'Married', 'Divorced', 'Widowed'] }),
  fieldFixture(14, 'radio', { options: ['E-mail', 'Phone', 'Post'] }),
  fieldFixture(15, 'number', { min: 18, max: 120 }),
  fieldFixture(16, 'email', { prefill: 'email' }),
  fieldFixture(17, 'phone'),
  fieldFixture(18, 'upload'),
  fieldFixture(19, 'signature'),
];

/** The client's copy of that form: its name locked and its e-mail prefilled from its record. */
export function intakeCopyFixture(
  overrides: Partial<TDocumentCopyDetail> = {},
): TDocumentCopyDetail {
  return {
    ...copyDetailFixture(copyFixture(1, 'sent'), intakeFields),
    title: 'Intake form',
    prefill: { [fieldId(12)]: 'Grace Hopper', [fieldId(16)]: 'grace.hopper@example.com' },
    ...overrides,
  };
}

// ---------------------------------------------------------------------------------------------
// The field editor of issue 34

/** The parts each new type takes, for a field of every type as the editor and the viewer show it. */
const everyTypeParts: Partial<Record<TDocumentField['type'], Partial<TDocumentField>>> = {
  dropdown: { options: ['Single', 'Married', 'Divorced', 'Widowed'] },
  radio: { options: ['E-mail', 'Phone', 'Letter'] },
  number: { min: 18, max: 120 },
  readonly: { text: 'Please read every section before you sign.', required: false },
  name: { prefill: 'name', locked: true },
  email: { prefill: 'email' },
};

/** One field of each of the 13 types on page 1 of the sample PDF, with their parts set. */
export const everyTypeFields: TDocumentField[] = (
  [
    'readonly',
    'name',
    'text',
    'checkbox',
    'dropdown',
    'radio',
    'number',
    'email',
    'phone',
    'upload',
    'initials',
    'signature',
    'date',
  ] as const
).map((type, index) => fieldFixture(101 + index, type, everyTypeParts[type]));
