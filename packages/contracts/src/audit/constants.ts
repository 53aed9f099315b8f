/*
 * The audit log (issue 32), without a schema: what is recorded, how it is named for people, and
 * the bounds of reading and exporting it. The application appends rows and never changes one.
 */

/** Every action a row records: sign-ins, the superadmin's reviews, passwords, sessions. */
export const AUDIT_ACTIONS = [
  'login.success',
  'login.failure',
  'user.approve',
  'user.reject',
  'user.restore',
  'user.block',
  'user.unblock',
  'user.delete',
  'account.delete-self',
  'password.change',
  'password.reset',
  'reauth.failure',
  'practice.settings-change',
  'session.end',
  'login.challenge',
  'second-factor.add',
  'second-factor.remove',
  'second-factor.recovery-codes',
  'second-factor.reset',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

/** Each action as people read it (the log's table, its filter, the export). */
export const AUDIT_ACTION_LABELS: Readonly<Record<TAuditAction, string>> = {
  'login.success': 'Signed in',
  'login.failure': 'Sign-in failed',
  'user.approve': 'Account approved',
  'user.reject': 'Account rejected',
  'user.restore': 'Account restored to review',
  'user.block': 'Account blocked',
  'user.unblock': 'Account unblocked',
  'user.delete': 'Account deleted',
  'account.delete-self': 'Own account deleted',
  'password.change': 'Password changed',
  'password.reset': 'Password reset',
  'reauth.failure': 'Password confirmation failed',
  'practice.settings-change': 'Practice settings changed',
  'session.end': 'Session ended',
  'login.challenge': 'Password right, second step asked',
  'second-factor.add': 'Second factor added',
  'second-factor.remove': 'Second factor removed',
  'second-factor.recovery-codes': 'Recovery codes renewed',
  'second-factor.reset': 'Second factors reset',
};

/**
 * The actions about one's own account that a person sees of itself (Settings): its sign-ins and
 * failed attempts, its sessions ended, its password. Reviews are the superadmin's, not a person's.
 */
export const SECURITY_ACTIONS = [
  'login.success',
  'login.failure',
  'reauth.failure',
  'password.change',
  'password.reset',
  'session.end',
  'second-factor.add',
  'second-factor.remove',
  'second-factor.recovery-codes',
  'second-factor.reset',
] as const satisfies readonly TAuditAction[];

/** Rows per page of the superadmin's log: the default and the most a request may ask for. */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_SIZE_MAX = 100;
/** The furthest page a request may ask for (a narrower filter reaches older rows). */
export const AUDIT_PAGE_MAX = 10_000;

/** The most rows one CSV export holds: the newest that match. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

/** A person's own recent security events: from the last this many days, at most this many. */
export const MY_AUDIT_DAYS = 30;
export const MY_AUDIT_MAX = 50;

/** The export's file name, dated by the day (UTC) it was made: 'audit-log-2026-11-28.csv'. */
export const auditExportFileName = (at: Date): string =>
  `audit-log-${at.toISOString().slice(0, 10)}.csv`;
