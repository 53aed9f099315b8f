import type { TLoginResponse, TSecondFactorMethod } from '@portal/contracts';

import { audit } from '../audit/audit-log.ts';
import type { AppContext } from '../context.ts';
import type { UserRow } from '../db/schema.ts';
import { loginDetails } from '../users/presenters.ts';
import { startSession } from './start-session.ts';

/**
 * A sign-in that passed every step becomes a session: its row, its token, the audit line (with
 * the second factor it passed, if any), and the account's details for the app.
 */
export async function openSession(
  ctx: AppContext,
  user: UserRow,
  from: { ip: string; userAgent: string | undefined },
  secondFactor: TSecondFactorMethod | null,
): Promise<TLoginResponse> {
  const sid = await startSession(ctx, user, from);
  const token = await ctx.tokens.sign({
    sub: user.id,
    role: user.role,
    ver: user.tokenVersion,
    sid,
  });
  await audit(ctx.db, {
    action: 'login.success',
    actorId: user.id,
    ip: from.ip,
    userAgent: from.userAgent,
    detail: { sessionId: sid, ...(secondFactor ? { secondFactor } : {}) },
  });
  return { message: 'Signed in.', token, user: await loginDetails(ctx.db, user) };
}
