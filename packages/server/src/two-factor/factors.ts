import { and, eq, isNull, lt, or } from 'drizzle-orm';

import { ZRecoveryCode, ZTotpCode } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { users, type UserRow } from '../db/schema.ts';
import { useRecoveryCode } from './recovery-codes.ts';
import { stepOfCode } from './totp.ts';

/**
 * Whether a code from the account's authenticator app is right, and new: its 30-second step is
 * claimed with a conditional update, so that a code (or an older one) never works twice.
 */
export async function passTotp(ctx: AppContext, user: UserRow, code: string): Promise<boolean> {
  const secret = user.totpSecret && user.totpEnabledAt ? ctx.secrets.open(user.totpSecret) : null;
  if (!secret) return false;
  const step = stepOfCode(secret, code);
  if (step === null) return false;
  const claimed = await ctx.db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length === 1;
}

/** A current code of the app, or one of the recovery codes (which is then used up). */
export async function passAnyCode(ctx: AppContext, user: UserRow, text: string): Promise<boolean> {
  const totp = ZTotpCode.safeParse(text);
  if (totp.success) return passTotp(ctx, user, totp.data);
  const recovery = ZRecoveryCode.safeParse(text);
  return recovery.success && useRecoveryCode(ctx.db, user.id, recovery.data);
}
