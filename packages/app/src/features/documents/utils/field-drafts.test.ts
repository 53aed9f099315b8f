import { describe, expect, it } from 'vitest';

import { newField, newFieldId } from './field-drafts';

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
