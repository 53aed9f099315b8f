import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import type { TAccess } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { users } from '../db/schema.ts';
import type { Caller, GuestCaller, SetupCaller } from '../lib/caller.ts';
import { HttpError, forbidden, unauthorized } from '../lib/http-error.ts';

const EXPIRED = 'Your session has expired. Please sign in again.';
const GUEST_EXPIRED = 'Your guest session has expired. Open the invitation link again.';
const SETUP_EXPIRED = 'This set-up has expired. Please sign in again with your password.';

/** The set-up token's account, as long as nothing revoked it and it may still sign in. */
async function resolveSetupToken(ctx: AppContext, token: string): Promise<SetupCaller | null> {
  const claims = await ctx.tokens.verifySetup(token);
  if (!claims) return null;
  const [user] = await ctx.db.select().from(users).where(eq(users.id, claims.sub)).limit(1);
  if (!user || user.tokenVersion !== claims.ver || user.status === 'blocked') {
    throw unauthorized(SETUP_EXPIRED);
  }
  if (user.isApprove !== 'approve') throw unauthorized(SETUP_EXPIRED);
  return { kind: 'setup', id: user.id, role: user.role, user };
}

/**
 * Resolves a token to an account that may act now: the signature and expiry hold, it is an
 * account token (a guest's is refused), the account exists, its token version matches (not
 * revoked), its session has not ended nor stayed idle too long, and it is approved and not
 * blocked. `isActivity`: the request is the person's doing (a write), which keeps the session
 * alive; reads and socket handshakes do not.
 */
export async function resolveToken(
  ctx: AppContext,
  token: string,
  isActivity = false,
): Promise<Caller & { sessionId: string }> {
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
  if (await ctx.sessions.check(user.id, claims.sid, isActivity)) throw unauthorized(EXPIRED);
  return { kind: 'account', id: user.id, role: user.role, user, sessionId: claims.sid };
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized('The Authorization header must be "Bearer <token>".');
  return match[1];
}

/**
 * Who is calling, for an endpoint's access rule: nobody for a public endpoint; otherwise an
 * account of an allowed role, or (only where the rule admits guests) a channel guest. The rule's
 * resource part is checked later, once the path's params are parsed (./resources.ts).
 */
export async function authenticate(
  ctx: AppContext,
  request: FastifyRequest,
  access: TAccess,
  isActivity = false,
): Promise<Caller | GuestCaller | SetupCaller | null> {
  if (access.kind === 'public') return null;
  const token = bearerToken(request);
  if (!token) throw unauthorized('Please sign in.');
  if (access.kind === 'guest') {
    const guest = await ctx.tokens.verifyGuest(token);
    if (guest) return { kind: 'guest', guestId: guest.sub, channelId: guest.channelId };
    // An account's valid token is the wrong kind of caller here; anything else is no session.
    if (await ctx.tokens.verify(token)) {
      throw forbidden('This is for guests of a conversation only.');
    }
    throw unauthorized(GUEST_EXPIRED);
  }
  if (access.guests) {
    const guest = await ctx.tokens.verifyGuest(token);
    if (guest) return { kind: 'guest', guestId: guest.sub, channelId: guest.channelId };
  }
  if (access.setupToken) {
    const setup = await resolveSetupToken(ctx, token);
    if (setup) return setup;
  }
  const caller = await resolveToken(ctx, token, isActivity);
  if (access.roles && !access.roles.includes(caller.role)) {
    throw new HttpError(403, `This action is for the ${access.roles.join(' or ')} role only.`);
  }
  return caller;
}
