import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { TAccountReviewItem, TApproveState, TRole, TUserListItem } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';
import type { Caller } from '../lib/caller.ts';
import { visibleTo } from './access.ts';
import { PROFILE_IMAGE_PATH } from './presenters.ts';
import { rawQuery } from '../db/raw-query.ts';

/**
 * The list queries select exactly the list-item fields and let the database shape them: names,
 * ISO timestamps (milliseconds, UTC, as Date.toISOString writes them) and picture URLs, so no row
 * is touched again in JavaScript. For 10,000 rows, parsing timestamps into Dates and mapping every
 * row had cost as much as the query itself (see `npm run bench:api`).
 */
const isoTime = (column: AnyPgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

async function selectList<T extends TUserListItem>(
  db: Db,
  where: SQL | undefined,
  orderBy: SQL,
  /** More columns, for the superadmin's lists only. */
  extra: SQL = sql``,
): Promise<T[]> {
  const result = await rawQuery<T[]>(
    db,
    sql`
    select ${users.id} as "id", ${users.fullName} as "fullName", ${users.email} as "email",
      ${users.role} as "role", ${users.isApprove} as "isApprove", ${users.status} as "status",
      ${users.licenseNo} as "licenseNo", ${users.country} as "country", ${users.state} as "state",
      ${users.gender} as "gender", ${users.department} as "department",
      ${PROFILE_IMAGE_PATH} || ${users.profileImage} as "profileImage",
      ${isoTime(users.createdAt)} as "createdAt", ${isoTime(users.updatedAt)} as "updatedAt"${extra}
    from ${users}
    ${where ? sql`where ${where}` : sql``}
    order by ${orderBy}`,
  );
  return result.rows;
}

/**
 * Every account, newest first, for the superadmin's review lists (the app filters by status), with
 * the reason of a rejection.
 */
export async function listAllUsers(
  ctx: AppContext,
  filter: { role?: TRole | undefined; isApprove?: TApproveState | undefined },
): Promise<TAccountReviewItem[]> {
  const where = and(
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.isApprove ? eq(users.isApprove, filter.isApprove) : undefined,
  );
  return selectList<TAccountReviewItem>(
    ctx.db,
    where,
    sql`${users.createdAt} desc, ${users.id} asc`,
    sql`, ${users.rejectionReason} as "rejectionReason"`,
  );
}

/**
 * The members directory: the approved, active accounts the caller may see (./access.ts: a client
 * sees the staff and its providers, never another client), the caller left out.
 */
export async function listValidUsers(ctx: AppContext, caller: Caller): Promise<TUserListItem[]> {
  return selectList(
    ctx.db,
    and(
      eq(users.isApprove, 'approve'),
      eq(users.status, 'active'),
      ne(users.id, caller.id),
      visibleTo(caller, sql`${users}`),
    ),
    sql`${users.fullName} asc, ${users.id} asc`,
  );
}
