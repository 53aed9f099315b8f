import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';

import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';

import type { TMessageResponse } from '@portal/contracts';

import { findClientByLicense } from '../clients/find-by-license.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { licenseCodes, type ClientRow } from '../db/schema.ts';
import { HttpError, fieldError } from '../lib/http-error.ts';
import { addressKey } from '../lib/rate-limiter.ts';

export const CODE_SENT =
  'If a client record has this license number, a code has been sent to its e-mail.';
export const WRONG_CODE = 'The code is wrong or has expired. Please ask for a new code.';

/** How long a code lives, and how many wrong tries it takes. */
export const CODE_TTL_MINUTES = 10;
export const CODE_ATTEMPTS = 5;
/**
 * Wrong codes per license number per day, across codes: new codes cannot buy an attacker more
 * guesses (20 a day against a million codes).
 */
const WRONG_CODES_PER_DAY = 20;

const hashCode = (id: string, code: string) =>
  createHash('sha256').update(`${id}:${code}`).digest('hex');

/**
 * POST /auth/license-code: mails a 6-digit code to the e-mail of the record with this license
 * number. The same answer, at the same speed, whether the number is known or not: the lookup and
 * the mail run after the answer (as forgot-password does). A new code replaces the earlier ones.
 */
export async function requestLicenseCode(
  ctx: AppContext,
  licenseNo: string,
  ip: string,
): Promise<TMessageResponse> {
  const { perIp, perAccount } = ctx.config.rateLimits;
  await ctx.limiter.hit(`license-code:ip:${addressKey(ip)}`, perIp);
  // Also keeps the record's owner from being flooded with e-mails.
  await ctx.limiter.hit(`license-code:license:${licenseNo.toLowerCase()}`, perAccount);
  ctx.background(async () => {
    const found = await findClientByLicense(ctx.db, licenseNo);
    if (!found) return;
    const { record } = found;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const id = randomUUID();
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(licenseCodes)
        .set({ expiresAt: new Date() })
        .where(and(eq(licenseCodes.clientId, record.id), isNull(licenseCodes.usedAt)));
      await tx.insert(licenseCodes).values({
        id,
        clientId: record.id,
        email: record.email,
        codeHash: hashCode(id, code),
        expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
      });
      // Spent and expired codes of any record have no use left.
      await tx
        .delete(licenseCodes)
        .where(lt(licenseCodes.expiresAt, sql`now() - interval '1 day'`));
    });
    await ctx.mailer.send({
      to: record.email,
      subject: 'Your sign-up code',
      text: [
        `Hello ${record.fullName},`,
        '',
        `Someone (hopefully you) wants to create an account from the client record with license number ${record.licenseNo}.`,
        `The code is ${code}. It works for ${CODE_TTL_MINUTES} minutes.`,
        '',
        'If you did not ask for it, ignore this e-mail: without the code nobody can use your record.',
      ].join('\n'),
      localNotice: `license sign-up code for ${record.email}: ${code}`,
    });
  });
  return { message: CODE_SENT };
}

/**
 * Checks a code against the record's newest live code (sent to the record's current e-mail, not
 * spent, not expired, tries left). A wrong code uses up a try. Answers the code's id, to be spent
 * with spendLicenseCode by the sign-up.
 */
export async function verifyLicenseCode(
  ctx: AppContext,
  record: ClientRow,
  code: string,
): Promise<string> {
  const dailyKey = `license-code:wrong:${record.licenseNo.toLowerCase()}`;
  const wait = await ctx.limiter.waitFor(dailyKey, WRONG_CODES_PER_DAY);
  if (wait > 0) {
    throw new HttpError(429, 'Too many wrong codes for this license number. Please try tomorrow.', {
      headers: { 'retry-after': String(Math.ceil(wait)) },
    });
  }
  const [live] = await ctx.db
    .select()
    .from(licenseCodes)
    .where(
      and(
        eq(licenseCodes.clientId, record.id),
        eq(licenseCodes.email, record.email),
        isNull(licenseCodes.usedAt),
        gt(licenseCodes.expiresAt, new Date()),
        lt(licenseCodes.attempts, CODE_ATTEMPTS),
      ),
    )
    .orderBy(desc(licenseCodes.createdAt))
    .limit(1);
  const expected = live ? Buffer.from(live.codeHash, 'hex') : null;
  const given = Buffer.from(hashCode(live?.id ?? '', code), 'hex');
  if (live && expected && timingSafeEqual(expected, given)) return live.id;
  if (live) {
    await ctx.db
      .update(licenseCodes)
      .set({ attempts: sql`${licenseCodes.attempts} + 1` })
      .where(eq(licenseCodes.id, live.id));
  }
  await ctx.limiter.record(dailyKey, 24 * 3600);
  throw fieldError(400, 'code', WRONG_CODE);
}

/**
 * Spends a verified code inside the sign-up's transaction: a conditional update, so two sign-ups
 * racing with one code cannot both win.
 */
export async function spendLicenseCode(tx: Db, id: string): Promise<void> {
  const [spent] = await tx
    .update(licenseCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(licenseCodes.id, id), isNull(licenseCodes.usedAt)))
    .returning({ id: licenseCodes.id });
  if (!spent) throw fieldError(400, 'code', WRONG_CODE);
}
