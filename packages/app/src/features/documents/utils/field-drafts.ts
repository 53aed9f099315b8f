import type { TDocumentField, TDocumentFieldInput, TDocumentFieldType } from '@portal/contracts';
import {
  CHOICE_FIELD_TYPES,
  DOCUMENT_FIELD_LABEL_MAX_LENGTH,
  FIELD_OPTION_MAX_LENGTH,
  FIELD_OPTIONS_MAX,
  FIELD_PREFILL_SOURCES,
  PREFILL_FIELD_TYPES,
  READONLY_TEXT_MAX_LENGTH,
  type TFieldPrefillSource,
} from '@portal/contracts/constants';

import { rectCenteredAt } from '@portal/ui';

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

/**
 * A new field's usual size, as fractions of an A4 page (at 720 px wide: 0.035 high is a line of
 * text, a checkbox 29 x 28 px to hit, a radio group four options tall).
 */
export const SIZES: Record<TDocumentFieldType, { width: number; height: number }> = {
  signature: { width: 0.3, height: 0.06 },
  initials: { width: 0.1, height: 0.05 },
  text: { width: 0.35, height: 0.035 },
  date: { width: 0.18, height: 0.035 },
  checkbox: { width: 0.04, height: 0.028 },
  dropdown: { width: 0.3, height: 0.035 },
  radio: { width: 0.3, height: 0.12 },
  number: { width: 0.15, height: 0.035 },
  email: { width: 0.35, height: 0.035 },
  phone: { width: 0.25, height: 0.035 },
  name: { width: 0.35, height: 0.035 },
  readonly: { width: 0.5, height: 0.08 },
  upload: { width: 0.3, height: 0.05 },
};

export const isChoiceType = (type: TDocumentFieldType) =>
  (CHOICE_FIELD_TYPES as readonly TDocumentFieldType[]).includes(type);

/** The record sources that may fill a field of this type (none: it has no prefill setting). */
export const prefillSourcesOf = (type: TDocumentFieldType): TFieldPrefillSource[] =>
  FIELD_PREFILL_SOURCES.filter((source) => PREFILL_FIELD_TYPES[source].includes(type));

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
    // A read-only text takes no value; a checkbox left empty says 'no'.
    required: type !== 'checkbox' && type !== 'readonly',
    page,
    x,
    y: Math.round(y * 10_000) / 10_000,
    width,
    height,
    ...(isChoiceType(type) && { options: ['Option 1', 'Option 2'] }),
  };
}

/** A new field of this type with its middle where it was dropped or clicked, inside the page. */
export function placeField(
  type: TDocumentFieldType,
  point: { page: number; x: number; y: number },
  existing: readonly FieldDraft[],
): FieldDraft {
  const rect = rectCenteredAt(point, SIZES[type]);
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  return {
    ...newField(type, point.page, existing),
    x: round(rect.x),
    y: round(rect.y),
    width: rect.width,
    height: rect.height,
  };
}

const overlaps = (a: FieldDraft, b: Pick<FieldDraft, 'x' | 'y' | 'width' | 'height'>) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Initials on every other page at this one's place and size (same label and requirement), except
 * on pages that already have initials there.
 */
export function initialsOnEveryPage(
  source: FieldDraft,
  pageCount: number,
  existing: readonly FieldDraft[],
): FieldDraft[] {
  const added: FieldDraft[] = [];
  for (let page = 1; page <= pageCount; page += 1) {
    const isTaken = existing.some(
      (field) => field.type === 'initials' && field.page === page && overlaps(field, source),
    );
    if (page === source.page || isTaken) continue;
    added.push({ ...source, id: newFieldId(), page });
  }
  return added;
}

/** The parts of a field the editor checks, each shown under its own input. */
export type FieldPart = 'label' | 'options' | 'min' | 'max' | 'text' | 'prefill' | 'locked' | 'box';

/**
 * What the server would refuse in a field (the contracts' ZDocumentFieldInput, checked here
 * without loading zod), by part, in words for the provider. Empty when the field can be saved.
 */
export function fieldDraftProblems(field: FieldDraft): Partial<Record<FieldPart, string>> {
  const problems: Partial<Record<FieldPart, string>> = {};
  const label = field.label.trim();
  if (!label) problems.label = 'Give this field a label.';
  else if (label.length > DOCUMENT_FIELD_LABEL_MAX_LENGTH)
    problems.label = `The label can have at most ${DOCUMENT_FIELD_LABEL_MAX_LENGTH} characters.`;
  if (isChoiceType(field.type)) {
    const options = (field.options ?? []).map((option) => option.trim());
    const empty = options.findIndex((option) => !option);
    const long = options.findIndex((option) => option.length > FIELD_OPTION_MAX_LENGTH);
    const twice = options.find((option, index) => option && options.indexOf(option) !== index);
    if (options.length === 0) problems.options = 'Add at least one option.';
    else if (options.length > FIELD_OPTIONS_MAX)
      problems.options = `A field can have at most ${FIELD_OPTIONS_MAX} options.`;
    else if (empty >= 0) problems.options = `Option ${empty + 1} is empty: write it or remove it.`;
    else if (long >= 0)
      problems.options = `Option ${long + 1} is longer than ${FIELD_OPTION_MAX_LENGTH} characters.`;
    else if (twice) problems.options = `"${twice}" is listed twice: each option once.`;
  }
  if (field.min !== undefined && field.max !== undefined && field.min > field.max)
    problems.max = 'The maximum must not be less than the minimum.';
  if (field.type === 'readonly') {
    const text = field.text?.trim() ?? '';
    if (!text) problems.text = 'Write the text the client will read.';
    else if (text.length > READONLY_TEXT_MAX_LENGTH)
      problems.text = `The text can have at most ${READONLY_TEXT_MAX_LENGTH} characters.`;
  }
  if (field.prefill && !PREFILL_FIELD_TYPES[field.prefill].includes(field.type))
    problems.prefill = `A ${FIELD_TYPE_LABELS[field.type]} field cannot be filled in from that.`;
  if (field.locked && !field.prefill)
    problems.locked = 'Choose what fills it in before locking it.';
  if (field.x + field.width > 1.000001 || field.y + field.height > 1.000001)
    problems.box = 'The field must lie inside its page.';
  return problems;
}

/** The fields with a problem, by id: their first problem, for a summary before saving. */
export function draftProblems(fields: readonly FieldDraft[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const field of fields) {
    const first = Object.values(fieldDraftProblems(field))[0];
    if (first) found[field.id] = first;
  }
  return found;
}

/** The fields of a document as drafts (their ids kept). */
export function draftsOf(fields: readonly TDocumentField[]): FieldDraft[] {
  return fields.map((field) => ({ ...field }));
}
