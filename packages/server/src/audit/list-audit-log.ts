import { and, count, eq, gte, inArray, isNull, or } from 'drizzle-orm';

import {
  AUDIT_PAGE_SIZE,
  MY_AUDIT_DAYS,
  MY_AUDIT_MAX,
  SECURITY_ACTIONS,
  type TAuditEvent,
  type TAuditLogResponse,
} from '@portal/contracts';

import type { Db } from '../db/database.ts';
import { auditLog } from '../db/schema.ts';
import {
  NEWEST_FIRST,
  filtersWhere,
  selectAuditRows,
  toAuditEvent,
  type AuditFilters,
} from './audit-rows.ts';

/** One page of the superadmin's log, newest first, and how many rows match in all. */
export async function listAuditLog(
  db: Db,
  query: AuditFilters & { page?: number | undefined; limit?: number | undefined },
): Promise<TAuditLogResponse> {
  const page = query.page ?? 1;
  const limit = query.limit ?? AUDIT_PAGE_SIZE;
  const where = filtersWhere(query);
  const [rows, [counted]] = await Promise.all([
    selectAuditRows(db)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { data: rows.map(toAuditEvent), page, limit, total: counted?.total ?? 0 };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A person's own recent security events: its sign-ins and failed attempts, its sessions ended
 * (by itself, the superadmin or the platform), its password changes and resets. What it did to
 * others (a superadmin ending someone's sessions) is theirs, not its own.
 */
export async function listMyAuditEvents(db: Db, userId: string): Promise<TAuditEvent[]> {
  const rows = await selectAuditRows(db)
    .where(
      and(
        inArray(auditLog.action, [...SECURITY_ACTIONS]),
        gte(auditLog.createdAt, new Date(Date.now() - MY_AUDIT_DAYS * DAY_MS)),
        or(
          eq(auditLog.targetId, userId),
          and(eq(auditLog.actorId, userId), isNull(auditLog.targetId)),
        ),
      ),
    )
    .orderBy(...NEWEST_FIRST)
    .limit(MY_AUDIT_MAX);
  return rows.map(toAuditEvent);
}
