import { ZContactNo, ZEmail } from '../shared/fields.ts';
import { DOCUMENT_TEXT_VALUE_MAX_LENGTH } from './constants.ts';
import type { TDocumentField } from './schemas.ts';

/** A number as a client types it: digits, a dot as the decimal separator, an optional minus. */
const NUMBER_TEXT = /^-?\d{1,15}(\.\d{1,15})?$/;

/** The field types that take no value from the client (the server writes or prints them). */
export const VALUELESS_FIELD_TYPES = ['signature', 'initials', 'date', 'readonly'] as const;

/**
 * What is wrong with a value for this field (null: nothing). One rule for the app, which says it
 * under the field, and for the server, which refuses the signing (400). An empty text is "no value"
 * and left to the required check.
 */
export function fieldValueProblem(field: TDocumentField, value: string | boolean): string | null {
  if ((VALUELESS_FIELD_TYPES as readonly string[]).includes(field.type)) {
    return 'takes no value';
  }
  if (field.type === 'checkbox') return typeof value === 'boolean' ? null : 'must be true or false';
  if (typeof value !== 'string') return 'must be a text';
  if (value.length > DOCUMENT_TEXT_VALUE_MAX_LENGTH) {
    return `must be at most ${DOCUMENT_TEXT_VALUE_MAX_LENGTH} characters`;
  }
  if (value.trim() === '') return null;
  switch (field.type) {
    case 'dropdown':
    case 'radio':
      return field.options?.includes(value) ? null : 'must be one of the options';
    case 'number': {
      if (!NUMBER_TEXT.test(value.trim())) return 'must be a number, with a dot for decimals';
      const number = Number(value);
      if (field.min !== undefined && number < field.min) return `must be at least ${field.min}`;
      if (field.max !== undefined && number > field.max) return `must be at most ${field.max}`;
      return null;
    }
    case 'email':
      return ZEmail.safeParse(value).success
        ? null
        : 'must be an e-mail address like name@example.com';
    case 'phone':
      return ZContactNo.safeParse(value).success && /\d/.test(value)
        ? null
        : 'must be a telephone number: digits, spaces, ( ) - and a leading +';
    case 'upload':
      return /^[0-9a-f-]{36}$/i.test(value) ? null : 'must be a file attached to this copy';
    default:
      return null;
  }
}
