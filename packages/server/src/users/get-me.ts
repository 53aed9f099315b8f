import type { TLoginUserDetails } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import type { Caller } from '../lib/caller.ts';
import { notFound } from '../lib/http-error.ts';
import { NO_USER, requireUser } from './find-user.ts';
import { loginDetails } from './presenters.ts';

/**
 * The caller's own details; the superadmin may read anyone's (the user detail screen), with the
 * reason of a rejection. Anyone else asking for another person's id finds nothing, as with every
 * object one may not see.
 */
export async function getMe(
  ctx: AppContext,
  caller: Caller,
  userId: string | undefined,
): Promise<TLoginUserDetails> {
  if (!userId || userId === caller.id) return loginDetails(ctx.db, caller.user);
  if (caller.role !== 'superadmin') throw notFound(NO_USER);
  const row = await requireUser(ctx.db, userId);
  const details = await loginDetails(ctx.db, row);
  return { ...details, user: { ...details.user, rejectionReason: row.rejectionReason } };
}
