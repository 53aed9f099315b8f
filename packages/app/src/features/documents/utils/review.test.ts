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

describe('the review of the issue-34 field types', () => {
  const upload = {
    id: '50000000-0000-4000-8000-000000000001',
    fieldId: 'card',
    fileName: 'card.png',
    fileType: 'image/png' as const,
    size: 2048,
    sha256: 'ab',
    url: '/api/v1/x',
    createdAt: '2026-03-02T10:00:00.000Z',
  };
  const newTypes = [
    field('status', 'dropdown', 1, 0.1),
    field('contact', 'radio', 1, 0.2),
    field('age', 'number', 1, 0.3),
    field('mail', 'email', 1, 0.4),
    field('tel', 'phone', 1, 0.5),
    field('who', 'name', 1, 0.6),
    { ...field('notice', 'readonly', 1, 0.05), text: 'Read this.\nTwice.' },
    field('card', 'upload', 1, 0.7),
    field('other', 'upload', 1, 0.8, false),
  ];

  it('lists each as a text in reading order, the read-only text and the attached file', () => {
    const entries = reviewEntries(
      newTypes,
      fill({
        values: {
          status: 'Married',
          contact: 'Phone',
          age: ' 42.5 ',
          mail: 'grace@example.com',
          tel: '+44 20 7946 0958',
          who: 'Grace Hopper',
          card: upload.id,
        },
      }),
      '2026-03-02',
      [upload],
    );
    expect(entries.map(({ field: { id }, value }) => [id, value])).toEqual([
      ['notice', { kind: 'readonly', text: 'Read this.\nTwice.' }],
      ['status', { kind: 'text', text: 'Married' }],
      ['contact', { kind: 'text', text: 'Phone' }],
      ['age', { kind: 'text', text: '42.5' }],
      ['mail', { kind: 'text', text: 'grace@example.com' }],
      ['tel', { kind: 'text', text: '+44 20 7946 0958' }],
      ['who', { kind: 'text', text: 'Grace Hopper' }],
      ['card', { kind: 'upload', fileName: 'card.png', size: 2048 }],
      ['other', { kind: 'empty' }],
    ]);
  });

  it('says an upload whose file is gone is empty', () => {
    const entries = reviewEntries(newTypes, fill({ values: { card: 'gone' } }), '2026-03-02', [
      upload,
    ]);
    expect(entries.find((entry) => entry.field.id === 'card')?.value).toEqual({ kind: 'empty' });
  });
});

describe('signingDate', () => {
  it('is the UTC day of the signing', () => {
    expect(signingDate(new Date('2026-03-02T23:30:00.000-05:00'))).toBe('2026-03-03');
  });
});
