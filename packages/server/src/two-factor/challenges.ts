import { createHash, randomBytes } from 'node:crypto';

import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';

import { LOGIN_CHALLENGE_MINUTES, LOGIN_CHALLENGE_TRIES } from '@portal/contracts';

import type { Db } from '../db/database.ts';
import { loginChallenges } from '../db/schema.ts';

/*
 * What a sign-in's second step, a passwordless sign-in or a passkey's registration waits for: a
 * random id given to the browser (kept here as its SHA-256), valid for LOGIN_CHALLENGE_MINUTES
 * and LOGIN_CHALLENGE_TRIES tries, used once. In the database, so that any process can take the
 * next step.
 */

export type ChallengePurpose = (typeof loginChallenges.$inferSelect)['purpose'];
export type ChallengeRow = typeof loginChallenges.$inferSelect;

const hashOf = (id: string) => createHash('sha256').update(id).digest('hex');

export async function createChallenge(
  db: Db,
  values: { purpose: ChallengePurpose; userId: string | null; webauthnChallenge?: string },
): Promise<{ id: string; expiresAt: Date }> {
  const id = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + LOGIN_CHALLENGE_MINUTES * 60_000);
  // Expired rows go as new ones come: the table holds minutes of sign-ins, never more.
  await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, new Date()));
  await db.insert(loginChallenges).values({
    idHash: hashOf(id),
    purpose: values.purpose,
    userId: values.userId,
    webauthnChallenge: values.webauthnChallenge ?? null,
    expiresAt,
  });
  return { id, expiresAt };
}

/**
 * Takes one try of a challenge that is still open (not expired, not used, tries left); null for
 * anything else (expired, used, out of tries, another purpose, an id of no challenge).
 */
export async function takeTry(
  db: Db,
  id: string,
  purpose: ChallengePurpose,
): Promise<ChallengeRow | null> {
  const [row] = await db
    .update(loginChallenges)
    .set({ tries: sql`${loginChallenges.tries} + 1` })
    .where(
      and(
        eq(loginChallenges.idHash, hashOf(id)),
        eq(loginChallenges.purpose, purpose),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, new Date()),
        lt(loginChallenges.tries, LOGIN_CHALLENGE_TRIES),
      ),
    )
    .returning();
  return row ?? null;
}

/** Marks a challenge used; false when another request won it first. */
export async function useChallenge(db: Db, row: ChallengeRow): Promise<boolean> {
  const used = await db
    .update(loginChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(loginChallenges.idHash, row.idHash), isNull(loginChallenges.usedAt)))
    .returning({ idHash: loginChallenges.idHash });
  return used.length === 1;
}
