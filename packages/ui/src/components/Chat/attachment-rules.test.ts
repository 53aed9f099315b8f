import { describe, expect, it } from 'vitest';

import { attachmentProblem, fileKindLabel } from './attachment-rules';

const rules = {
  accept: 'application/pdf,image/png,image/jpeg',
  maxBytes: 10 * 1024 * 1024,
  typesInWords: 'a PDF or an image',
};
const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('attachmentProblem', () => {
  it('takes a file of an accepted type within the limit', () => {
    expect(attachmentProblem(file('scan.pdf', 'application/pdf', 2048), rules)).toBeNull();
    expect(attachmentProblem(file('photo.jpg', 'image/jpeg', rules.maxBytes), rules)).toBeNull();
  });

  it('refuses another type, saying what may be sent', () => {
    expect(attachmentProblem(file('notes.docx', 'application/msword', 10), rules)).toBe(
      '“notes.docx” cannot be sent: attach a PDF or an image.',
    );
    // A type the browser could not tell is refused too (the server would refuse it).
    expect(attachmentProblem(file('mystery', '', 10), rules)).toMatch(/cannot be sent/);
  });

  it('refuses a file over the limit with both sizes', () => {
    expect(attachmentProblem(file('big.pdf', 'application/pdf', rules.maxBytes + 1), rules)).toBe(
      '“big.pdf” is 10.0 MB: a file can be at most 10.0 MB.',
    );
    expect(attachmentProblem(file('huge.png', 'image/png', 25 * 1024 * 1024), rules)).toBe(
      '“huge.png” is 25.0 MB: a file can be at most 10.0 MB.',
    );
  });

  it('refuses an empty file (the server takes none)', () => {
    expect(attachmentProblem(file('empty.pdf', 'application/pdf', 0), rules)).toBe(
      '“empty.pdf” is empty.',
    );
  });
});

describe('fileKindLabel', () => {
  it('names PDFs, images by their subtype, and anything else a file', () => {
    expect(fileKindLabel('application/pdf')).toBe('PDF');
    expect(fileKindLabel('image/jpeg')).toBe('JPEG image');
    expect(fileKindLabel('image/svg+xml')).toBe('SVG image');
    expect(fileKindLabel('text/plain')).toBe('File');
  });
});
