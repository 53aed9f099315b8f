import { and, asc, desc, eq, ne } from 'drizzle-orm';

import type { TApproveState, TRole, TUserListItem } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { users } from '../db/schema.ts';
import type { listColumns } from './presenters.ts';
import { toListItem } from './presenters.ts';

/** Every account, newest first, for the superadmin's review lists (the app filters by status). */
export async function listAllUsers(
  ctx: AppContext,
  filter: { role?: TRole | undefined; isApprove?: TApproveState | undefined },
): Promise<TUserListItem[]> {
  const conditions = [
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.isApprove ? eq(users.isApprove, filter.isApprove) : undefined,
  ].filter((c) => c !== undefined);
  const rows = await ctx.db
    .select(pick())
    .from(users)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(users.createdAt), asc(users.id));
  return rows.map(toListItem);
}

/** The people a user can work and chat with: approved, not blocked, not the caller. */
export async function listValidUsers(ctx: AppContext, callerId: string): Promise<TUserListItem[]> {
  const rows = await ctx.db
    .select(pick())
    .from(users)
    .where(and(eq(users.isApprove, 'approve'), eq(users.status, 'active'), ne(users.id, callerId)))
    .orderBy(asc(users.fullName), asc(users.id));
  return rows.map(toListItem);
}

function pick() {
  return {
    id: users.id,
    fullName: users.fullName,
    email: users.email,
    role: users.role,
    isApprove: users.isApprove,
    status: users.status,
    licenseNo: users.licenseNo,
    country: users.country,
    state: users.state,
    gender: users.gender,
    department: users.department,
    profileImage: users.profileImage,
    createdAt: users.createdAt,
    updatedAt: users.updatedAt,
  } satisfies Record<keyof typeof listColumns, unknown>;
}
