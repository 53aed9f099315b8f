import { and, eq, gt, isNull, sql } from 'drizzle-orm';

import type { TMessageResponse } from '@portal/contracts';

import { audit } from '../audit/audit-log.ts';
import type { AppContext } from '../context.ts';
import { addressKey } from '../lib/rate-limiter.ts';
import { passwordResets, users } from '../db/schema.ts';
import { badRequest } from '../lib/http-error.ts';
import { hashResetToken } from './forgot-password.ts';
import { endSessions } from '../sessions/end-sessions.ts';

const INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';

/** Sets a new password from a reset link: single use, unexpired, and it revokes every session. */
export async function resetPassword(
  ctx: AppContext,
  input: { token: string; password: string },
  ip: string,
): Promise<TMessageResponse> {
  const tokenHash = hashResetToken(input.token);
  await ctx.limiter.hit(`reset:ip:${addressKey(ip)}`, ctx.config.rateLimits.perIp);
  await ctx.limiter.hit(`reset:token:${tokenHash}`, ctx.config.rateLimits.perAccount);
  const passwordHash = await ctx.passwords.hash(input.password);
  const userId = await ctx.db.transaction(async (tx) => {
    // Claiming the row with a conditional update makes the link single use even under a race.
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!claimed) return null;
    await tx
      .update(users)
      .set({
        passwordHash,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, claimed.userId));
    // Other links sent earlier stop working too.
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)));
    return claimed.userId;
  });
  if (!userId) throw badRequest(INVALID);
  await audit(ctx.db, { action: 'password.reset', actorId: userId, targetId: userId, ip });
  await endSessions(ctx, { userId, reason: 'password-reset', actorId: userId, ip });
  return { message: 'Your password has been changed. You can sign in now.' };
}
