import type { TLoginUserDetails } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import type { Caller } from '../lib/caller.ts';
import { forbidden } from '../lib/http-error.ts';
import { requireUser } from './find-user.ts';
import { loginDetails } from './presenters.ts';

/** The caller's own details; the superadmin may read anyone's (the user detail screen). */
export async function getMe(
  ctx: AppContext,
  caller: Caller,
  userId: string | undefined,
): Promise<TLoginUserDetails> {
  if (!userId || userId === caller.id) return loginDetails(ctx.db, caller.user);
  if (caller.role !== 'superadmin') throw forbidden('You can only read your own account.');
  return loginDetails(ctx.db, await requireUser(ctx.db, userId));
}
