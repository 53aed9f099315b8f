import { eq } from 'drizzle-orm';

import type { TTwoFactorChangedResponse } from '@portal/contracts';

import { audit } from '../audit/audit-log.ts';
import type { AppContext } from '../context.ts';
import { passkeys, recoveryCodes, users } from '../db/schema.ts';
import type { Caller } from '../lib/caller.ts';
import { utcTime } from '../lib/times.ts';
import { endSessions } from '../sessions/end-sessions.ts';
import { requireAdminTarget } from '../users/find-user.ts';
import { twoFactorStatus } from './requirement.ts';

/**
 * The superadmin resets a person's second factors (a lost phone): the app, the recovery codes and
 * the passkeys go at once, the person is signed out everywhere and e-mailed, and sets up again at
 * the next sign-in where the practice requires it. Audited. The superadmin's own are not reset
 * this way (requireAdminTarget): another superadmin-less reset would leave nobody to check it.
 */
export async function resetUserTwoFactor(
  ctx: AppContext,
  caller: Caller,
  userId: string,
  from: { ip: string; userAgent: string | undefined },
): Promise<TTwoFactorChangedResponse> {
  const person = await requireAdminTarget(ctx.db, userId);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, totpPendingSecret: null })
      .where(eq(users.id, person.id));
    await tx.delete(passkeys).where(eq(passkeys.userId, person.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, person.id));
    await audit(tx, {
      action: 'second-factor.reset',
      actorId: caller.id,
      targetId: person.id,
      ip: from.ip,
      userAgent: from.userAgent,
    });
  });
  await endSessions(ctx, {
    userId: person.id,
    reason: 'ended-by-admin',
    actorId: caller.id,
    ip: from.ip,
    userAgent: from.userAgent ?? null,
  });
  const at = new Date();
  ctx.background(() =>
    ctx.mailer.send({
      to: person.email,
      subject: 'Your two-step sign-in was reset',
      text: [
        `The administrator reset the second sign-in step of your account on ${utcTime(at)}:`,
        'your authenticator app, recovery codes and passkeys no longer work, and you were signed out everywhere.',
        '',
        'Sign in with your password; if your practice requires a second step, you will set one up again.',
        'If you did not ask for this, contact the administrator.',
      ].join('\n'),
    }),
  );
  const [fresh] = await ctx.db.select().from(users).where(eq(users.id, person.id)).limit(1);
  return {
    message: `Two-step sign-in reset for ${person.fullName}.`,
    data: await twoFactorStatus(ctx.db, fresh ?? person),
  };
}
