import {
  LOGIN_CHALLENGE_EXPIRED_MESSAGE,
  PASSKEY_NOT_RECOGNISED_MESSAGE,
  SECOND_FACTOR_SETUP_MINUTES,
  WRONG_CODE_MESSAGE,
  type TLoginAnswer,
  type TLoginResponse,
  type TLoginSecondFactorRequest,
  type TPasskeySignInOptionsResponse,
  type TPasskeySignInRequest,
  type TSecondFactorMethod,
} from '@portal/contracts';

import { audit } from '../audit/audit-log.ts';
import type { AppContext } from '../context.ts';
import type { UserRow } from '../db/schema.ts';
import { forbidden, unauthorized } from '../lib/http-error.ts';
import { addressKey } from '../lib/rate-limiter.ts';
import { openSession } from '../sessions/open-session.ts';
import { findUserById } from '../users/find-user.ts';
import { signInRefusal } from '../users/sign-in-refusal.ts';
import { createChallenge, takeTry, useChallenge } from './challenges.ts';
import { passTotp } from './factors.ts';
import { authenticationOptions, passkeysOf, verifyPasskeySignature } from './passkeys.ts';
import { useRecoveryCode } from './recovery-codes.ts';
import { methodsOf, secondFactorRequired } from './requirement.ts';

/*
 * The second sign-in step (issue 33). A right password gives a session only to an account with no
 * second factor that is not required to have one; an account with one gets a challenge (never a
 * token) to pass with a code, a recovery code or a passkey; an account required to have one and
 * without gets a set-up token that only the set-up endpoints accept.
 */

type From = { ip: string; userAgent: string | undefined };

/** What a right password answers (users/login.ts): a session, a challenge, or a set-up token. */
export async function afterPassword(
  ctx: AppContext,
  user: UserRow,
  from: From,
): Promise<TLoginAnswer> {
  const methods = await methodsOf(ctx.db, user);
  if (methods.length > 0) {
    const options = methods.includes('passkey')
      ? await authenticationOptions(ctx, await passkeysOf(ctx.db, user.id))
      : null;
    const challenge = await createChallenge(ctx.db, {
      purpose: 'second-factor',
      userId: user.id,
      ...(options ? { webauthnChallenge: options.challenge } : {}),
    });
    await audit(ctx.db, {
      action: 'login.challenge',
      actorId: user.id,
      ip: from.ip,
      userAgent: from.userAgent,
      detail: { methods },
    });
    return {
      message: 'Your password is right. One more step to sign in.',
      challenge: {
        id: challenge.id,
        expiresAt: challenge.expiresAt.toISOString(),
        methods,
        passkeyOptions: options as unknown as Record<string, unknown> | null,
      },
    };
  }
  if (await secondFactorRequired(ctx.db, user)) {
    const ttlSeconds = SECOND_FACTOR_SETUP_MINUTES * 60;
    const token = await ctx.tokens.signSetup({ sub: user.id, ver: user.tokenVersion }, ttlSeconds);
    await audit(ctx.db, {
      action: 'login.challenge',
      actorId: user.id,
      ip: from.ip,
      userAgent: from.userAgent,
      detail: { setUpRequired: true },
    });
    return {
      message: 'Your practice requires a second sign-in step. Set one up to continue.',
      setup: { token, expiresAt: new Date(Date.now() + ttlSeconds * 1000).toISOString() },
    };
  }
  return openSession(ctx, user, from, null);
}

const methodOf = (body: TLoginSecondFactorRequest): TSecondFactorMethod =>
  body.code !== undefined ? 'totp' : body.recoveryCode !== undefined ? 'recovery-code' : 'passkey';

/**
 * The second step: one try of the challenge (5 at most, 5 minutes), counted per account like
 * failed sign-ins as well; a right answer uses the challenge and opens the session.
 */
export async function completeSecondFactor(
  ctx: AppContext,
  body: TLoginSecondFactorRequest,
  from: From,
): Promise<TLoginResponse> {
  const limits = ctx.config.rateLimits;
  await ctx.limiter.hit(`login:ip:${addressKey(from.ip)}`, limits.perIp);
  const challenge = await takeTry(ctx.db, body.challenge, 'second-factor');
  const user = challenge?.userId ? await findUserById(ctx.db, challenge.userId) : undefined;
  if (!challenge || !user) throw unauthorized(LOGIN_CHALLENGE_EXPIRED_MESSAGE);
  const accountKey = `second-factor:account:${user.id}`;
  await ctx.limiter.check(accountKey, limits.loginPerAccount);

  const method = methodOf(body);
  const passed =
    method === 'totp'
      ? await passTotp(ctx, user, body.code ?? '')
      : method === 'recovery-code'
        ? await useRecoveryCode(ctx.db, user.id, body.recoveryCode ?? '')
        : body.passkey !== undefined &&
          challenge.webauthnChallenge !== null &&
          (await verifyPasskeySignature(
            ctx,
            body.passkey,
            challenge.webauthnChallenge,
            false,
            user.id,
          )) !== null;
  if (!passed) {
    await audit(ctx.db, {
      action: 'login.failure',
      actorId: user.id,
      ip: from.ip,
      userAgent: from.userAgent,
      detail: { email: user.email, reason: `wrong-${method}` },
    });
    await ctx.limiter.record(accountKey, limits.loginAccountWindowSeconds);
    throw unauthorized(WRONG_CODE_MESSAGE);
  }
  if (!(await useChallenge(ctx.db, challenge))) throw unauthorized(LOGIN_CHALLENGE_EXPIRED_MESSAGE);
  // Blocked or rejected while the step waited: refused as at the password.
  const fresh = await findUserById(ctx.db, user.id);
  const refusal = fresh ? signInRefusal(fresh) : null;
  if (!fresh || refusal) throw forbidden(refusal?.message ?? LOGIN_CHALLENGE_EXPIRED_MESSAGE);
  return openSession(ctx, fresh, from, method);
}

/** Signing in with a passkey alone: the options of the browser's call, with their challenge. */
export async function passkeySignInOptions(
  ctx: AppContext,
  ip: string,
): Promise<TPasskeySignInOptionsResponse> {
  await ctx.limiter.hit(`login:ip:${addressKey(ip)}`, ctx.config.rateLimits.perIp);
  const options = await authenticationOptions(ctx, null);
  const challenge = await createChallenge(ctx.db, {
    purpose: 'passkey-sign-in',
    userId: null,
    webauthnChallenge: options.challenge,
  });
  return {
    data: { challenge: challenge.id, options: options as unknown as Record<string, unknown> },
  };
}

/**
 * A passkey alone, with user verification (the device and its unlocking: two factors), signs in
 * any account that may sign in, a "second factor required" one included.
 */
export async function passkeySignIn(
  ctx: AppContext,
  body: TPasskeySignInRequest,
  from: From,
): Promise<TLoginResponse> {
  await ctx.limiter.hit(`login:ip:${addressKey(from.ip)}`, ctx.config.rateLimits.perIp);
  const challenge = await takeTry(ctx.db, body.challenge, 'passkey-sign-in');
  if (!challenge?.webauthnChallenge) throw unauthorized(LOGIN_CHALLENGE_EXPIRED_MESSAGE);
  const passkey = await verifyPasskeySignature(
    ctx,
    body.passkey,
    challenge.webauthnChallenge,
    true,
  );
  if (!passkey) {
    await audit(ctx.db, {
      action: 'login.failure',
      actorId: null,
      ip: from.ip,
      userAgent: from.userAgent,
      detail: { reason: 'unknown-passkey' },
    });
    throw unauthorized(PASSKEY_NOT_RECOGNISED_MESSAGE);
  }
  if (!(await useChallenge(ctx.db, challenge))) throw unauthorized(LOGIN_CHALLENGE_EXPIRED_MESSAGE);
  const user = await findUserById(ctx.db, passkey.userId);
  if (!user) throw unauthorized(PASSKEY_NOT_RECOGNISED_MESSAGE);
  const refusal = signInRefusal(user);
  if (refusal) {
    await audit(ctx.db, {
      action: 'login.failure',
      actorId: user.id,
      ip: from.ip,
      userAgent: from.userAgent,
      detail: { email: user.email, reason: refusal.reason },
    });
    throw forbidden(refusal.message);
  }
  return openSession(ctx, user, from, 'passkey');
}
