import { count, eq } from 'drizzle-orm';

import type { TSecondFactorMethod, TTwoFactorStatus } from '@portal/contracts';

import type { Db } from '../db/database.ts';
import { passkeys, type UserRow } from '../db/schema.ts';
import { secondFactorRoles } from '../practice/settings.ts';
import { presentPasskey, passkeysOf } from './passkeys.ts';
import { recoveryCodesLeft } from './recovery-codes.ts';

/** Whether the account must sign in with a second factor: the superadmin always; else by role. */
export async function secondFactorRequired(db: Db, user: UserRow): Promise<boolean> {
  if (user.role === 'superadmin') return true;
  return (await secondFactorRoles(db)).some((role) => role === user.role);
}

async function passkeyCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

/** The ways the account can pass a sign-in's second step; none: it has no second factor. */
export async function methodsOf(db: Db, user: UserRow): Promise<TSecondFactorMethod[]> {
  const [codes, keys] = await Promise.all([
    recoveryCodesLeft(db, user.id),
    passkeyCount(db, user.id),
  ]);
  const hasFactor = user.totpEnabledAt !== null || keys > 0;
  if (!hasFactor) return [];
  return [
    ...(user.totpEnabledAt ? (['totp'] as const) : []),
    ...(keys > 0 ? (['passkey'] as const) : []),
    ...(codes > 0 ? (['recovery-code'] as const) : []),
  ];
}

/** Whether removing one factor (the app, or one passkey) would leave the account none. */
export async function isLastFactor(
  db: Db,
  user: UserRow,
  removing: 'totp' | 'passkey',
): Promise<boolean> {
  const keys = await passkeyCount(db, user.id);
  const left =
    (user.totpEnabledAt && removing !== 'totp' ? 1 : 0) + keys - (removing === 'passkey' ? 1 : 0);
  return left <= 0;
}

export async function twoFactorStatus(db: Db, user: UserRow): Promise<TTwoFactorStatus> {
  const [codes, keys, required] = await Promise.all([
    recoveryCodesLeft(db, user.id),
    passkeysOf(db, user.id),
    secondFactorRequired(db, user),
  ]);
  return {
    totpEnabledAt: user.totpEnabledAt?.toISOString() ?? null,
    recoveryCodesLeft: codes,
    passkeys: keys.map(presentPasskey),
    required,
  };
}
