import { createHash, randomBytes, randomUUID } from 'node:crypto';

import type { TMessageResponse } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { addressKey } from '../lib/rate-limiter.ts';
import { passwordResets } from '../db/schema.ts';
import { findUserByEmail } from './find-user.ts';

export const FORGOT_MESSAGE =
  'If an account exists for this e-mail, a link to reset the password has been sent to it.';

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Same answer, at the same speed, for known and unknown e-mails: the lookup, the token and the
 * e-mail all happen after the answer.
 */
export async function forgotPassword(
  ctx: AppContext,
  email: string,
  ip: string,
): Promise<TMessageResponse> {
  await ctx.limiter.hit(`forgot:ip:${addressKey(ip)}`, ctx.config.rateLimits.perIp);
  await ctx.limiter.hit(`forgot:account:${email}`, ctx.config.rateLimits.perAccount);
  ctx.background(async () => {
    const user = await findUserByEmail(ctx.db, email);
    if (!user) return;
    // 256 random bits; only the hash is stored, so a database leak gives no usable link.
    const token = randomBytes(32).toString('base64url');
    const ttlMinutes = ctx.config.resetTokenTtlMinutes;
    await ctx.db.insert(passwordResets).values({
      id: randomUUID(),
      userId: user.id,
      tokenHash: hashResetToken(token),
      expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
    });
    const base = ctx.config.publicUrl ?? `http://localhost:${ctx.config.port}`;
    const link = `${base.replace(/\/$/, '')}/reset-password/${token}`;
    await ctx.mailer.send({
      to: user.email,
      subject: 'Reset your password',
      text: [
        `Hello ${user.fullName},`,
        '',
        'Someone (hopefully you) asked to reset the password of your account.',
        `Open this link within ${ttlMinutes} minutes to choose a new password:`,
        '',
        link,
        '',
        'If you did not ask for this, ignore this e-mail; your password stays the same.',
      ].join('\n'),
      localNotice: `password reset link for ${user.email}: ${link}`,
    });
  });
  return { message: FORGOT_MESSAGE };
}
