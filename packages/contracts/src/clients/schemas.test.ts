import { describe, expect, it } from 'vitest';

import { ZCreateClientRequest, ZUpdateClientRequest } from './schemas.ts';

/** The client record's schemas, shared by the app's client form and the server. */
describe('the client record schemas', () => {
  it('upper-cases ISO country codes and refuses names', () => {
    const ok = ZCreateClientRequest.parse({
      fullName: 'A',
      email: 'a@b.co',
      licenseNo: 'L-1',
      country: 'gb',
    });
    expect(ok.country).toBe('GB');
    expect(
      ZCreateClientRequest.safeParse({
        fullName: 'A',
        email: 'a@b.co',
        licenseNo: 'L',
        country: 'UK!',
      }).success,
    ).toBe(false);
  });

  it('needs at least one field to update a client', () => {
    expect(ZUpdateClientRequest.safeParse({}).success).toBe(false);
    expect(ZUpdateClientRequest.safeParse({ state: 'Kent' }).success).toBe(true);
  });

  it('refuses a lone UTF-16 surrogate in free text, and keeps real characters built of pairs', () => {
    const base = { fullName: 'A', email: 'a@b.co', licenseNo: 'L-1' };
    for (const fullName of ['\uD800', 'a\uDFFFb', 'x\uDBFF']) {
      const result = ZCreateClientRequest.safeParse({ ...base, fullName });
      expect(result.success, JSON.stringify(fullName)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'must not contain broken characters (a lone UTF-16 surrogate)',
      );
    }
    expect(ZCreateClientRequest.parse({ ...base, fullName: 'Zoë 😀 𝕳' }).fullName).toBe('Zoë 😀 𝕳');
  });
});
