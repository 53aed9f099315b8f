import { WRONG_PASSWORD_MESSAGE } from '@portal/contracts';

import { audit } from '../audit/audit-log.ts';
import type { AppContext } from '../context.ts';
import type { Caller } from '../lib/caller.ts';
import { forbidden } from '../lib/http-error.ts';

/**
 * The re-authentication step: the signed-in person types its password again before an action that
 * cannot be undone (deleting an account; later steps of account security use it too). A wrong
 * password is a 403, never a 401 (the app would take it for an ended session), audited, and
 * counted like a failed sign-in: per account, so a stolen session cannot guess the password.
 */
export async function confirmPassword(
  ctx: AppContext,
  caller: Caller,
  password: string,
  ip: string,
  purpose: string,
): Promise<void> {
  const failures = `reauth:account:${caller.id}`;
  await ctx.limiter.check(failures, ctx.config.rateLimits.loginPerIpAccount);
  if (await ctx.passwords.verify(password, caller.user.passwordHash)) return;
  await ctx.limiter.record(failures);
  await audit(ctx.db, {
    action: 'reauth.failure',
    actorId: caller.id,
    ip,
    detail: { purpose },
  });
  throw forbidden(WRONG_PASSWORD_MESSAGE);
}
