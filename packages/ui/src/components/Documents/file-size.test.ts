import { describe, expect, it } from 'vitest';

import { formatFileSize, isAccepted } from './file-size';

describe('formatFileSize', () => {
  it('says bytes, kilobytes and megabytes', () => {
    expect(formatFileSize(820)).toBe('820 B');
    expect(formatFileSize(14_540)).toBe('14.2 KB');
    expect(formatFileSize(3.4 * 1024 * 1024)).toBe('3.4 MB');
    expect(formatFileSize(200 * 1024 * 1024)).toBe('200 MB');
  });

  it('says nothing for a count that is not one', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});

describe('isAccepted', () => {
  const pdf = { name: 'Consent.PDF', type: 'application/pdf' };
  const png = { name: 'card.png', type: 'image/png' };

  it('takes everything without a list', () => {
    expect(isAccepted(png, undefined)).toBe(true);
  });

  it('matches types, wildcards and extensions, ignoring case', () => {
    expect(isAccepted(pdf, 'application/pdf')).toBe(true);
    expect(isAccepted(png, 'application/pdf')).toBe(false);
    expect(isAccepted(png, 'application/pdf, image/*')).toBe(true);
    expect(isAccepted({ name: 'scan.pdf', type: '' }, '.pdf')).toBe(true);
  });
});
