import { randomUUID } from 'node:crypto';

import type { TRole, TUserActionResponse } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { addressKey } from '../lib/rate-limiter.ts';
import { notifySignupToReview } from '../notifications/triggers.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { users } from '../db/schema.ts';
import { fieldError } from '../lib/http-error.ts';
import { findUserByEmail } from './find-user.ts';
import { toListItem } from './presenters.ts';

export interface SignupInput {
  fullName: string;
  email: string;
  password: string;
  licenseNo?: string | undefined;
  department?: string | undefined;
  gender?: 'male' | 'female' | 'other' | undefined;
  age?: number | undefined;
  contactNo?: string | undefined;
  address?: string | undefined;
  country?: string | undefined;
  state?: string | undefined;
}

export const SIGNUP_MESSAGE =
  'Your account has been created. You can sign in once the administrator approves it.';
export const EMAIL_TAKEN = 'An account with this e-mail already exists.';

/** Provider and client sign-up: a new account always starts 'pending'. */
export async function signup(
  ctx: AppContext,
  role: Extract<TRole, 'provider' | 'client'>,
  input: SignupInput,
  ip: string,
): Promise<TUserActionResponse> {
  await ctx.limiter.hit(`signup:ip:${addressKey(ip)}`, ctx.config.rateLimits.perIp);
  await ctx.limiter.hit(`signup:account:${input.email}`, ctx.config.rateLimits.perAccount);
  if (await findUserByEmail(ctx.db, input.email)) throw fieldError(409, 'email', EMAIL_TAKEN);
  const passwordHash = await ctx.passwords.hash(input.password);
  try {
    const [row] = await ctx.db
      .insert(users)
      .values({
        id: randomUUID(),
        email: input.email,
        passwordHash,
        role,
        isApprove: 'pending',
        status: 'active',
        fullName: input.fullName,
        licenseNo: input.licenseNo ?? null,
        department: role === 'provider' ? (input.department ?? null) : null,
        gender: input.gender ?? null,
        age: input.age ?? null,
        contactNo: input.contactNo ?? null,
        address: input.address ?? null,
        country: input.country ?? null,
        state: input.state ?? null,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await notifySignupToReview(ctx, row);
    return { message: SIGNUP_MESSAGE, data: toListItem(row) };
  } catch (error) {
    // Two sign-ups with the same e-mail at once: the unique index decides.
    if (isUniqueViolation(error)) throw fieldError(409, 'email', EMAIL_TAKEN);
    throw error;
  }
}
