import { GUESTS_ONLY, PUBLIC, SIGNED_IN, resourceRule, rolesOnly } from '../api/access.ts';
import type { TRouteTable } from '../api/route.ts';

/** A channel the caller is a member of; who may invite is decided per channel on the server. */
const MEMBER = resourceRule('channel-member');

/**
 * Guest chat by invitation link (issue 14): invitations of a channel (its owner, or the person who
 * made them), direct invitations (providers and the superadmin), the public invite page and join,
 * and the guest's own session.
 */
export const INVITATION_ROUTES = {
  createChannelInvitation: {
    method: 'POST',
    path: '/chat/channels/:id/invitations',
    access: MEMBER,
  },
  listChannelInvitations: { method: 'GET', path: '/chat/channels/:id/invitations', access: MEMBER },
  revokeChannelInvitation: {
    method: 'DELETE',
    path: '/chat/channels/:id/invitations/:invitationId',
    access: MEMBER,
  },
  createDirectInvitation: {
    method: 'POST',
    path: '/chat/invitations',
    access: rolesOnly('provider', 'superadmin'),
  },
  listMyInvitations: { method: 'GET', path: '/chat/invitations', access: SIGNED_IN },
  revokeInvitation: { method: 'DELETE', path: '/chat/invitations/:id', access: SIGNED_IN },
  acceptInvitation: { method: 'POST', path: '/invitations/:id/accept', access: SIGNED_IN },
  getInvitation: { method: 'GET', path: '/invitations/:id', access: PUBLIC },
  joinInvitation: { method: 'POST', path: '/invitations/:id/join', access: PUBLIC },
  resumeGuestSession: { method: 'POST', path: '/guest/resume', access: PUBLIC },
  renewGuestSession: { method: 'POST', path: '/guest/session', access: GUESTS_ONLY },
} as const satisfies TRouteTable;
