import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import type { TBlockedMembersResponse, TUserListItem } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { onBlockChanged } from '../chat/account-events.ts';
import { blockedMembers, users } from '../db/schema.ts';
import type { Caller } from '../lib/caller.ts';
import { badRequest, notFound } from '../lib/http-error.ts';
import { blockableBy } from './access.ts';
import { NO_USER } from './find-user.ts';
import { blockedMemberIds, isBlockableMember, toListItem } from './presenters.ts';

/**
 * Member blocking for chat: the caller stops seeing and hearing from one member. It does not
 * touch the member's account (that is the superadmin's block-user). Both calls are idempotent.
 */
export async function blockMember(
  ctx: AppContext,
  caller: Caller,
  memberId: string,
): Promise<TBlockedMembersResponse> {
  if (memberId === caller.id) throw badRequest('You cannot block yourself.');
  // Anyone but an approved, active account the caller may see or shares a conversation with
  // answers exactly like an unknown id: a block must not tell whether an id is an account, nor
  // what kind (a pending, rejected or blocked one, another provider's client).
  const [member] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, memberId), isBlockableMember, blockableBy(caller, sql`${users}`)))
    .limit(1);
  if (!member) throw notFound(NO_USER);
  await ctx.db.insert(blockedMembers).values({ userId: caller.id, memberId }).onConflictDoNothing();
  await onBlockChanged(ctx, caller.id, memberId);
  return { message: 'Member blocked.', blockedMembers: await blockedMemberIds(ctx.db, caller.id) };
}

export async function unblockMember(
  ctx: AppContext,
  caller: Caller,
  memberId: string,
): Promise<TBlockedMembersResponse> {
  await ctx.db
    .delete(blockedMembers)
    .where(and(eq(blockedMembers.userId, caller.id), eq(blockedMembers.memberId, memberId)));
  await onBlockChanged(ctx, caller.id, memberId);
  return {
    message: 'Member unblocked.',
    blockedMembers: await blockedMemberIds(ctx.db, caller.id),
  };
}

/** The members the caller blocked, for the blocked-users screen. */
export async function listBlockedMembers(
  ctx: AppContext,
  caller: Caller,
): Promise<TUserListItem[]> {
  const ids = await blockedMemberIds(ctx.db, caller.id);
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select()
    .from(users)
    .where(and(inArray(users.id, ids), isBlockableMember))
    .orderBy(asc(users.fullName));
  return rows.map(toListItem);
}
