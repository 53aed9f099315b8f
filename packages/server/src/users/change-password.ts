import { eq, sql } from 'drizzle-orm';

import type { TChangePasswordResponse } from '@portal/contracts';

import { audit } from '../audit/audit-log.ts';
import type { AppContext } from '../context.ts';
import { users } from '../db/schema.ts';
import type { Caller } from '../lib/caller.ts';
import { endSessions } from '../sessions/end-sessions.ts';
import { badRequest, fieldError } from '../lib/http-error.ts';

/**
 * Needs the current password. Every earlier token stops working; the answer carries a new token
 * so the tab that made the change stays signed in. A wrong current password is a 400, not a 401,
 * so the app does not mistake it for an expired session.
 */
export async function changePassword(
  ctx: AppContext,
  caller: Caller,
  input: { currentPassword: string; newPassword: string },
  ip: string,
): Promise<TChangePasswordResponse> {
  const { user, sessionId } = caller;
  if (!sessionId) throw new Error('a password change is made in a session');
  if (!(await ctx.passwords.verify(input.currentPassword, user.passwordHash))) {
    throw fieldError(400, 'currentPassword', 'The current password is wrong.');
  }
  if (input.currentPassword === input.newPassword) {
    throw fieldError(
      400,
      'newPassword',
      'The new password must be different from the current one.',
    );
  }
  const passwordHash = await ctx.passwords.hash(input.newPassword);
  const [updated] = await ctx.db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning({ tokenVersion: users.tokenVersion });
  if (!updated) throw badRequest('The account no longer exists.');
  await audit(ctx.db, { action: 'password.change', actorId: user.id, targetId: user.id, ip });
  // This session goes on with a new token; every other one ends, its sockets closed at once.
  await endSessions(ctx, {
    userId: user.id,
    except: sessionId,
    reason: 'signed-out',
    actorId: user.id,
    ip,
  });
  const token = await ctx.tokens.sign({
    sub: user.id,
    role: user.role,
    ver: updated.tokenVersion,
    sid: sessionId,
  });
  return { message: 'Your password has been changed.', token };
}
