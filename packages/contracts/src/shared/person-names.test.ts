import { describe, expect, it } from 'vitest';

import { initialsOf, privateNameOf, privateNamesOf } from './person-names.ts';

describe('privateNameOf', () => {
  it.each([
    ['Maya Lindqvist', 'Maya L.'],
    ['Dr. Maya Lindqvist', 'Maya L.'],
    ['prof Ada King Lovelace', 'Ada L.'],
    ['Mx. Sam', 'Sam'],
    ['Noah van der Berg', 'Noah B.'],
    ['Émile zola', 'Émile Z.'],
    ['Dr.', 'Dr.'],
  ])('%j → %j', (name, form) => {
    expect(privateNameOf(name)).toBe(form);
  });

  it('numbers a second and third person of the same form, in the order given', () => {
    const names = privateNamesOf([
      { id: 'a', fullName: 'Maya Lindqvist' },
      { id: 'b', fullName: 'Noah Berg' },
      { id: 'c', fullName: 'Maya Larsen' },
      { id: 'd', fullName: 'Mrs. Maya Lund' },
    ]);
    expect([...names.values()]).toEqual(['Maya L.', 'Noah B.', 'Maya L. (2)', 'Maya L. (3)']);
  });
});

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['Ada King Lovelace', 'AL'],
    ['  grace   hopper ', 'GH'],
    ['Plato', 'P'],
    ['Émile Zola', 'ÉZ'],
    ['Dr. Maya Lindqvist (you)', 'ML'],
    ['Maya L. (2)', 'ML'],
    ['', ''],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
