import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import type { AppContext } from '../context.ts';
import { users, type UserRow } from '../db/schema.ts';
import { HttpError, forbidden, unauthorized } from '../lib/http-error.ts';
import type { Access } from './access-policy.ts';

/** The signed-in user behind a request, read fresh from the database on every call. */
export interface Caller {
  id: string;
  role: UserRow['role'];
  user: UserRow;
}

const EXPIRED = 'Your session has expired. Please sign in again.';

/**
 * Resolves a token to an account that may act now: the signature and expiry hold, the account
 * exists, its token version matches (not revoked), and it is approved and not blocked.
 */
export async function resolveToken(ctx: AppContext, token: string): Promise<Caller> {
  const claims = await ctx.tokens.verify(token);
  if (!claims) throw unauthorized(EXPIRED);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, claims.sub)).limit(1);
  // Deleted, or revoked by a block, a rejection or a password change.
  if (!user || user.tokenVersion !== claims.ver) throw unauthorized(EXPIRED);
  if (user.status === 'blocked') throw unauthorized(EXPIRED);
  if (user.isApprove === 'pending') {
    throw forbidden('Your account is waiting for approval by the administrator.');
  }
  if (user.isApprove === 'reject') throw forbidden('Your account has been rejected.');
  return { id: user.id, role: user.role, user };
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized('The Authorization header must be "Bearer <token>".');
  return match[1];
}

/** Applies the access policy entry of a route to a request. */
export async function authorize(
  ctx: AppContext,
  request: FastifyRequest,
  access: Access,
): Promise<Caller | null> {
  if (access === 'public') return null;
  const token = bearerToken(request);
  if (!token) throw unauthorized('Please sign in.');
  const caller = await resolveToken(ctx, token);
  if (access !== 'signed-in' && !access.includes(caller.role)) {
    throw new HttpError(403, `This action is for the ${access.join(' or ')} role only.`);
  }
  return caller;
}
