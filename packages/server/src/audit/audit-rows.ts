import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { TAuditAction, TAuditEvent } from '@portal/contracts';

import type { Db } from '../db/database.ts';
import { auditLog, users } from '../db/schema.ts';
import { deviceOf } from '../sessions/device.ts';
import { summarize } from './summary.ts';

/*
 * Reading the audit log: the filters as SQL, the rows with their people's names, and a row as
 * the API shows it. Only reads: the application never changes or deletes a row.
 */

/** The filters of the superadmin's log and export, as the query schema gives them. */
export interface AuditFilters {
  /** The rows where this account acted or was acted on. */
  person?: string | undefined;
  action?: TAuditAction | undefined;
  /** From this instant on. */
  from?: Date | undefined;
  /** Before this instant (exclusive: the query schema already took in the whole last day). */
  to?: Date | undefined;
}

export function filtersWhere(filters: AuditFilters): SQL | undefined {
  const { person, action, from, to } = filters;
  return and(
    person ? or(eq(auditLog.actorId, person), eq(auditLog.targetId, person)) : undefined,
    action ? eq(auditLog.action, action) : undefined,
    from ? gte(auditLog.createdAt, from) : undefined,
    to ? lt(auditLog.createdAt, to) : undefined,
  );
}

const actorAccount = alias(users, 'audit_actor');
const targetAccount = alias(users, 'audit_target');

/**
 * The rows with their people's names: the name of the time (written with the row), else, for
 * rows older than those names, the account's name now (null once it is deleted).
 */
export function selectAuditRows(db: Db) {
  return db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      // The exact time (microseconds) as PostgreSQL writes it: the export's cursor between chunks.
      exactCreatedAt: sql<string>`${auditLog.createdAt}::text`,
      action: auditLog.action,
      actorId: auditLog.actorId,
      actorName: sql<string | null>`coalesce(${auditLog.actorName}, ${actorAccount.fullName})`,
      targetId: auditLog.targetId,
      targetName: sql<string | null>`coalesce(${auditLog.targetName}, ${targetAccount.fullName})`,
      ip: auditLog.ip,
      userAgent: auditLog.userAgent,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .leftJoin(actorAccount, eq(actorAccount.id, auditLog.actorId))
    .leftJoin(targetAccount, eq(targetAccount.id, auditLog.targetId))
    .$dynamic();
}

export type AuditRow = Awaited<ReturnType<ReturnType<typeof selectAuditRows>['execute']>>[number];

/** Newest first; the id orders rows written in the same instant. */
export const NEWEST_FIRST = [desc(auditLog.createdAt), desc(auditLog.id)] as const;

/** Rows strictly older than `row` in NEWEST_FIRST order: the next chunk of a long read. */
export const olderThan = (row: Pick<AuditRow, 'exactCreatedAt' | 'id'>): SQL =>
  sql`(${auditLog.createdAt}, ${auditLog.id}) < (${row.exactCreatedAt}::timestamptz, ${row.id})`;

/*
 * The browser and system of a user agent ("Chrome on Linux"). Parsing takes tens of microseconds
 * and a log repeats a few agents many times: an export of 50,000 rows parses each agent once.
 */
const DEVICES_KEPT = 500;
const devices = new Map<string, string>();

function deviceLabel(userAgent: string | null): string | null {
  if (!userAgent) return null;
  let label = devices.get(userAgent);
  if (label === undefined) {
    label = deviceOf(userAgent).label;
    if (devices.size >= DEVICES_KEPT) devices.clear();
    devices.set(userAgent, label);
  }
  return label;
}

const personOf = (id: string | null, name: string | null) => (id ? { id, name } : null);

/** A row as the API shows it. */
export function toAuditEvent(row: AuditRow): TAuditEvent {
  const action = row.action as TAuditAction;
  return {
    id: String(row.id),
    at: row.createdAt.toISOString(),
    action,
    actor: personOf(row.actorId, row.actorName),
    target: personOf(row.targetId, row.targetName),
    ip: row.ip,
    device: deviceLabel(row.userAgent),
    userAgent: row.userAgent,
    summary: summarize(action, row.detail),
  };
}
