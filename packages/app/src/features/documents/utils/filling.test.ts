import { describe, expect, it } from 'vitest';

import type { TDocumentField } from '@portal/contracts';

import {
  buildSignForm,
  emptyFill,
  missingFields,
  nextFieldToFill,
  problemsByField,
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
