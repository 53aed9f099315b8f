import { describe, expect, it } from 'vitest';

import type { TDocumentField } from '@portal/contracts';

import { emptyFill, signingDate, type FillState } from './filling';
import { reviewEntries } from './review';

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
  field('initials', 'initials', 2, 0.1, false),
];

const fill = (change: Partial<FillState> = {}): FillState => ({ ...emptyFill(), ...change });

describe('the review before signing', () => {
  it('lists every field in reading order with what will be written, the date included', () => {
    const signature = { kind: 'typed', text: 'Grace Hopper' } as const;
    const entries = reviewEntries(
      fields,
      fill({ values: { name: '  Grace  ', agree: true }, signature }),
      '2026-03-02',
    );
    expect(entries.map(({ field: { id }, value }) => [id, value])).toEqual([
      ['note', { kind: 'empty' }],
      ['name', { kind: 'text', text: 'Grace' }],
      ['agree', { kind: 'checkbox', isChecked: true }],
      ['initials', { kind: 'empty' }],
      ['sign', { kind: 'mark', mark: signature }],
      ['date', { kind: 'date', date: '2026-03-02' }],
    ]);
  });

  it('says a checkbox left alone is not ticked and a blank text is empty', () => {
    const entries = reviewEntries(fields, fill({ values: { note: '   ' } }), '2026-03-02');
    const valueOf = (id: string) => entries.find((entry) => entry.field.id === id)?.value;
    expect(valueOf('agree')).toEqual({ kind: 'checkbox', isChecked: false });
    expect(valueOf('note')).toEqual({ kind: 'empty' });
  });
});

describe('signingDate', () => {
  it('is the UTC day of the signing', () => {
    expect(signingDate(new Date('2026-03-02T23:30:00.000-05:00'))).toBe('2026-03-03');
  });
});
