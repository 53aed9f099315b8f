import type { TLoginRequest, TLoginResponse } from '@portal/contracts';

import { audit } from '../audit/audit-log.ts';
import type { AppContext } from '../context.ts';
import { HttpError, forbidden } from '../lib/http-error.ts';
import { findUserByEmail } from './find-user.ts';
import { loginDetails } from './presenters.ts';

const WRONG = 'The e-mail or password is wrong.';

/**
 * Sign-in. Wrong credentials answer 401 with one message for both unknown e-mail and wrong
 * password; a right password on a blocked, pending or rejected account answers 403 saying why.
 */
export async function login(
  ctx: AppContext,
  input: Required<TLoginRequest>,
  ip: string,
): Promise<TLoginResponse> {
  const { perIp, perAccount } = ctx.config.rateLimits;
  ctx.limiter.hit(`login:ip:${ip}`, perIp);
  // Only failures count against an account, so its owner is never locked out by signing in.
  ctx.limiter.check(`login:account:${input.email}`, perAccount);

  const user = await findUserByEmail(ctx.db, input.email);
  const isValid = await ctx.passwords.verify(input.password, user?.passwordHash ?? ctx.dummyHash);
  if (!user || !isValid) {
    await audit(ctx.db, {
      action: 'login.failure',
      actorId: user?.id ?? null,
      ip,
      detail: { email: input.email, reason: user ? 'wrong-password' : 'unknown-email' },
    });
    ctx.limiter.hit(`login:account:${input.email}`, perAccount);
    throw new HttpError(401, WRONG);
  }

  const refusal =
    user.status === 'blocked'
      ? 'Your account has been blocked by the administrator. Please contact the administrator.'
      : user.isApprove === 'pending'
        ? 'Your account is waiting for approval by the administrator. Please try again later.'
        : user.isApprove === 'reject'
          ? 'Your account has been rejected by the administrator. Please contact the administrator.'
          : null;
  if (refusal) {
    await audit(ctx.db, {
      action: 'login.failure',
      actorId: user.id,
      ip,
      detail: {
        email: input.email,
        reason: user.status === 'blocked' ? 'blocked' : user.isApprove,
      },
    });
    throw forbidden(refusal);
  }

  const token = await ctx.tokens.sign({ sub: user.id, role: user.role, ver: user.tokenVersion });
  await audit(ctx.db, { action: 'login.success', actorId: user.id, ip });
  return { message: 'Signed in.', token, user: await loginDetails(ctx.db, user) };
}
