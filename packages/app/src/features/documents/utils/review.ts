import type { TCopyUpload, TDocumentField } from '@portal/contracts';

import { inReadingOrder, type FillState, type Mark } from './filling';

/** What a field will hold once signed, as the review lists it. */
export type ReviewValue =
  | { kind: 'text'; text: string }
  | { kind: 'checkbox'; isChecked: boolean }
  | { kind: 'mark'; mark: Mark }
  | { kind: 'date'; date: string }
  /** The file attached to an upload field. */
  | { kind: 'upload'; fileName: string; size: number }
  /** A read-only field: the provider's text, printed as it is. */
  | { kind: 'readonly'; text: string }
  /** An optional field left empty. */
  | { kind: 'empty' };

export interface ReviewEntry {
  field: TDocumentField;
  value: ReviewValue;
}

/**
 * Every field in reading order with what the signing will write into it: texts as sent
 * (trimmed; a choice, a number, an e-mail, a phone or a name as a text too), checkboxes ticked or
 * not, the signature or initials as made, `date` in the date fields, the provider's text in the
 * read-only ones and the attached file of an upload field (one of `uploads`).
 */
export function reviewEntries(
  fields: readonly TDocumentField[],
  fill: FillState,
  date: string,
  uploads: readonly TCopyUpload[] = [],
): ReviewEntry[] {
  return inReadingOrder(fields).map((field) => ({
    field,
    value: valueOf(field, fill, date, uploads),
  }));
}

function valueOf(
  field: TDocumentField,
  fill: FillState,
  date: string,
  uploads: readonly TCopyUpload[],
): ReviewValue {
  const value = fill.values[field.id];
  switch (field.type) {
    case 'readonly':
      return { kind: 'readonly', text: field.text ?? '' };
    case 'upload': {
      const upload = uploads.find((candidate) => candidate.id === value);
      return upload
        ? { kind: 'upload', fileName: upload.fileName, size: upload.size }
        : { kind: 'empty' };
    }
    case 'checkbox':
      return { kind: 'checkbox', isChecked: value === true };
    case 'signature':
      return fill.signature ? { kind: 'mark', mark: fill.signature } : { kind: 'empty' };
    case 'initials':
      return fill.initials ? { kind: 'mark', mark: fill.initials } : { kind: 'empty' };
    case 'date':
      return { kind: 'date', date };
    default: {
      const text = typeof value === 'string' ? value.trim() : '';
      return text ? { kind: 'text', text } : { kind: 'empty' };
    }
  }
}
