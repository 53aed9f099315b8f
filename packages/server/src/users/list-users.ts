import { and, eq, ne, sql, type SQL } from 'drizzle-orm';

import type { TApproveState, TRole, TUserListItem } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { profileImageUrl } from './presenters.ts';

/**
 * The list queries select exactly the list-item columns, already named as the item's fields, and
 * only turn the timestamps into ISO strings afterwards: for 10,000 rows the ORM's per-column
 * mapping was the biggest cost after the query itself (see `npm run bench:api`). The field list
 * here is the list item's, nothing more.
 */
type ListRow = Omit<TUserListItem, 'createdAt' | 'updatedAt'> & {
  createdAt: Date | string;
  updatedAt: Date | string;
};

const toIso = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();

async function selectList(db: Db, where: SQL | undefined, orderBy: SQL): Promise<TUserListItem[]> {
  const result = (await db.execute(sql`
    select ${users.id} as "id", ${users.fullName} as "fullName", ${users.email} as "email",
      ${users.role} as "role", ${users.isApprove} as "isApprove", ${users.status} as "status",
      ${users.licenseNo} as "licenseNo", ${users.country} as "country", ${users.state} as "state",
      ${users.gender} as "gender", ${users.department} as "department",
      ${users.profileImage} as "profileImage",
      ${users.createdAt} as "createdAt", ${users.updatedAt} as "updatedAt"
    from ${users}
    ${where ? sql`where ${where}` : sql``}
    order by ${orderBy}`)) as unknown as { rows: ListRow[] };
  return result.rows.map((row) => ({
    ...row,
    profileImage: profileImageUrl(row.profileImage),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  }));
}

/** Every account, newest first, for the superadmin's review lists (the app filters by status). */
export async function listAllUsers(
  ctx: AppContext,
  filter: { role?: TRole | undefined; isApprove?: TApproveState | undefined },
): Promise<TUserListItem[]> {
  const where = and(
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.isApprove ? eq(users.isApprove, filter.isApprove) : undefined,
  );
  return selectList(ctx.db, where, sql`${users.createdAt} desc, ${users.id} asc`);
}

/** The people a user can work and chat with: approved, not blocked, not the caller. */
export async function listValidUsers(ctx: AppContext, callerId: string): Promise<TUserListItem[]> {
  return selectList(
    ctx.db,
    and(eq(users.isApprove, 'approve'), eq(users.status, 'active'), ne(users.id, callerId)),
    sql`${users.fullName} asc, ${users.id} asc`,
  );
}
