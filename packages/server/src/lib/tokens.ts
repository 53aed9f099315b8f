import { SignJWT, jwtVerify } from 'jose';

import type { TRole } from '@portal/contracts';

/** Session tokens: HS256 JWTs carrying the user id, role and token version, with `exp` in seconds. */
export interface TokenClaims {
  sub: string;
  role: TRole;
  /** users.token_version at issue time; a raised version revokes the token. */
  ver: number;
}

export interface TokenService {
  sign: (claims: TokenClaims) => Promise<string>;
  /** Resolves the claims, or null for anything not signed by us, expired or malformed. */
  verify: (token: string) => Promise<TokenClaims | null>;
}

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims) =>
      new SignJWT({ role: claims.role, ver: claims.ver })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    verify: async (token) => {
      try {
        // Only HS256: `alg: none` and every other algorithm are refused by jose here.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub'],
        });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.ver !== 'number' ||
          typeof payload.role !== 'string'
        ) {
          return null;
        }
        return { sub: payload.sub, ver: payload.ver, role: payload.role as TRole };
      } catch {
        return null;
      }
    },
  };
}
