import type {
  TCopyUpload,
  TDocumentCopyDetail,
  TDocumentField,
  TFieldValues,
} from '@portal/contracts';

/** How the client signs (or gives initials): drawn, typed, or the account's saved signature. */
export type Mark =
  | { kind: 'drawn'; png: Blob; previewUrl: string }
  | { kind: 'typed'; text: string }
  | { kind: 'saved'; preview: string };

/** Everything the client has filled in so far (kept while the dialog is open, also after a failure). */
export interface FillState {
  /** Values by field id: a text (an upload: its id) or a checkbox's true or false. */
  values: Record<string, string | boolean>;
  signature: Mark | null;
  initials: Mark | null;
  /** Keep the signature as the account's eSignature for next time. */
  saveSignature: boolean;
}

export const emptyFill = (): FillState => ({
  values: {},
  signature: null,
  initials: null,
  saveSignature: false,
});

/** Whether the field takes the client's record's value as it is (locked, and the record has one). */
export function isLockedPrefill(
  field: TDocumentField,
  prefill: Readonly<Record<string, string>>,
): boolean {
  return field.locked === true && Boolean(prefill[field.id]);
}

/**
 * What the form starts with: the prefilled fields' values from the client's record, and the
 * files already attached to upload fields (after a reload, the form finds them attached).
 */
export function initialFill(
  copy: Pick<TDocumentCopyDetail, 'fields' | 'prefill' | 'uploads'>,
): FillState {
  const values: FillState['values'] = {};
  for (const field of copy.fields) {
    const prefilled = copy.prefill[field.id];
    if (field.prefill && prefilled) values[field.id] = prefilled;
    if (field.type === 'upload') {
      const attached = uploadOf(field.id, copy.uploads);
      if (attached) values[field.id] = attached.id;
    }
  }
  return { ...emptyFill(), values };
}

/** The file attached to an upload field (a new file for a field replaces the one before). */
export function uploadOf(
  fieldId: string,
  uploads: readonly TCopyUpload[],
): TCopyUpload | undefined {
  return uploads.findLast((upload) => upload.fieldId === fieldId);
}

/** The date the server writes into the date fields: the signing day, as YYYY-MM-DD (UTC). */
export function signingDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The fields in reading order: page, then top to bottom, then left to right. */
export function inReadingOrder(fields: readonly TDocumentField[]): TDocumentField[] {
  return [...fields].sort(
    (a, b) => a.page - b.page || a.y - b.y || a.x - b.x || a.id.localeCompare(b.id),
  );
}

/** Whether a field has what it needs (a date is the signing date: always). */
export function isFieldFilled(field: TDocumentField, fill: FillState): boolean {
  const value = fill.values[field.id];
  switch (field.type) {
    case 'checkbox':
      return value === true;
    case 'signature':
      return fill.signature !== null;
    case 'initials':
      return fill.initials !== null;
    case 'date':
    case 'readonly':
      return true;
    default:
      return typeof value === 'string' && value.trim() !== '';
  }
}

/**
 * The fields the client fills in, in reading order: not a date (the server writes those) nor a
 * read-only text (the provider's, shown as it is).
 */
export function fieldsToFill(fields: readonly TDocumentField[]): TDocumentField[] {
  return inReadingOrder(fields).filter(
    (field) => field.type !== 'date' && field.type !== 'readonly',
  );
}

/** The required fields still empty, in reading order. */
export function missingFields(
  fields: readonly TDocumentField[],
  fill: FillState,
): TDocumentField[] {
  return fieldsToFill(fields).filter((field) => field.required && !isFieldFilled(field, fill));
}

/**
 * The guide: the next required field still empty after `currentId` in reading order, wrapping
 * around; null when every required field is filled.
 */
export function nextFieldToFill(
  fields: readonly TDocumentField[],
  fill: FillState,
  currentId: string | null,
): TDocumentField | null {
  const ordered = fieldsToFill(fields);
  const start = currentId ? ordered.findIndex((field) => field.id === currentId) + 1 : 0;
  const rotated = [...ordered.slice(start), ...ordered.slice(0, start)];
  return rotated.find((field) => field.required && !isFieldFilled(field, fill)) ?? null;
}

/**
 * The values the server takes: a checkbox's true or false, every other field that takes a value
 * as its text, trimmed (an upload: the id of its file); empty texts left out, except a prefilled
 * field's. Signatures, initials,
 * dates and read-only texts go otherwise or not at all.
 */
export function valuesToSend(fields: readonly TDocumentField[], fill: FillState): TFieldValues {
  const values: TFieldValues = {};
  for (const field of fields) {
    const value = fill.values[field.id];
    if (field.type === 'checkbox') {
      if (typeof value === 'boolean') values[field.id] = value;
    } else if (takesText(field) && typeof value === 'string') {
      const text = value.trim();
      // A prefilled field the client emptied goes as empty: left out, the server would seal the
      // record's value, not what the review showed.
      if (text !== '' || field.prefill) values[field.id] = text;
    }
  }
  return values;
}

/** The types whose value is a text the client gives (typed, chosen, or an upload's id). */
const TEXT_VALUE_TYPES: readonly TDocumentField['type'][] = [
  'text',
  'dropdown',
  'radio',
  'number',
  'email',
  'phone',
  'name',
  'upload',
];

export const takesText = (field: TDocumentField) => TEXT_VALUE_TYPES.includes(field.type);

/**
 * The signing as the server takes it (multipart): `values` as JSON; the signature as ONE of the
 * PNG part `signature`, `signatureText` or `useSavedSignature=true`; initials as the PNG part
 * `initials` or `initialsText`; `saveSignature=true` to keep it. Marks the document does not ask
 * for are not sent.
 */
export function buildSignForm(fields: readonly TDocumentField[], fill: FillState): FormData {
  const form = new FormData();
  form.set('values', JSON.stringify(valuesToSend(fields, fill)));
  const asks = (type: TDocumentField['type']) => fields.some((field) => field.type === type);
  const { signature, initials } = fill;
  if (signature && asks('signature')) {
    if (signature.kind === 'drawn') form.set('signature', signature.png, 'signature.png');
    if (signature.kind === 'typed') form.set('signatureText', signature.text);
    if (signature.kind === 'saved') form.set('useSavedSignature', 'true');
    if (fill.saveSignature && signature.kind !== 'saved') form.set('saveSignature', 'true');
  }
  if (initials && asks('initials')) {
    if (initials.kind === 'drawn') form.set('initials', initials.png, 'initials.png');
    if (initials.kind === 'typed') form.set('initialsText', initials.text);
  }
  return form;
}

/** The server's field problems (`values.<id>`) by field id. */
export function problemsByField(
  details: readonly { path: string; message: string }[],
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const detail of details) {
    const match = /^values\.(.+)$/.exec(detail.path);
    if (match?.[1]) problems[match[1]] = detail.message;
  }
  return problems;
}
