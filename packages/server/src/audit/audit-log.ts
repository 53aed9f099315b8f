import type { Db } from '../db/database.ts';
import { auditLog } from '../db/schema.ts';

/** Every admin action and every sign-in attempt leaves a row here. */
export type AuditAction =
  | 'login.success'
  | 'login.failure'
  | 'user.approve'
  | 'user.reject'
  | 'user.restore'
  | 'user.block'
  | 'user.unblock'
  | 'user.delete'
  | 'account.delete-self'
  | 'password.change'
  | 'password.reset'
  | 'reauth.failure'
  | 'practice.settings-change';

export interface AuditEntry {
  action: AuditAction;
  actorId: string | null;
  targetId?: string | null;
  ip?: string | null;
  /** Context, never a secret: for example the e-mail tried and why a sign-in failed. */
  detail?: Record<string, unknown>;
}

export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorId: entry.actorId,
    targetId: entry.targetId ?? null,
    ip: entry.ip ?? null,
    detail: entry.detail ?? null,
  });
}
