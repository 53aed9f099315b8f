import { describe, expect, it } from 'vitest';

import { fakeJwt } from '../testing/memory-storage';
import { isTokenExpired, readSessionId } from './token';

const now = Date.UTC(2026, 10, 21, 12, 0, 0);
const inSeconds = (ms: number) => Math.floor(ms / 1000);

describe('isTokenExpired', () => {
  it('accepts a token whose exp (seconds) is in the future', () => {
    expect(isTokenExpired(fakeJwt({ exp: inSeconds(now) + 60 }), now)).toBe(false);
  });

  it('rejects a token whose exp is past', () => {
    expect(isTokenExpired(fakeJwt({ exp: inSeconds(now) - 1 }), now)).toBe(true);
  });

  it('compares in milliseconds: exp * 1000 equal to now is expired', () => {
    expect(isTokenExpired(fakeJwt({ exp: now / 1000 }), now)).toBe(true);
  });

  it('rejects a token without exp', () => {
    expect(isTokenExpired(fakeJwt({ sub: 'u1' }), now)).toBe(true);
  });

  it('rejects a token with a non-numeric exp', () => {
    expect(isTokenExpired(fakeJwt({ exp: 'tomorrow' }), now)).toBe(true);
  });

  it('reads a base64url payload with UTF-8 text (as a server encodes it)', () => {
    const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = { exp: inSeconds(now) + 60, name: 'Zoë Ångström ~~~ ???' };
    expect(base64url(claims)).toMatch(/[-_]/);
    expect(isTokenExpired(`${base64url({ alg: 'HS256' })}.${base64url(claims)}.sig`, now)).toBe(
      false,
    );
  });

  it('rejects what cannot be decoded', () => {
    expect(isTokenExpired('not-a-token', now)).toBe(true);
    expect(isTokenExpired('', now)).toBe(true);
  });
});

describe('readSessionId', () => {
  it('reads the sid claim that names the session', () => {
    expect(readSessionId(fakeJwt({ sid: 's-1', exp: 1 }))).toBe('s-1');
  });

  it('is null for a token without one, or that cannot be decoded', () => {
    expect(readSessionId(fakeJwt({ exp: 1 }))).toBeNull();
    expect(readSessionId(fakeJwt({ sid: 42 }))).toBeNull();
    expect(readSessionId('not-a-token')).toBeNull();
  });
});
