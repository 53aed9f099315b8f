import type { TAuditAction } from '@portal/contracts';

/*
 * A row's detail (jsonb) in a few words for people. Only the keys named here are ever read, each
 * checked for its type, so that nothing else a row may hold (session ids, anything a later change
 * adds) reaches the log's readers or its export: the summary is built, never dumped.
 */

type Detail = Readonly<Record<string, unknown>>;

const SUMMARY_MAX = 300;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

const LOGIN_FAILURES: Readonly<Record<string, string>> = {
  'unknown-email': 'no account has this e-mail',
  'wrong-password': 'wrong password',
  blocked: 'the account is blocked',
  pending: 'the account awaits approval',
  reject: 'the account was rejected',
};

const REAUTH_PURPOSES: Readonly<Record<string, string>> = {
  'delete-self': 'Wrong password when deleting their own account',
  'delete-user': 'Wrong password when deleting an account',
};

const SESSION_ENDINGS: Readonly<Record<string, string>> = {
  'signed-out': 'signed out',
  'ended-by-admin': 'ended by the administrator',
  idle: 'idle for too long',
  blocked: 'the account was blocked',
  rejected: 'the account was rejected',
  deleted: 'the account was deleted',
  'password-reset': 'the password was reset',
};

const ROLE_NAMES: Readonly<Record<string, string>> = {
  superadmin: 'Superadmin',
  provider: 'Provider',
  client: 'Client',
};

/** An account's review state, { isApprove, status }, in one word. */
function stateOf(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null;
  const { isApprove, status } = value as { isApprove?: unknown; status?: unknown };
  if (status === 'blocked') return 'blocked';
  if (isApprove === 'pending') return 'pending';
  if (isApprove === 'approve') return 'approved';
  if (isApprove === 'reject') return 'rejected';
  return null;
}

function loginFailure(detail: Detail): string {
  const email = text(detail.email);
  const reason = LOGIN_FAILURES[String(detail.reason)];
  return [email, reason].filter(Boolean).join(': ');
}

function review(detail: Detail): string {
  const from = stateOf(detail.from);
  const to = stateOf(detail.to);
  const change = from && to && from !== to ? `${from} → ${to}` : (to ?? '');
  const reason = text(detail.reason);
  return [change, reason && `reason: ${reason}`].filter(Boolean).join('; ');
}

function deletion(detail: Detail): string {
  const role = ROLE_NAMES[String(detail.role)];
  const email = text(detail.email);
  if (role && email) return `${role} account ${email}`;
  return email ?? '';
}

function settingsChange(detail: Detail): string {
  if (detail.setting === 'signingDisclosure') {
    return typeof detail.version === 'number'
      ? `Signing disclosure: version ${detail.version}`
      : 'Signing disclosure changed';
  }
  if (detail.setting === 'attachSignedPdf' && typeof detail.value === 'boolean') {
    return `Signed PDFs attached to e-mails: ${detail.value ? 'yes' : 'no'}`;
  }
  if (detail.setting === 'idleTimeoutMinutes' && typeof detail.value === 'number') {
    return `Idle sign-out after ${detail.value} minutes`;
  }
  return '';
}

function sessionEnd(detail: Detail): string {
  const why = SESSION_ENDINGS[String(detail.reason)] ?? '';
  const count = Array.isArray(detail.sessionIds) ? detail.sessionIds.length : 1;
  const how = count > 1 ? `${count} sessions` : '';
  return [how, why].filter(Boolean).join(': ');
}

function summaryOf(action: TAuditAction, detail: Detail): string {
  switch (action) {
    case 'login.failure':
      return loginFailure(detail);
    case 'reauth.failure':
      return REAUTH_PURPOSES[String(detail.purpose)] ?? 'Wrong password';
    case 'user.approve':
    case 'user.reject':
    case 'user.restore':
    case 'user.block':
    case 'user.unblock':
      return review(detail);
    case 'user.delete':
    case 'account.delete-self':
      return deletion(detail);
    case 'practice.settings-change':
      return settingsChange(detail);
    case 'session.end':
      return sessionEnd(detail);
    default:
      // Signed in, password changed or reset: the action says it all.
      return '';
  }
}

/** A row's detail in a few words (at most 300 characters), from the keys known for its action. */
export function summarize(action: TAuditAction, detail: unknown): string {
  const known = detail && typeof detail === 'object' && !Array.isArray(detail) ? detail : {};
  const summary = summaryOf(action, known as Detail);
  return summary.length > SUMMARY_MAX ? `${summary.slice(0, SUMMARY_MAX - 1)}…` : summary;
}
