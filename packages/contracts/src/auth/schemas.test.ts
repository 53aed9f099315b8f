import { describe, expect, it } from 'vitest';

import {
  ZClientSignupRequest,
  ZLoginRequest,
  ZProviderSignupRequest,
  ZUpdateMeFields,
} from './schemas.ts';

/** The schemas the app's forms and the server share: what they accept and how they normalise. */
describe('the auth schemas', () => {
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

  it('reads update-me form texts: numbers from strings, empty texts clear', () => {
    expect(ZUpdateMeFields.parse({ age: '42' }).age).toBe(42);
    expect(ZUpdateMeFields.parse({ age: '', gender: '', country: '' })).toEqual({
      age: '',
      gender: '',
      country: '',
    });
    expect(ZUpdateMeFields.safeParse({ email: 'x@y.z' }).success).toBe(false);
  });
});
