import { SIGNED_IN, rolesOnly } from '../api/access.ts';
import type { TRouteTable } from '../api/route.ts';

const SUPERADMIN = rolesOnly('superadmin');

/** The members directory, blocking between members, and the superadmin's account review. */
export const USER_ROUTES = {
  getAllValidUsers: { method: 'GET', path: '/auth/get-all-valid-users', access: SIGNED_IN },
  // Member blocking for chat (not the superadmin's account block).
  blockMember: { method: 'POST', path: '/auth/block-member', access: SIGNED_IN },
  unblockMember: { method: 'POST', path: '/auth/unblock-member', access: SIGNED_IN },
  blockedMembers: { method: 'GET', path: '/auth/blocked-members', access: SIGNED_IN },
  // The superadmin's account review.
  getAllUsers: { method: 'GET', path: '/auth/get-all-users', access: SUPERADMIN },
  approveUser: { method: 'PATCH', path: '/auth/approve-user', access: SUPERADMIN },
  rejectUser: { method: 'PATCH', path: '/auth/reject-user', access: SUPERADMIN },
  restoreUser: { method: 'PATCH', path: '/auth/restore-user', access: SUPERADMIN },
  blockUser: { method: 'POST', path: '/auth/block-user', access: SUPERADMIN },
  unblockUser: { method: 'POST', path: '/auth/unblock-user', access: SUPERADMIN },
} as const satisfies TRouteTable;
