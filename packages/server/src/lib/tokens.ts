import { SignJWT, jwtVerify, type JWTPayload } from 'jose';

import type { TRole } from '@portal/contracts';

/** Session tokens: HS256 JWTs carrying the user id, role and token version, with `exp` in seconds. */
export interface TokenClaims {
  sub: string;
  role: TRole;
  /** users.token_version at issue time; a raised version revokes the token. */
  ver: number;
  /** The session (sessions.id) this token belongs to: ending it revokes the token. */
  sid: string;
}

/** A channel guest's token: its own audience, so it can never pass as an account's token. */
export interface GuestTokenClaims {
  /** The guest's id. */
  sub: string;
  channelId: string;
}

/**
 * The token of an account that must set up a second factor before anything else (issue 33): its
 * own audience, accepted only by the set-up endpoints, never as a session.
 */
export interface SetupTokenClaims {
  sub: string;
  /** users.token_version at issue time, as for a session token. */
  ver: number;
}

const GUEST_AUDIENCE = 'channel-guest';
const SETUP_AUDIENCE = 'second-factor-setup';
/** The "resume your conversation" link e-mailed to a guest: a different audience, no session. */
const RESUME_AUDIENCE = 'channel-guest-resume';

/** Subjects are ids: anything else in a validly signed token is not ours to look up. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isId = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

export interface TokenService {
  sign: (claims: TokenClaims) => Promise<string>;
  /** Resolves an account token's claims, or null for anything else (a guest token included). */
  verify: (token: string) => Promise<TokenClaims | null>;
  signGuest: (claims: GuestTokenClaims, ttlSeconds: number) => Promise<string>;
  /** Resolves a guest token's claims, or null for anything else (an account token included). */
  verifyGuest: (token: string) => Promise<GuestTokenClaims | null>;
  /** The token of a guest's resume link: never accepted as a session by itself. */
  signGuestResume: (claims: GuestTokenClaims, ttlSeconds: number) => Promise<string>;
  verifyGuestResume: (token: string) => Promise<GuestTokenClaims | null>;
  signSetup: (claims: SetupTokenClaims, ttlSeconds: number) => Promise<string>;
  /** Resolves a set-up token's claims, or null for anything else (a session token included). */
  verifySetup: (token: string) => Promise<SetupTokenClaims | null>;
}

function guestClaims(payload: JWTPayload | null, audience: string): GuestTokenClaims | null {
  if (!payload || payload.aud !== audience || !isId(payload.sub) || !isId(payload.ch)) return null;
  return { sub: payload.sub, channelId: payload.ch };
}

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  // Imported once: given raw bytes, jose imports the key again on every call (3x the cost of a
  // verification, paid by every request).
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const signed = async (payload: JWTPayload, subject: string, ttl: number) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttl)
      .sign(await key);
  const verified = async (token: string): Promise<JWTPayload | null> => {
    try {
      // Only HS256: `alg: none` and every other algorithm are refused by jose here.
      const { payload } = await jwtVerify(token, await key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub'],
      });
      return payload;
    } catch {
      return null;
    }
  };
  return {
    sign: (claims) =>
      signed({ role: claims.role, ver: claims.ver, sid: claims.sid }, claims.sub, ttlSeconds),
    verify: async (token) => {
      const payload = await verified(token);
      if (
        !payload ||
        payload.aud !== undefined ||
        !isId(payload.sub) ||
        !isId(payload.sid) ||
        typeof payload.ver !== 'number' ||
        typeof payload.role !== 'string'
      ) {
        return null;
      }
      return { sub: payload.sub, ver: payload.ver, sid: payload.sid, role: payload.role as TRole };
    },
    signGuest: (claims, ttl) =>
      signed({ aud: GUEST_AUDIENCE, ch: claims.channelId }, claims.sub, ttl),
    verifyGuest: async (token) => guestClaims(await verified(token), GUEST_AUDIENCE),
    signGuestResume: (claims, ttl) =>
      signed({ aud: RESUME_AUDIENCE, ch: claims.channelId }, claims.sub, ttl),
    verifyGuestResume: async (token) => guestClaims(await verified(token), RESUME_AUDIENCE),
    signSetup: (claims, ttl) => signed({ aud: SETUP_AUDIENCE, ver: claims.ver }, claims.sub, ttl),
    verifySetup: async (token) => {
      const payload = await verified(token);
      if (
        payload?.aud !== SETUP_AUDIENCE ||
        !isId(payload.sub) ||
        typeof payload.ver !== 'number'
      ) {
        return null;
      }
      return { sub: payload.sub, ver: payload.ver };
    },
  };
}
