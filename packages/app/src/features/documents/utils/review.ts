import type { TDocumentField } from '@portal/contracts';

import { inReadingOrder, type FillState, type Mark } from './filling';

/** What a field will hold once signed, as the review lists it. */
export type ReviewValue =
  | { kind: 'text'; text: string }
  | { kind: 'checkbox'; isChecked: boolean }
  | { kind: 'mark'; mark: Mark }
  | { kind: 'date'; date: string }
  /** An optional field left empty. */
  | { kind: 'empty' };

export interface ReviewEntry {
  field: TDocumentField;
  value: ReviewValue;
}

/**
 * Every field in reading order with what the signing will write into it: texts as sent
 * (trimmed), checkboxes ticked or not, the signature or initials as made, and `date` in the date
 * fields.
 */
export function reviewEntries(
  fields: readonly TDocumentField[],
  fill: FillState,
  date: string,
): ReviewEntry[] {
  return inReadingOrder(fields).map((field) => ({ field, value: valueOf(field, fill, date) }));
}

function valueOf(field: TDocumentField, fill: FillState, date: string): ReviewValue {
  const value = fill.values[field.id];
  switch (field.type) {
    case 'readonly':
      return { kind: 'text', text: field.text ?? '' };
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
