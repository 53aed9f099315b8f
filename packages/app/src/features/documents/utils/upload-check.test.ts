import { describe, expect, it } from 'vitest';

import { uploadProblem, uploadTypeLabel, UPLOAD_HINT } from './upload-check';

const MB = 1024 * 1024;

describe('the browser’s check of a file to attach', () => {
  it('takes an image or a PDF up to the limit', () => {
    expect(uploadProblem({ name: 'card.png', type: 'image/png', size: 10 * MB }, 4)).toBeNull();
    expect(uploadProblem({ name: 'a.pdf', type: 'application/pdf', size: 1 }, 0)).toBeNull();
  });

  it('refuses another type, an empty file and a file over the limit, naming it', () => {
    expect(uploadProblem({ name: 'scan.heic', type: 'image/heic', size: 5 }, 0)).toBe(
      '“scan.heic” cannot be attached: choose a PNG, JPEG or WebP image, or a PDF.',
    );
    expect(uploadProblem({ name: 'a.pdf', type: 'application/pdf', size: 0 }, 0)).toBe(
      '“a.pdf” is empty: choose another file.',
    );
    expect(uploadProblem({ name: 'big.pdf', type: 'application/pdf', size: 12.4 * MB }, 0)).toBe(
      '“big.pdf” is 12.4 MB: a file can be at most 10 MB.',
    );
  });

  it('refuses a sixth file for the copy', () => {
    expect(uploadProblem({ name: 'a.pdf', type: 'application/pdf', size: 5 }, 5)).toBe(
      'A document takes at most 5 files: remove one before attaching another.',
    );
  });

  it('names the types and the limit for people', () => {
    expect(UPLOAD_HINT).toBe('A PNG, JPEG or WebP image, or a PDF, up to 10 MB.');
    expect(uploadTypeLabel('image/webp')).toBe('WebP image');
  });
});
