import type { TAuditEvent } from '@portal/contracts';
import { AUDIT_ACTION_LABELS } from '@portal/contracts/constants';

/** How the log names an action: 'Sign-in failed'. */
export const actionLabel = (action: TAuditEvent['action']): string => AUDIT_ACTION_LABELS[action];

/** Failures stand out in the list: a sign-in or a password confirmation that did not pass. */
export const isFailure = (action: TAuditEvent['action']): boolean =>
  action === 'login.failure' || action === 'reauth.failure';

const localFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'medium',
});

/** A time as the viewer reads it: its locale and time zone. */
export const localTime = (iso: string): string => localFormat.format(new Date(iso));

/** The same instant in UTC, as the export writes it: '2026-11-28 09:30:05 UTC'. */
export const utcTime = (iso: string): string => `${iso.slice(0, 19).replace('T', ' ')} UTC`;

/** Who acted: a name; for no account, the platform itself or someone with an unknown e-mail. */
export function actorLabel(event: TAuditEvent): string {
  if (event.actor) return event.actor.name ?? 'Deleted account';
  return event.action === 'login.failure' ? 'Unknown e-mail' : 'The portal';
}

/** Whom it was done to, when anyone. */
export const targetLabel = (event: TAuditEvent): string =>
  event.target ? (event.target.name ?? 'Deleted account') : '—';
