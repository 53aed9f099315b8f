import { describe, expect, it } from 'vitest';

import {
  SIGNING_CONSENT_REQUIRED_MESSAGE,
  SIGNING_DISCLOSURE_CHANGED_MESSAGE,
} from '@portal/contracts/constants';

import { ApiError } from '@/lib/http/errors';

import { isConsentRequired, isDisclosureChanged, paragraphsOf } from './disclosure';

describe('paragraphsOf', () => {
  it('parts paragraphs at blank lines and keeps single line breaks inside one', () => {
    expect(paragraphsOf('First line\nsame paragraph\n\nSecond\n\n\n  Third  ')).toEqual([
      'First line\nsame paragraph',
      'Second',
      'Third',
    ]);
  });

  it('takes Windows line ends and blank lines holding spaces', () => {
    expect(paragraphsOf('One\r\n \r\nTwo\r\nstill two')).toEqual(['One', 'Two\nstill two']);
  });

  it('keeps markup as text', () => {
    expect(paragraphsOf('<b>bold</b>')).toEqual(['<b>bold</b>']);
  });

  it('has no paragraph for an empty text', () => {
    expect(paragraphsOf('\n\n')).toEqual([]);
  });
});

describe('the consent refusals', () => {
  it('tells the signing refused for a consent from other refusals', () => {
    expect(isConsentRequired(new ApiError(SIGNING_CONSENT_REQUIRED_MESSAGE, 409, [], true))).toBe(
      true,
    );
    expect(isConsentRequired(new ApiError('This copy was already signed.', 409, [], true))).toBe(
      false,
    );
    expect(isConsentRequired(new ApiError(SIGNING_CONSENT_REQUIRED_MESSAGE, 400))).toBe(false);
  });

  it('reads any 409 to the acceptance as a changed disclosure', () => {
    expect(isDisclosureChanged(new ApiError(SIGNING_DISCLOSURE_CHANGED_MESSAGE, 409))).toBe(true);
    expect(isDisclosureChanged(new ApiError('Something went wrong.', 500))).toBe(false);
    expect(isDisclosureChanged(new Error('offline'))).toBe(false);
  });
});
