import type { TRole } from '@portal/contracts';

/**
 * Who may call each route: the one place that says it. 'public' needs no token; 'signed-in' needs
 * an approved, active account of any role; a role list needs one of those roles. Rules about whose
 * data (own account, own clients) live in the domain modules and are listed in docs/api.md.
 * The authorization matrix test enumerates this table, and the server refuses to start when a route
 * and this table disagree.
 */
export type Access = 'public' | 'signed-in' | readonly TRole[];

export const ACCESS_POLICY = {
  // Sign-in, sign-up and passwords.
  'POST /auth/login': 'public',
  'POST /auth/provider-signup': 'public',
  'POST /auth/client-signup': 'public',
  'POST /auth/search-license': 'public',
  'POST /auth/signup-with-license': 'public',
  'POST /auth/forgot-password': 'public',
  'POST /auth/reset-password': 'public',
  'GET /auth/profile-picture/:fileName': 'public',
  // Own account.
  'POST /auth/get-me': 'signed-in',
  'PATCH /auth/update-me': 'signed-in',
  'PATCH /auth/change-password': 'signed-in',
  'DELETE /auth/delete-me-account': 'signed-in',
  'GET /auth/get-all-valid-users': 'signed-in',
  // Member blocking for chat (not the superadmin's account block).
  'POST /auth/block-member': 'signed-in',
  'POST /auth/unblock-member': 'signed-in',
  'GET /auth/blocked-members': 'signed-in',
  // The superadmin's account review.
  'GET /auth/get-all-users': ['superadmin'],
  'PATCH /auth/approve-user': ['superadmin'],
  'PATCH /auth/reject-user': ['superadmin'],
  'PATCH /auth/restore-user': ['superadmin'],
  'POST /auth/block-user': ['superadmin'],
  'POST /auth/unblock-user': ['superadmin'],
  // Client records and the providers directory (issue 6).
  'GET /clients': ['provider', 'superadmin'],
  'POST /clients': ['provider'],
  'GET /clients/:id': ['provider', 'superadmin'],
  'PATCH /clients/:id': ['provider', 'superadmin'],
  'GET /providers': 'signed-in',
  'GET /providers/:id': 'signed-in',
} as const satisfies Record<string, Access>;

export type RouteKey = keyof typeof ACCESS_POLICY;

export type PublicRouteKey = {
  [K in RouteKey]: (typeof ACCESS_POLICY)[K] extends 'public' ? K : never;
}[RouteKey];

export type ProtectedRouteKey = Exclude<RouteKey, PublicRouteKey>;

export function splitRouteKey(key: RouteKey): {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
} {
  const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PATCH' | 'DELETE', string];
  return { method, path };
}
