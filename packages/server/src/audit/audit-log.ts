import { sql } from 'drizzle-orm';

import type { TAuditAction } from '@portal/contracts';

import type { Db } from '../db/database.ts';
import { auditLog, users } from '../db/schema.ts';

const USER_AGENT_MAX = 512;

/**
 * Every admin action and every sign-in attempt leaves a row here: the actions are the contracts'
 * AUDIT_ACTIONS, which the log's filters and labels share.
 */
export type AuditAction = TAuditAction;

export interface AuditEntry {
  action: AuditAction;
  actorId: string | null;
  targetId?: string | null;
  ip?: string | null;
  /** The browser of the request (bounded). */
  userAgent?: string | null | undefined;
  /** Context, never a secret: for example the e-mail tried and why a sign-in failed. */
  detail?: Record<string, unknown>;
}

/** A person's name as it is now, read in the insert itself (no round trip of its own). */
const nameOf = (id: string | null | undefined) =>
  id
    ? sql<string | null>`(select ${users.fullName} from ${users} where ${users.id} = ${id})`
    : null;

/**
 * Writes one row: who, whom, from where (address and browser), with the names of the time, so
 * that the row still says who it was after a rename or a deletion. Rows are never changed.
 */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorId: entry.actorId,
    targetId: entry.targetId ?? null,
    ip: entry.ip ?? null,
    userAgent: entry.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    actorName: nameOf(entry.actorId),
    targetName: nameOf(entry.targetId),
    detail: entry.detail ?? null,
  });
}
