import { describe, expect, it } from 'vitest';

import { isUsableImage } from './image';

describe('isUsableImage', () => {
  it.each([undefined, null, '', '   ', 'null', 'NULL', 'undefined'])('rejects %j', (value) => {
    expect(isUsableImage(value)).toBe(false);
  });

  it('accepts a real address', () => {
    expect(isUsableImage('/api/v1/auth/profile-picture/7')).toBe(true);
  });
});
