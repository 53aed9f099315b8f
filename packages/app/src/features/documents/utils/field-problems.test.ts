import { describe, expect, it } from 'vitest';

import type { TDocumentField } from '@portal/contracts';

import { checkForm, valueProblem, valueProblems } from './field-problems';
import { emptyFill, type FillState } from './filling';

const field = (
  id: string,
  type: TDocumentField['type'],
  y: number,
  more: Partial<TDocumentField> = {},
): TDocumentField => ({
  id,
  type,
  label: id,
  required: true,
  page: 1,
  x: 0.1,
  y,
  width: 0.2,
  height: 0.05,
  ...more,
});

const fill = (values: FillState['values']): FillState => ({ ...emptyFill(), values });

const age = field('age', 'number', 0.1, { min: 18, max: 120 });
const mail = field('mail', 'email', 0.2);
const tel = field('tel', 'phone', 0.3);
const status = field('status', 'dropdown', 0.4, { options: ['Single', 'Married'] });
const card = field('card', 'upload', 0.5);
const name = field('name', 'text', 0.6);

describe('a value’s problem, as said under its input', () => {
  it('is the contracts’ rule as a sentence', () => {
    expect(valueProblem(age, fill({ age: '12' }))).toBe('Must be at least 18.');
    expect(valueProblem(age, fill({ age: '12,5' }))).toBe(
      'Must be a number, with a dot for decimals.',
    );
    expect(valueProblem(mail, fill({ mail: 'grace@' }))).toBe(
      'Must be an e-mail address like name@example.com.',
    );
    expect(valueProblem(tel, fill({ tel: 'call me' }))).toMatch(/^Must be a telephone number/);
    expect(valueProblem(status, fill({ status: 'Widowed' }))).toBe('Must be one of the options.');
  });

  it('is none for a good value, an empty one (the required check’s) or none at all', () => {
    expect(valueProblem(age, fill({ age: '42.5' }))).toBeNull();
    expect(valueProblem(mail, fill({ mail: '' }))).toBeNull();
    expect(valueProblem(tel, fill({}))).toBeNull();
    expect(valueProblem(field('date', 'date', 0.9), fill({ date: 'x' }))).toBeNull();
  });

  it('are listed by field id', () => {
    expect(
      valueProblems([age, mail, name], fill({ age: '200', mail: 'a@b.co', name: 'G' })),
    ).toEqual({
      age: 'Must be at most 120.',
    });
  });
});

describe('the check before the review', () => {
  it('finds the first field to fix in reading order, empty or refused', () => {
    const check = checkForm([name, card, age, mail], fill({ age: '5', name: 'Grace' }));
    expect(check.missing.map((f) => f.id)).toEqual(['mail', 'card']);
    expect(check.problems).toEqual({ age: 'Must be at least 18.' });
    expect(check.first?.id).toBe('age');
  });

  it('lets a complete form through', () => {
    const check = checkForm([age, status], fill({ age: '18', status: 'Married' }));
    expect(check).toEqual({ missing: [], problems: {}, first: null });
  });
});
