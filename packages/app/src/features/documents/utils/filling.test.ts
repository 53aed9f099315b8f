import { describe, expect, it } from 'vitest';

import type { TDocumentField } from '@portal/contracts';

import {
  buildSignForm,
  emptyFill,
  fieldsToFill,
  initialFill,
  isLockedPrefill,
  missingFields,
  nextFieldToFill,
  problemsByField,
  uploadOf,
  valuesToSend,
  type FillState,
} from './filling';

const field = (
  id: string,
  type: TDocumentField['type'],
  page: number,
  y: number,
  required = true,
): TDocumentField => ({ id, type, label: id, required, page, x: 0.1, y, width: 0.2, height: 0.05 });

const fields = [
  field('sign', 'signature', 2, 0.8),
  field('name', 'text', 1, 0.5),
  field('agree', 'checkbox', 1, 0.7),
  field('date', 'date', 2, 0.9),
  field('note', 'text', 1, 0.1, false),
];

const fill = (change: Partial<FillState> = {}): FillState => ({ ...emptyFill(), ...change });

describe('the guide from one required field to the next', () => {
  it('starts with the first required field in reading order', () => {
    expect(nextFieldToFill(fields, fill(), null)?.id).toBe('name');
  });

  it('goes on after the current field, skipping filled and optional ones, and wraps', () => {
    const state = fill({ values: { agree: true } });
    expect(nextFieldToFill(fields, state, 'name')?.id).toBe('sign');
    expect(nextFieldToFill(fields, state, 'sign')?.id).toBe('name');
  });

  it('ends when every required field is filled (dates are the server’s)', () => {
    const state = fill({
      values: { name: 'Grace', agree: true },
      signature: { kind: 'typed', text: 'Grace Hopper' },
    });
    expect(missingFields(fields, state)).toEqual([]);
    expect(nextFieldToFill(fields, state, 'sign')).toBeNull();
  });

  it('counts a blank text as empty', () => {
    expect(missingFields(fields, fill({ values: { name: '   ' } })).map((f) => f.id)).toEqual([
      'name',
      'agree',
      'sign',
    ]);
  });
});

describe('what is sent', () => {
  it('sends text and checkbox values only, trimmed, without empty texts', () => {
    expect(
      valuesToSend(
        fields,
        fill({ values: { name: ' Grace ', agree: false, note: '', date: 'x' } }),
      ),
    ).toEqual({ name: 'Grace', agree: false });
  });

  it('sends a typed signature and keeps it when asked', () => {
    const form = buildSignForm(
      fields,
      fill({
        values: { name: 'Grace', agree: true },
        signature: { kind: 'typed', text: 'Grace Hopper' },
        saveSignature: true,
      }),
    );
    expect(Object.fromEntries(form.entries())).toEqual({
      values: JSON.stringify({ name: 'Grace', agree: true }),
      signatureText: 'Grace Hopper',
      saveSignature: 'true',
    });
  });

  it('sends a drawn signature as the PNG part, and the saved one as a flag', () => {
    const png = new Blob(['png'], { type: 'image/png' });
    const drawn = buildSignForm(
      fields,
      fill({ signature: { kind: 'drawn', png, previewUrl: '' } }),
    );
    expect((drawn.get('signature') as File).name).toBe('signature.png');
    const saved = buildSignForm(
      fields,
      fill({ signature: { kind: 'saved', preview: 'Grace' }, saveSignature: true }),
    );
    expect(saved.get('useSavedSignature')).toBe('true');
    expect(saved.has('saveSignature')).toBe(false);
  });

  it('sends no initials for a document without an initials field', () => {
    const form = buildSignForm(fields, fill({ initials: { kind: 'typed', text: 'GH' } }));
    expect(form.has('initialsText')).toBe(false);
  });
});

describe('the server’s field problems', () => {
  it('are read by field id', () => {
    expect(
      problemsByField([
        { path: 'values.name', message: '“name” is required' },
        { path: 'signature', message: 'cannot be read' },
      ]),
    ).toEqual({ name: '“name” is required' });
  });
});

describe('the issue-34 field types', () => {
  const upload = (id: string, fieldId: string) => ({
    id,
    fieldId,
    fileName: `${id}.pdf`,
    fileType: 'application/pdf' as const,
    size: 10,
    sha256: 'ab',
    url: '/api/v1/x',
    createdAt: '2026-03-02T10:00:00.000Z',
  });
  const typed = [
    { ...field('who', 'name', 1, 0.1), prefill: 'name' as const, locked: true },
    { ...field('mail', 'email', 1, 0.2), prefill: 'email' as const },
    field('tel', 'phone', 1, 0.3),
    field('status', 'dropdown', 1, 0.4),
    field('age', 'number', 1, 0.5),
    { ...field('notice', 'readonly', 1, 0.05), text: 'Read me.' },
    field('card', 'upload', 1, 0.6),
    field('date', 'date', 1, 0.9),
  ];

  it('start from the record’s values and the files already attached', () => {
    const state = initialFill({
      fields: typed,
      // A value for a field without `prefill` (the field changed since) is not taken.
      prefill: { who: 'Grace Hopper', mail: 'grace@example.com', tel: '+1 555' },
      uploads: [upload('u1', 'card'), upload('u2', 'card')],
    });
    expect(state.values).toEqual({ who: 'Grace Hopper', mail: 'grace@example.com', card: 'u2' });
    expect(state.signature).toBeNull();
  });

  it('lock a prefilled field only when the record has its value', () => {
    const [who] = typed;
    if (!who) throw new Error('no field');
    expect(isLockedPrefill(who, { who: 'Grace' })).toBe(true);
    expect(isLockedPrefill(who, {})).toBe(false);
    expect(isLockedPrefill({ ...who, locked: false }, { who: 'Grace' })).toBe(false);
  });

  it('find the latest file of an upload field', () => {
    expect(uploadOf('card', [upload('u1', 'card'), upload('u2', 'other')])?.id).toBe('u1');
    expect(uploadOf('none', [upload('u1', 'card')])).toBeUndefined();
  });

  it('leave read-only texts and dates out of the guide', () => {
    expect(fieldsToFill(typed).map((f) => f.id)).toEqual([
      'who',
      'mail',
      'tel',
      'status',
      'age',
      'card',
    ]);
    expect(missingFields(typed, fill({ values: { who: 'G' } })).map((f) => f.id)).toEqual([
      'mail',
      'tel',
      'status',
      'age',
      'card',
    ]);
  });

  it('send a prefilled field the client emptied as empty (the server would seal the record’s)', () => {
    expect(valuesToSend(typed, fill({ values: { mail: '  ', tel: '' } }))).toEqual({ mail: '' });
  });

  it('send every value as a trimmed text (an upload as its id), nothing for read-only', () => {
    expect(
      valuesToSend(
        typed,
        fill({
          values: {
            who: 'Grace Hopper',
            mail: ' grace@example.com ',
            tel: '',
            status: 'Married',
            age: '42.5',
            notice: 'x',
            card: 'u1',
            date: 'x',
          },
        }),
      ),
    ).toEqual({
      who: 'Grace Hopper',
      mail: 'grace@example.com',
      status: 'Married',
      age: '42.5',
      card: 'u1',
    });
  });
});
