import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { TLicenseSignupRequest, TUserActionResponse } from '@portal/contracts';

import { findClientByLicense } from '../clients/find-by-license.ts';
import type { AppContext } from '../context.ts';
import { addressKey } from '../lib/rate-limiter.ts';
import { notifyLicenseSignup } from '../notifications/triggers.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { clients, users } from '../db/schema.ts';
import { conflict, notFound } from '../lib/http-error.ts';
import { spendLicenseCode, verifyLicenseCode } from './license-codes.ts';
import { NO_RECORD } from './license-search.ts';
import { SIGNUP_MESSAGE } from './signup.ts';
import { toListItem } from './presenters.ts';

const ACCOUNT_EXISTS = 'An account already exists for this license number. Please sign in.';

/**
 * A client turns the record its provider made into an account: the profile comes from the record,
 * the client chooses the password. A license number can be guessed, so the code mailed to the
 * record's e-mail (POST /auth/license-code) proves the person owns it; the code is spent with the
 * sign-up. Like every sign-up the account starts 'pending', for the superadmin to approve.
 */
export async function signupWithLicense(
  ctx: AppContext,
  input: Required<TLicenseSignupRequest>,
  ip: string,
): Promise<TUserActionResponse> {
  await ctx.limiter.hit(`signup:ip:${addressKey(ip)}`, ctx.config.rateLimits.perIp);
  await ctx.limiter.hit(
    `signup:license:${input.licenseNo.toLowerCase()}`,
    ctx.config.rateLimits.perAccount,
  );
  const found = await findClientByLicense(ctx.db, input.licenseNo);
  if (!found) throw notFound(NO_RECORD);
  const { record, account } = found;
  if (account) throw conflict(ACCOUNT_EXISTS);
  const codeId = await verifyLicenseCode(ctx, record, input.code);
  const passwordHash = await ctx.passwords.hash(input.password);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await spendLicenseCode(tx, codeId);
      const [created] = await tx
        .insert(users)
        .values({
          id: randomUUID(),
          email: record.email,
          passwordHash,
          role: 'client',
          isApprove: 'pending',
          status: 'active',
          fullName: record.fullName,
          licenseNo: record.licenseNo,
          gender: record.gender,
          age: record.age,
          contactNo: record.contactNo,
          address: record.address,
          country: record.country,
          state: record.state,
          isAccountCreatedByOwnClient: true,
        })
        .returning();
      if (!created) throw new Error('insert returned no row');
      await tx
        .update(clients)
        .set({ userId: created.id, isAccountCreatedByOwnClient: true, updatedAt: new Date() })
        .where(eq(clients.id, record.id));
      return created;
    });
    ctx.log.info({ userId: row.id, clientId: record.id }, 'client account created from license');
    // An unassigned record (its provider's account was deleted) has nobody to tell yet.
    if (record.providerId) await notifyLicenseSignup(ctx, row, record.providerId);
    return { message: SIGNUP_MESSAGE, data: toListItem(row) };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ACCOUNT_EXISTS);
    throw error;
  }
}
