import { describe, expect, it } from 'vitest';

import {
  ZClientSignupRequest,
  ZCreateClientRequest,
  ZLoginRequest,
  ZProviderSignupRequest,
  ZUpdateClientRequest,
  ZUpdateMeFields,
} from '../index.ts';

/** The schemas the app's forms and the server share: what they accept and how they normalise. */
describe('contracts', () => {
  it('trims and lower-cases e-mails', () => {
    const parsed = ZLoginRequest.parse({ email: '  Pat@Example.COM ', password: 'x' });
    expect(parsed.email).toBe('pat@example.com');
  });

  it('refuses unknown fields such as role, isApprove and status', () => {
    for (const field of ['role', 'isApprove', 'status']) {
      const result = ZClientSignupRequest.safeParse({
        fullName: 'A',
        email: 'a@b.co',
        password: 'long enough',
        [field]: 'superadmin',
      });
      expect(result.success, field).toBe(false);
    }
  });

  it('asks for a password of 8 to 128 characters at sign-up', () => {
    const base = { fullName: 'A', email: 'a@b.co', licenseNo: 'L-1' };
    expect(ZProviderSignupRequest.safeParse({ ...base, password: 'short' }).success).toBe(false);
    expect(ZProviderSignupRequest.safeParse({ ...base, password: 'x'.repeat(129) }).success).toBe(
      false,
    );
    expect(ZProviderSignupRequest.safeParse({ ...base, password: 'eight ch' }).success).toBe(true);
  });

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

  it('reads update-me form texts: numbers from strings, empty texts clear', () => {
    expect(ZUpdateMeFields.parse({ age: '42' }).age).toBe(42);
    expect(ZUpdateMeFields.parse({ age: '', gender: '', country: '' })).toEqual({
      age: '',
      gender: '',
      country: '',
    });
    expect(ZUpdateMeFields.safeParse({ email: 'x@y.z' }).success).toBe(false);
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
