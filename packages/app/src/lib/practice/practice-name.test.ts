import { describe, expect, it } from 'vitest';

import { DEFAULT_PRACTICE_NAME } from '@portal/contracts/routes';

import { readPracticeName } from './practice-name';

const pageWith = (content: string | null) => ({
  querySelector: () => (content === null ? null : ({ content } as HTMLMetaElement)),
});

describe('readPracticeName', () => {
  it('reads the name the server wrote into the page', () => {
    expect(readPracticeName(pageWith('Harbour Clinic') as never)).toBe('Harbour Clinic');
  });

  it('falls back to the neutral default without the tag or with an empty one', () => {
    expect(readPracticeName(pageWith(null) as never)).toBe(DEFAULT_PRACTICE_NAME);
    expect(readPracticeName(pageWith('  ') as never)).toBe(DEFAULT_PRACTICE_NAME);
  });

  it('falls back to the neutral default outside a browser', () => {
    expect(readPracticeName(undefined)).toBe(DEFAULT_PRACTICE_NAME);
  });
});
