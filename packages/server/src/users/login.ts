import { and, eq, gt } from 'drizzle-orm';

import type { TLoginAnswer, TLoginRequest } from '@portal/contracts';

import { audit } from '../audit/audit-log.ts';
import type { AppContext } from '../context.ts';
import { auditLog } from '../db/schema.ts';
import { HttpError, forbidden } from '../lib/http-error.ts';
import { addressKey, tooManyAttempts } from '../lib/rate-limiter.ts';
import { findUserByEmail } from './find-user.ts';
import { afterPassword } from '../two-factor/sign-in.ts';
import { signInRefusal } from './sign-in-refusal.ts';

const WRONG = 'The e-mail or password is wrong.';
/** How far back a successful sign-in makes an address the owner's own. */
const KNOWN_ADDRESS_DAYS = 30;

/** Whether the account signed in successfully from this exact address lately (the audit log). */
async function signedInFrom(ctx: AppContext, userId: string, ip: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.actorId, userId),
        eq(auditLog.action, 'login.success'),
        eq(auditLog.ip, ip),
        gt(auditLog.createdAt, new Date(Date.now() - KNOWN_ADDRESS_DAYS * 86_400_000)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Sign-in. Wrong credentials answer 401 with one message for both unknown e-mail and wrong
 * password; a right password on a blocked, pending or rejected account answers 403 saying why;
 * else a session, or the second step it needs (two-factor/sign-in.ts).
 */
export async function login(
  ctx: AppContext,
  input: Required<TLoginRequest>,
  from: { ip: string; userAgent: string | undefined },
): Promise<TLoginAnswer> {
  const { ip } = from;
  const limits = ctx.config.rateLimits;
  const address = addressKey(ip);
  // OWASP's lockout guidance: every attempt counts per address; failures count per address and
  // e-mail (the flood is stopped there), and per e-mail from everywhere with a higher limit in a
  // longer window that one address alone cannot reach (checked in config.ts). Successes never
  // count, so an owner is not locked out by signing in.
  const pairKey = `login:ip-account:${address}:${input.email}`;
  const accountKey = `login:account:${input.email}`;
  await ctx.limiter.hit(`login:ip:${address}`, limits.perIp);
  await ctx.limiter.check(pairKey, limits.loginPerIpAccount);
  const user = await findUserByEmail(ctx.db, input.email);
  const accountWait = await ctx.limiter.waitFor(accountKey, limits.loginPerAccount);
  // Many addresses at once can reach the account-wide limit; the owner's own address (a recent
  // successful sign-in from it) still gets through, held only by its own per-address limit.
  if (accountWait > 0 && !(user && (await signedInFrom(ctx, user.id, ip)))) {
    throw tooManyAttempts(accountWait);
  }

  const isValid = await ctx.passwords.verify(input.password, user?.passwordHash ?? ctx.dummyHash);
  if (!user || !isValid) {
    await audit(ctx.db, {
      action: 'login.failure',
      actorId: user?.id ?? null,
      ip,
      userAgent: from.userAgent,
      detail: { email: input.email, reason: user ? 'wrong-password' : 'unknown-email' },
    });
    await ctx.limiter.record(pairKey);
    await ctx.limiter.record(accountKey, limits.loginAccountWindowSeconds);
    throw new HttpError(401, WRONG);
  }

  const refusal = signInRefusal(user);
  if (refusal) {
    await audit(ctx.db, {
      action: 'login.failure',
      actorId: user.id,
      ip,
      userAgent: from.userAgent,
      detail: { email: input.email, reason: refusal.reason },
    });
    throw forbidden(refusal.message);
  }
  return afterPassword(ctx, user, from);
}
