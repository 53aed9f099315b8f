import type { TDocumentField, TDocumentFieldInput, TDocumentFieldType } from '@portal/contracts';

import { FIELD_TYPE_LABELS } from './labels';

/** A field being placed: every part set, with its id (kept by the server). */
export type FieldDraft = Required<Pick<TDocumentFieldInput, 'id'>> & Omit<TDocumentField, 'id'>;

/** A v4 UUID, also where `crypto.randomUUID` is missing (plain http on a LAN address). */
export function newFieldId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A new field's usual size, as fractions of the page. */
const SIZES: Record<TDocumentFieldType, { width: number; height: number }> = {
  signature: { width: 0.3, height: 0.06 },
  initials: { width: 0.1, height: 0.05 },
  text: { width: 0.35, height: 0.035 },
  date: { width: 0.18, height: 0.035 },
  checkbox: { width: 0.035, height: 0.025 },
  dropdown: { width: 0.3, height: 0.035 },
  radio: { width: 0.3, height: 0.1 },
  number: { width: 0.15, height: 0.035 },
  email: { width: 0.35, height: 0.035 },
  phone: { width: 0.25, height: 0.035 },
  name: { width: 0.35, height: 0.035 },
  readonly: { width: 0.5, height: 0.06 },
  upload: { width: 0.3, height: 0.05 },
};

/**
 * A new field of this type on this page, placed where it overlaps no other field of the page
 * when it can: signatures and initials from the bottom right up, the rest from the top left down.
 */
export function newField(
  type: TDocumentFieldType,
  page: number,
  existing: readonly FieldDraft[],
): FieldDraft {
  const { width, height } = SIZES[type];
  const onPage = existing.filter((field) => field.page === page);
  const isMark = type === 'signature' || type === 'initials';
  const x = isMark ? 0.9 - width : 0.1;
  const overlaps = (y: number) =>
    onPage.some(
      (field) =>
        x < field.x + field.width &&
        field.x < x + width &&
        y < field.y + field.height &&
        field.y < y + height,
    );
  const step = height + 0.02;
  let y = isMark ? 0.9 - height : 0.1;
  for (let tries = 0; tries < 40 && overlaps(y); tries += 1) {
    y = isMark ? y - step : y + step;
    if (y < 0 || y + height > 1) {
      y = isMark ? 0.9 - height : 0.1;
      break;
    }
  }
  const sameType = existing.filter((field) => field.type === type).length;
  const base = type === 'date' ? 'Date' : FIELD_TYPE_LABELS[type];
  return {
    id: newFieldId(),
    type,
    label: sameType ? `${base} ${sameType + 1}` : base,
    required: type !== 'checkbox',
    page,
    x,
    y: Math.round(y * 10_000) / 10_000,
    width,
    height,
  };
}

/** The fields of a document as drafts (their ids kept). */
export function draftsOf(fields: readonly TDocumentField[]): FieldDraft[] {
  return fields.map((field) => ({ ...field }));
}
