/*
 * Guest chat's values, limits and texts (issue 14), without a schema: the app's screens import
 * them from '@portal/contracts/constants' without loading zod.
 */

/** The invitation id: 128 random bits, base64url (22 characters). */
export const INVITATION_ID_LENGTH = 22;

/** An invitation lasts 7 days unless its creator says otherwise, and at most 30. */
export const INVITATION_DEFAULT_DAYS = 7;
export const INVITATION_MAX_DAYS = 30;
/** The most uses one invitation may allow. */
export const INVITATION_MAX_USES = 100;
export const GUEST_NAME_MAX_LENGTH = 80;

/**
 * Why an invitation link no longer lets anyone in: each has its own message and the `code` of the
 * error answer says which (404 `invitation-not-found`, 410 for the others).
 */
export const INVITATION_REFUSALS = {
  'invitation-not-found':
    'This invitation link is not valid. Check that you copied the whole link.',
  'invitation-expired':
    'This invitation has expired. Ask the person who invited you for a new link.',
  'invitation-revoked': 'This invitation was withdrawn by the person who sent it.',
  'invitation-used-up': 'This invitation has already been used.',
} as const;
export type TInvitationRefusal = keyof typeof INVITATION_REFUSALS;

/** An invitation as its creator and the channel's owner see it. */
export const INVITATION_STATUSES = ['open', 'expired', 'revoked', 'used-up'] as const;
export type TInvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Why a guest's access ended (socket event `guest_access_ended`, and the renewal's refusal). */
export const GUEST_END_REASONS = ['removed', 'revoked', 'channel-deleted'] as const;
export type TGuestEndReason = (typeof GUEST_END_REASONS)[number];
export const GUEST_END_MESSAGES: Record<TGuestEndReason, string> = {
  removed: 'You were removed from this conversation. Your access has ended.',
  revoked: 'The invitation was withdrawn. Your access to this conversation has ended.',
  'channel-deleted': 'This conversation was deleted. Your access has ended.',
};
/** The error code of a guest session that can no longer be renewed or resumed. */
export const GUEST_ACCESS_ENDED = 'guest-access-ended';
