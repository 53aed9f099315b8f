import { createHash, randomInt, randomUUID } from 'node:crypto';

import { and, count, eq, isNull } from 'drizzle-orm';

import { RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH } from '@portal/contracts';

import type { Db } from '../db/database.ts';
import { recoveryCodes } from '../db/schema.ts';

/*
 * One-time recovery codes: 10 codes of 10 base32 characters, shown once (as XXXXX-XXXXX) and kept
 * only as SHA-256 (they are random enough that a slow hash adds nothing). A code works once: using
 * one is a conditional update that only one request can win.
 */

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/** A code as people read it: two groups of five. */
const shown = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/** New codes for the account, replacing any it had (used or not); answers them as shown. */
export async function replaceRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: RECOVERY_CODE_LENGTH }, () => BASE32[randomInt(BASE32.length)]).join(''),
  );
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ id: randomUUID(), userId, codeHash: hashOf(code) })));
  return codes.map(shown);
}

/** Uses a code (normalised: upper case, no dash) if it is the account's and unused. */
export async function useRecoveryCode(db: Db, userId: string, code: string): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashOf(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export async function dropRecoveryCodes(db: Db, userId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
