import { SIGNED_IN, resourceRule, rolesOnly } from '../api/access.ts';
import type { TRouteTable } from '../api/route.ts';

/** Where one is signed in: see, end, keep alive (issue 32). */
export const SESSION_ROUTES = {
  listSessions: { method: 'GET', path: '/sessions', access: SIGNED_IN },
  sessionHeartbeat: { method: 'POST', path: '/sessions/heartbeat', access: SIGNED_IN },
  endOtherSessions: { method: 'POST', path: '/sessions/end-others', access: SIGNED_IN },
  endSession: { method: 'DELETE', path: '/sessions/:id', access: resourceRule('own-session') },
  endUserSessions: {
    method: 'DELETE',
    path: '/users/:id/sessions',
    access: rolesOnly('superadmin'),
  },
} as const satisfies TRouteTable;
