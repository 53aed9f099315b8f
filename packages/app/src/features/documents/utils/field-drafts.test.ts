import { describe, expect, it } from 'vitest';

import {
  draftProblems,
  fieldDraftProblems,
  initialsOnEveryPage,
  newField,
  newFieldId,
  placeField,
  SIZES,
} from './field-drafts';

describe('new fields', () => {
  it('have a v4 UUID', () => {
    expect(newFieldId()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('put a signature at the bottom right and a text at the top left, inside the page', () => {
    const signature = newField('signature', 2, []);
    expect(signature).toMatchObject({
      type: 'signature',
      label: 'Signature',
      required: true,
      page: 2,
    });
    expect(signature.x + signature.width).toBeCloseTo(0.9);
    expect(signature.y + signature.height).toBeCloseTo(0.9);
    const text = newField('text', 1, [signature]);
    expect(text).toMatchObject({ x: 0.1, y: 0.1, label: 'Text' });
  });

  it('stack fields of one page without overlapping, and number their labels', () => {
    const first = newField('text', 1, []);
    const second = newField('text', 1, [first]);
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
    expect(second.label).toBe('Text 2');
    const checkbox = newField('checkbox', 1, []);
    expect(checkbox.required).toBe(false);
  });
});

describe('placing a field where it was dropped or clicked', () => {
  it('centres it under the pointer', () => {
    const field = placeField('dropdown', { page: 2, x: 0.5, y: 0.5 }, []);
    expect(field).toMatchObject({ type: 'dropdown', page: 2, options: ['Option 1', 'Option 2'] });
    expect(field.x + field.width / 2).toBeCloseTo(0.5);
    expect(field.y + field.height / 2).toBeCloseTo(0.5);
  });

  it('keeps it inside the page near an edge', () => {
    const field = placeField('signature', { page: 1, x: 0.99, y: 0.01 }, []);
    expect(field.x + field.width).toBeCloseTo(1);
    expect(field.y).toBe(0);
    expect(field.width).toBe(SIZES.signature.width);
  });
});

describe('initials on every page', () => {
  it('copies the box to each other page, except where initials already are', () => {
    const source = { ...newField('initials', 1, []), x: 0.8, y: 0.9 };
    const already = { ...source, id: newFieldId(), page: 3, x: 0.82 };
    const elsewhere = { ...source, id: newFieldId(), page: 2, x: 0.1, y: 0.1 };
    const added = initialsOnEveryPage(source, 4, [source, already, elsewhere]);
    expect(added.map((field) => field.page)).toEqual([2, 4]);
    expect(added[0]).toMatchObject({ x: 0.8, y: 0.9, width: source.width, label: 'Initials' });
    expect(new Set(added.map((field) => field.id)).size).toBe(2);
    expect(added.some((field) => field.id === source.id)).toBe(false);
  });
});

describe('what the server would refuse', () => {
  it('asks for options, each once and not empty', () => {
    const dropdown = newField('dropdown', 1, []);
    expect(fieldDraftProblems(dropdown)).toEqual({});
    expect(fieldDraftProblems({ ...dropdown, options: [] }).options).toBe(
      'Add at least one option.',
    );
    expect(fieldDraftProblems({ ...dropdown, options: ['Yes', ' '] }).options).toMatch(
      /Option 2 is empty/,
    );
    expect(fieldDraftProblems({ ...dropdown, options: ['Yes', 'Yes '] }).options).toMatch(
      /"Yes" is listed twice/,
    );
    expect(
      fieldDraftProblems({ ...dropdown, options: Array.from({ length: 51 }, (_, i) => `${i}`) })
        .options,
    ).toMatch(/at most 50/);
  });

  it('checks a number range, a read-only text, a label and a lock', () => {
    const number = newField('number', 1, []);
    expect(fieldDraftProblems({ ...number, min: 5, max: 1 }).max).toMatch(/not be less/);
    const readonly = newField('readonly', 1, []);
    expect(readonly.required).toBe(false);
    expect(fieldDraftProblems(readonly).text).toBe('Write the text the client will read.');
    expect(fieldDraftProblems({ ...readonly, text: 'Read me.' })).toEqual({});
    const name = newField('name', 1, []);
    expect(fieldDraftProblems({ ...name, label: ' ', locked: true })).toEqual({
      label: 'Give this field a label.',
      locked: 'Choose what fills it in before locking it.',
    });
    expect(fieldDraftProblems({ ...name, prefill: 'email' }).prefill).toMatch(/cannot be filled/);
    expect(draftProblems([name, readonly])).toEqual({
      [readonly.id]: 'Write the text the client will read.',
    });
  });
});
