import type { TAuditEvent, TAuditLogResponse } from '@portal/contracts';

import { nth, reviewListFixture } from '@/testing/fixtures';

/*
 * The audit log's stories' data: fixed times (no "now"), the people of the review list fixture,
 * the superadmin of loginUserFixture, and an event of every kind a screen shows differently.
 */

export const people = reviewListFixture(6, { isApprove: 'approve' });
const ada = nth(people, 0);
const ben = nth(people, 1);
const admin = { id: '00000000-0000-4000-8000-000000000001', name: 'Sam Admin' };
const person = (user: { id: string; fullName: string }) => ({ id: user.id, name: user.fullName });

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const event = (id: number, at: string, fields: Partial<TAuditEvent>): TAuditEvent => ({
  id: String(id),
  at,
  action: 'login.success',
  actor: null,
  target: null,
  ip: null,
  device: null,
  userAgent: null,
  summary: '',
  ...fields,
});

/** The newest events first, as the server answers them. */
export const auditEvents: TAuditEvent[] = [
  event(9, '2026-11-20T16:45:12.000Z', {
    action: 'login.failure',
    actor: person(ada),
    ip: '203.0.113.40',
    summary: `${ada.email}: wrong password`,
  }),
  event(8, '2026-11-20T15:02:45.000Z', {
    action: 'session.end',
    actor: admin,
    target: person(ben),
    ip: '198.51.100.7',
    device: 'Chrome on Linux',
    userAgent: CHROME,
    summary: '2 sessions: ended by the administrator',
  }),
  event(7, '2026-11-20T11:30:00.000Z', {
    action: 'user.reject',
    actor: admin,
    target: { id: '20000000-0000-4000-8000-000000000007', name: 'Carl Client' },
    ip: '198.51.100.7',
    device: 'Chrome on Linux',
    userAgent: CHROME,
    summary: 'pending → rejected; reason: No licence number on file',
  }),
  event(6, '2026-11-19T09:15:30.000Z', {
    action: 'login.success',
    actor: person(ben),
    ip: '192.0.2.15',
    device: 'Mobile Safari on iOS',
    userAgent: SAFARI_IPHONE,
  }),
  event(5, '2026-11-18T22:04:09.000Z', {
    action: 'login.failure',
    ip: '203.0.113.99',
    summary: 'nobody@example.net: no account has this e-mail',
  }),
  event(4, '2026-11-18T08:00:00.000Z', {
    action: 'practice.settings-change',
    actor: admin,
    ip: '198.51.100.7',
    device: 'Chrome on Linux',
    userAgent: CHROME,
    summary: 'Idle sign-out after 45 minutes',
  }),
  event(3, '2026-11-17T13:20:00.000Z', {
    action: 'session.end',
    target: person(ada),
    summary: 'idle for too long',
  }),
  event(2, '2026-11-16T10:10:10.000Z', {
    action: 'password.change',
    actor: person(ada),
    target: person(ada),
    ip: '203.0.113.40',
  }),
  event(1, '2026-11-15T07:45:00.000Z', {
    action: 'user.approve',
    actor: admin,
    target: person(ada),
    ip: '198.51.100.7',
    device: 'Chrome on Linux',
    userAgent: CHROME,
    summary: 'pending → approved',
  }),
];

/** A page of the log as the server answers it. */
export const auditPage = (
  data: readonly TAuditEvent[] = auditEvents,
  { page = 1, limit = 50, total = data.length } = {},
): TAuditLogResponse => ({ data: [...data], page, limit, total });

/** One's own events (Ada's), for Settings. */
export const myEvents: TAuditEvent[] = auditEvents.filter(
  (item) =>
    ['login.success', 'login.failure', 'session.end', 'password.change'].includes(item.action) &&
    (item.actor?.id === ada.id || item.target?.id === ada.id),
);
