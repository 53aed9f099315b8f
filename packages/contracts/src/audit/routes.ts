import { SIGNED_IN, rolesOnly } from '../api/access.ts';
import type { TRouteTable } from '../api/route.ts';

/** The audit log (issue 32): every event for the superadmin; each person's own security events. */
export const AUDIT_ROUTES = {
  listAuditLog: { method: 'GET', path: '/audit-log', access: rolesOnly('superadmin') },
  exportAuditLog: {
    method: 'GET',
    path: '/audit-log/export.csv',
    access: rolesOnly('superadmin'),
  },
  // Resource-free: the rows are chosen by the caller's own id, never by one it sends.
  listMyAuditEvents: { method: 'GET', path: '/audit-log/mine', access: SIGNED_IN },
} as const satisfies TRouteTable;
