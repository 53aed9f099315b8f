import { and, eq, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';

import {
  PASSKEYS_MAX,
  SECOND_FACTOR_REQUIRED_MESSAGE,
  WRONG_CODE_MESSAGE,
  type TAddPasskeyRequest,
  type TDisableTotpRequest,
  type TRecoveryCodesResponse,
  type TSecondFactorAddedResponse,
  type TTotpSetupResponse,
  type TTwoFactorChangedResponse,
} from '@portal/contracts';

import { audit } from '../audit/audit-log.ts';
import type { AppContext } from '../context.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { passkeys, users, type UserRow } from '../db/schema.ts';
import type { Caller, SetupCaller } from '../lib/caller.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../lib/http-error.ts';
import { openSession } from '../sessions/open-session.ts';
import { findUserById } from '../users/find-user.ts';
import { confirmPassword } from '../users/reauthenticate.ts';
import { createChallenge, takeTry, useChallenge } from './challenges.ts';
import { passAnyCode } from './factors.ts';
import { presentPasskey, registrationOptions, verifyNewPasskey } from './passkeys.ts';
import { dropRecoveryCodes, replaceRecoveryCodes } from './recovery-codes.ts';
import { isLastFactor, methodsOf, secondFactorRequired, twoFactorStatus } from './requirement.ts';
import { otpauthUrl, newTotpSecret, stepOfCode } from './totp.ts';

/*
 * A person's own second factors (issue 33): the authenticator app, recovery codes and passkeys.
 * Adding one is also the set-up a set-up token's account must do, whose answer is then its session.
 * Removing one asks for the password (and, for the app, a current code); the last one stays where
 * the practice requires it.
 */

type From = { ip: string; userAgent: string | undefined };

/**
 * The caller's row as it is now (a request may have changed it since authentication). A set-up
 * token is spent once the account has a factor: from then on only that factor signs it in.
 */
async function freshUser(ctx: AppContext, caller: Caller | SetupCaller): Promise<UserRow> {
  const user = await findUserById(ctx.db, caller.id);
  if (!user) throw notFound('No user has this id.');
  if (caller.kind === 'setup' && (await methodsOf(ctx.db, user)).length > 0) {
    throw unauthorized('This set-up is done. Please sign in again with your password.');
  }
  return user;
}

export async function statusOf(ctx: AppContext, caller: Caller | SetupCaller) {
  return twoFactorStatus(ctx.db, await freshUser(ctx, caller));
}

export async function startTotpSetup(
  ctx: AppContext,
  caller: Caller | SetupCaller,
): Promise<TTotpSetupResponse> {
  const user = await freshUser(ctx, caller);
  if (user.totpEnabledAt) {
    throw conflict('An authenticator app is already set up. Turn it off first to set up another.');
  }
  const secret = newTotpSecret();
  await ctx.db
    .update(users)
    .set({ totpPendingSecret: ctx.secrets.seal(secret) })
    .where(eq(users.id, user.id));
  const url = otpauthUrl(secret, user.email, ctx.config.practiceName);
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return {
    data: {
      setupKey: secret,
      otpauthUrl: url,
      qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    },
  };
}

/**
 * What adding a factor answers: new recovery codes when it is the person's first factor, and the
 * session when the set-up was the sign-in's step.
 */
async function factorAdded(
  ctx: AppContext,
  caller: Caller | SetupCaller,
  hadFactor: boolean,
  method: 'totp' | 'passkey',
  from: From,
): Promise<TSecondFactorAddedResponse['data']> {
  const recoveryCodes = hadFactor ? null : await replaceRecoveryCodes(ctx.db, caller.id);
  if (caller.kind !== 'setup') return { recoveryCodes, signedIn: null };
  // The set-up was the sign-in's step: the account, with its new factor, is signed in.
  const user = await findUserById(ctx.db, caller.id);
  if (!user) throw notFound('No user has this id.');
  const { message: _, ...signedIn } = await openSession(ctx, user, from, method);
  return { recoveryCodes, signedIn };
}

export async function confirmTotpSetup(
  ctx: AppContext,
  caller: Caller | SetupCaller,
  code: string,
  from: From,
): Promise<TSecondFactorAddedResponse> {
  const user = await freshUser(ctx, caller);
  const secret = user.totpPendingSecret ? ctx.secrets.open(user.totpPendingSecret) : null;
  if (user.totpEnabledAt || !secret) {
    throw conflict('Start the set-up of the authenticator app first.');
  }
  const failures = `second-factor:setup:${user.id}`;
  await ctx.limiter.check(failures, ctx.config.rateLimits.loginPerIpAccount);
  const step = stepOfCode(secret, code);
  if (step === null) {
    await ctx.limiter.record(failures);
    throw forbidden(WRONG_CODE_MESSAGE);
  }
  const hadFactor = (await methodsOf(ctx.db, user)).length > 0;
  const turnedOn = await ctx.db
    .update(users)
    .set({
      totpSecret: user.totpPendingSecret,
      totpPendingSecret: null,
      totpEnabledAt: new Date(),
      totpLastStep: step,
    })
    .where(and(eq(users.id, user.id), isNull(users.totpEnabledAt)))
    .returning({ id: users.id });
  if (turnedOn.length !== 1) throw conflict('An authenticator app is already set up.');
  await audit(ctx.db, {
    action: 'second-factor.add',
    actorId: user.id,
    ip: from.ip,
    userAgent: from.userAgent,
    detail: { method: 'totp' },
  });
  return {
    message: 'The authenticator app is set up.',
    data: await factorAdded(ctx, caller, hadFactor, 'totp', from),
  };
}

/** Refuses to remove the last factor where the practice requires one. */
async function keepRequiredFactor(ctx: AppContext, user: UserRow, removing: 'totp' | 'passkey') {
  if ((await secondFactorRequired(ctx.db, user)) && (await isLastFactor(ctx.db, user, removing))) {
    throw conflict(SECOND_FACTOR_REQUIRED_MESSAGE);
  }
}

/** Without any factor left, the recovery codes have nothing to recover: they go too. */
async function dropCodesWithoutFactor(ctx: AppContext, userId: string) {
  const user = await findUserById(ctx.db, userId);
  if (user && (await methodsOf(ctx.db, user)).every((method) => method === 'recovery-code')) {
    await dropRecoveryCodes(ctx.db, userId);
  }
}

export async function disableTotp(
  ctx: AppContext,
  caller: Caller,
  body: TDisableTotpRequest,
  from: From,
): Promise<TTwoFactorChangedResponse> {
  await confirmPassword(ctx, caller, body.password, from.ip, 'turn off the authenticator app');
  const user = await freshUser(ctx, caller);
  if (!user.totpEnabledAt) throw conflict('No authenticator app is set up.');
  await keepRequiredFactor(ctx, user, 'totp');
  const failures = `second-factor:manage:${user.id}`;
  await ctx.limiter.check(failures, ctx.config.rateLimits.loginPerIpAccount);
  if (!(await passAnyCode(ctx, user, body.code))) {
    await ctx.limiter.record(failures);
    throw forbidden(WRONG_CODE_MESSAGE);
  }
  await ctx.db
    .update(users)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, totpPendingSecret: null })
    .where(eq(users.id, user.id));
  await dropCodesWithoutFactor(ctx, user.id);
  await audit(ctx.db, {
    action: 'second-factor.remove',
    actorId: user.id,
    ip: from.ip,
    userAgent: from.userAgent,
    detail: { method: 'totp' },
  });
  return { message: 'The authenticator app is turned off.', data: await statusOf(ctx, caller) };
}

export async function regenerateRecoveryCodes(
  ctx: AppContext,
  caller: Caller,
  password: string,
  from: From,
): Promise<TRecoveryCodesResponse> {
  await confirmPassword(ctx, caller, password, from.ip, 'new recovery codes');
  const user = await freshUser(ctx, caller);
  const methods = await methodsOf(ctx.db, user);
  if (!methods.some((method) => method !== 'recovery-code')) {
    throw conflict('Set up an authenticator app or a passkey first.');
  }
  const recoveryCodes = await replaceRecoveryCodes(ctx.db, user.id);
  await audit(ctx.db, {
    action: 'second-factor.recovery-codes',
    actorId: user.id,
    ip: from.ip,
    userAgent: from.userAgent,
  });
  return { message: 'New recovery codes. The old ones no longer work.', data: { recoveryCodes } };
}

export async function passkeyRegistrationOptions(ctx: AppContext, caller: Caller | SetupCaller) {
  const user = await freshUser(ctx, caller);
  const held = await ctx.db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  if (held.length >= PASSKEYS_MAX) {
    throw conflict(
      `You have ${PASSKEYS_MAX} passkeys, the most one person may hold. Remove one first.`,
    );
  }
  const options = await registrationOptions(ctx, user);
  const challenge = await createChallenge(ctx.db, {
    purpose: 'passkey-register',
    userId: user.id,
    webauthnChallenge: options.challenge,
  });
  return {
    data: { challenge: challenge.id, options: options as unknown as Record<string, unknown> },
  };
}

const STALE_REGISTRATION = 'This passkey set-up has expired. Please start again.';

export async function addPasskey(
  ctx: AppContext,
  caller: Caller | SetupCaller,
  body: TAddPasskeyRequest,
  from: From,
): Promise<TSecondFactorAddedResponse> {
  const challenge = await takeTry(ctx.db, body.challenge, 'passkey-register');
  // Another account's challenge is as unknown as an expired one.
  if (!challenge?.webauthnChallenge || challenge.userId !== caller.id) {
    throw badRequest(STALE_REGISTRATION);
  }
  const user = await freshUser(ctx, caller);
  const row = await verifyNewPasskey(
    ctx,
    user,
    body.passkey,
    challenge.webauthnChallenge,
    body.name,
  );
  if (!row) throw badRequest('The passkey could not be checked. Please try again.');
  if (!(await useChallenge(ctx.db, challenge))) throw badRequest(STALE_REGISTRATION);
  const hadFactor = (await methodsOf(ctx.db, user)).length > 0;
  try {
    await ctx.db.insert(passkeys).values(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('This passkey is already registered.');
    throw error;
  }
  await audit(ctx.db, {
    action: 'second-factor.add',
    actorId: user.id,
    ip: from.ip,
    userAgent: from.userAgent,
    detail: { method: 'passkey', name: row.name },
  });
  return {
    message: 'The passkey is added.',
    data: await factorAdded(ctx, caller, hadFactor, 'passkey', from),
  };
}

export async function renamePasskey(ctx: AppContext, caller: Caller, id: string, name: string) {
  const [row] = await ctx.db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, caller.id)))
    .returning();
  if (!row) throw notFound('No passkey has this id.');
  return { message: 'The passkey is renamed.', data: presentPasskey(row) };
}

export async function removePasskey(
  ctx: AppContext,
  caller: Caller,
  id: string,
  password: string,
  from: From,
): Promise<TTwoFactorChangedResponse> {
  await confirmPassword(ctx, caller, password, from.ip, 'remove a passkey');
  const user = await freshUser(ctx, caller);
  await keepRequiredFactor(ctx, user, 'passkey');
  const [removed] = await ctx.db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
    .returning({ name: passkeys.name });
  if (!removed) throw notFound('No passkey has this id.');
  await dropCodesWithoutFactor(ctx, user.id);
  await audit(ctx.db, {
    action: 'second-factor.remove',
    actorId: user.id,
    ip: from.ip,
    userAgent: from.userAgent,
    detail: { method: 'passkey', name: removed.name },
  });
  return { message: 'The passkey is removed.', data: await statusOf(ctx, caller) };
}
