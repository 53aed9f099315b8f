import type { TSchemasFor } from '../api/endpoint.ts';
import { ZChannelParams } from '../chat/schemas.ts';
import type { INVITATION_ROUTES } from './routes.ts';
import {
  ZAcceptInvitationResponse,
  ZChannelInvitationParams,
  ZCreateDirectInvitationRequest,
  ZCreateInvitationRequest,
  ZGuestSessionResponse,
  ZInvitationListResponse,
  ZInvitationParams,
  ZInvitationResponse,
  ZJoinInvitationRequest,
  ZPublicInvitationResponse,
  ZResumeGuestRequest,
} from './schemas.ts';

const REFUSALS =
  'An unknown id answers 404 (`code: invitation-not-found`); an expired, withdrawn or used-up invitation 410 with its own message and `code` (`invitation-expired`, `invitation-revoked`, `invitation-used-up`). Every refusal takes the same time, and calls are limited per address.';

export const INVITATION_SCHEMAS = {
  createChannelInvitation: {
    summary: 'Invite people without an account into a group (its owner)',
    description:
      'The answer holds the link. With `email`, the link is e-mailed there and only that address may join (default 1 use); without, 10 uses by default. Expires after `expiresInDays` (default 7, at most 30). A direct chat takes no invitation (403): invite to a new direct chat with POST /chat/invitations.',
    params: ZChannelParams,
    body: ZCreateInvitationRequest,
    response: ZInvitationResponse,
    status: 201,
  },
  listChannelInvitations: {
    summary: 'The invitations of a channel, newest first, with who joined by each',
    description:
      'The group’s owner sees them all; another member those it made (a list that may be empty).',
    params: ZChannelParams,
    response: ZInvitationListResponse,
  },
  revokeChannelInvitation: {
    summary: 'Withdraw an invitation of a channel (its creator or the group’s owner)',
    description:
      'The link stops working and the guests who joined by it lose their access at once (their sockets are closed on every server process). Their messages stay.',
    params: ZChannelInvitationParams,
    response: ZInvitationResponse,
  },
  createDirectInvitation: {
    summary: 'Invite one person without an account to a direct chat with the caller',
    description:
      'Providers and the superadmin. The direct chat is created when the person first joins. One use; with `email` the link is e-mailed there.',
    body: ZCreateDirectInvitationRequest,
    response: ZInvitationResponse,
    status: 201,
  },
  listMyInvitations: {
    summary: 'The invitations the caller made, newest first (direct ones not yet used included)',
    response: ZInvitationListResponse,
  },
  revokeInvitation: {
    summary: 'Withdraw an invitation (its creator, or the owner of its group)',
    description:
      'As DELETE /chat/channels/{id}/invitations/{invitationId}, by the invitation alone.',
    params: ZInvitationParams,
    response: ZInvitationResponse,
  },
  acceptInvitation: {
    summary: 'Join an invitation’s conversation as one’s own account',
    description:
      'For the account whose e-mail the invitation was sent to, or that joined it as a guest (the e-mail that address received says so). The chat rules apply: a group’s owner must be allowed to chat with the account, and a direct chat opens between the inviter and the account. 403 otherwise.',
    params: ZInvitationParams,
    response: ZAcceptInvitationResponse,
  },
  getInvitation: {
    summary: 'What the invite page shows: the conversation’s name, who invited, the expiry',
    description: REFUSALS,
    params: ZInvitationParams,
    response: ZPublicInvitationResponse,
  },
  joinInvitation: {
    summary:
      'Join a conversation as a guest: a display name, and the e-mail when the link has none',
    description: `Answers a guest session (a token for that one conversation only, short-lived, renewed with POST /guest/session) and the join-invite data; \`isNewJoin\` is true only the first time this e-mail joins this conversation, and only such a join uses up one of the invitation’s uses. A link bound to an e-mail admits that e-mail only (403). If the e-mail belongs to an account, that address also receives a link to join as the account; the answer is the same. ${REFUSALS}`,
    params: ZInvitationParams,
    body: ZJoinInvitationRequest,
    response: ZGuestSessionResponse,
  },
  resumeGuestSession: {
    summary: 'A new guest session from the link of a "someone replied" e-mail',
    description:
      'While the invitation is not withdrawn and the guest is still in the conversation; otherwise 401 with `code: guest-access-ended`.',
    body: ZResumeGuestRequest,
    response: ZGuestSessionResponse,
  },
  renewGuestSession: {
    summary: 'A new guest token before the current one expires',
    description:
      'While the invitation is not withdrawn and the guest is still in the conversation; otherwise 401 with `code: guest-access-ended`. An account’s token is refused (403).',
    response: ZGuestSessionResponse,
  },
} as const satisfies TSchemasFor<typeof INVITATION_ROUTES>;
