import { z } from 'zod';

import { CHANNEL_TYPES } from '../chat/constants.ts';
import { ZChatChannelDetail } from '../chat/schemas.ts';
import { ZEmail, ZId, ZIsoTime, textField } from '../shared/fields.ts';
import {
  INVITATION_ID_LENGTH,
  INVITATION_MAX_DAYS,
  INVITATION_MAX_USES,
  GUEST_NAME_MAX_LENGTH,
  INVITATION_STATUSES,
  GUEST_END_REASONS,
} from './constants.ts';

/*
 * Guest chat by invitation link (issue 14). A person without an account joins one conversation
 * through a link `/invite-chat/{type}/{id}[/{email}]`: `type` is the channel's type, `id` the
 * invitation's own random id (never the channel's). The guest gets a session of its own kind,
 * scoped to that one channel.
 */

export const ZInvitationId = z
  .string({ message: 'must be an invitation id' })
  .regex(new RegExp(`^[A-Za-z0-9_-]{${INVITATION_ID_LENGTH}}$`), {
    message: 'must be an invitation id',
  });

// ---------------------------------------------------------------------------------------------
// Requests

const ZDays = z
  .number({ message: 'must be a whole number of days' })
  .int({ message: 'must be a whole number of days' })
  .min(1, { message: 'must be at least 1 day' })
  .max(INVITATION_MAX_DAYS, { message: `must be at most ${INVITATION_MAX_DAYS} days` });

const ZUses = z
  .number({ message: 'must be a whole number' })
  .int({ message: 'must be a whole number' })
  .min(1, { message: 'must be at least 1' })
  .max(INVITATION_MAX_USES, { message: `must be at most ${INVITATION_MAX_USES}` });

/**
 * A new invitation into a group (POST /chat/channels/{id}/invitations): bound to an e-mail or not,
 * for `expiresInDays` (default 7) and `maxUses` joins (default 1 with an e-mail, else 10). Those
 * who join read the conversation from their arrival unless `shareHistory` (default false).
 */
export const ZCreateInvitationRequest = z.strictObject({
  email: ZEmail.optional(),
  expiresInDays: ZDays.optional(),
  maxUses: ZUses.optional(),
  shareHistory: z.boolean({ message: 'must be true or false' }).optional(),
});
export type TCreateInvitationRequest = z.input<typeof ZCreateInvitationRequest>;

/**
 * A new invitation to a direct chat with the caller (POST /chat/invitations; providers and the
 * superadmin): for one person, so one use.
 */
export const ZCreateDirectInvitationRequest = z.strictObject({
  email: ZEmail.optional(),
  expiresInDays: ZDays.optional(),
});
export type TCreateDirectInvitationRequest = z.input<typeof ZCreateDirectInvitationRequest>;

export const ZInvitationParams = z.strictObject({ id: ZInvitationId });
export const ZChannelInvitationParams = z.strictObject({ id: ZId, invitationId: ZInvitationId });

/** Joining: a display name, and the e-mail when the link is bound to none. */
export const ZJoinInvitationRequest = z.strictObject({
  displayName: textField({ min: 1, max: GUEST_NAME_MAX_LENGTH }),
  email: ZEmail.optional(),
});
export type TJoinInvitationRequest = z.input<typeof ZJoinInvitationRequest>;

/** The token of a "resume your conversation" link (e-mailed to a guest who is away). */
export const ZResumeGuestRequest = z.strictObject({
  token: z
    .string({ message: 'must be a text' })
    .min(20, { message: 'is not a valid link' })
    .max(2000, { message: 'is not a valid link' })
    .regex(/^[A-Za-z0-9_.-]+$/, { message: 'is not a valid link' }),
});
export type TResumeGuestRequest = z.input<typeof ZResumeGuestRequest>;

// ---------------------------------------------------------------------------------------------
// Answers

export const ZInvitationGuest = z
  .object({
    id: z.string(),
    displayName: z.string(),
    email: z.string(),
    joinedAt: ZIsoTime,
    /** Whether the guest is still in the conversation (removed, or its access ended: false). */
    isMember: z.boolean(),
  })
  .meta({ id: 'InvitationGuest' });
export type TInvitationGuest = z.output<typeof ZInvitationGuest>;

export const ZInvitation = z
  .object({
    id: z.string(),
    type: z.enum(CHANNEL_TYPES),
    /** The conversation; null for a direct invitation nobody has used yet. */
    channelId: z.string().nullable(),
    /** The group's name; null for a direct chat. */
    channelName: z.string().nullable(),
    /** The link to share: `<PUBLIC_URL>/invite-chat/{type}/{id}[/{email}]`. */
    link: z.string(),
    email: z.string().nullable(),
    createdBy: z.object({ id: z.string().nullable(), fullName: z.string() }),
    createdAt: ZIsoTime,
    expiresAt: ZIsoTime,
    maxUses: z.number().int(),
    uses: z.number().int(),
    /** Whether those who join read the messages written before (false: from their arrival). */
    sharesHistory: z.boolean(),
    revokedAt: ZIsoTime.nullable(),
    status: z.enum(INVITATION_STATUSES),
    /** Who joined by it. */
    guests: z.array(ZInvitationGuest),
  })
  .meta({ id: 'Invitation' });
export type TInvitation = z.output<typeof ZInvitation>;

export const ZInvitationResponse = z.object({ message: z.string(), data: ZInvitation });
export type TInvitationResponse = z.output<typeof ZInvitationResponse>;

export const ZInvitationListResponse = z.object({ data: z.array(ZInvitation) });
export type TInvitationListResponse = z.output<typeof ZInvitationListResponse>;

/** What the invite page shows before joining: enough to decide, nothing more. */
export const ZPublicInvitation = z
  .object({
    id: z.string(),
    type: z.enum(CHANNEL_TYPES),
    /** The group's name; null for a direct chat (the conversation is with `invitedBy`). */
    channelName: z.string().nullable(),
    invitedBy: z.string(),
    expiresAt: ZIsoTime,
    /** Whether the join form must ask for the e-mail (the link is bound to none). */
    needsEmail: z.boolean(),
  })
  .meta({ id: 'PublicInvitation' });
export type TPublicInvitation = z.output<typeof ZPublicInvitation>;

export const ZPublicInvitationResponse = z.object({ data: ZPublicInvitation });
export type TPublicInvitationResponse = z.output<typeof ZPublicInvitationResponse>;

/** The spec's join-invite data, kept by the app in the persisted root key. */
export const ZJoinInviteData = z
  .object({
    /** The conversation joined. */
    groupId: z.string(),
    memberEmail: z.string(),
    /** True only the first time this e-mail joins this conversation. */
    isNewJoin: z.boolean(),
  })
  .meta({ id: 'JoinInviteData' });
export type TJoinInviteData = z.output<typeof ZJoinInviteData>;

/**
 * A guest session: its token (a bearer token of its own kind, accepted only by the routes of its
 * one channel) and when it expires; renew it before then (POST /guest/session).
 */
export const ZGuestSession = z
  .object({
    token: z.string(),
    /** ISO time; the token's `exp`. */
    expiresAt: ZIsoTime,
    guest: z.object({ id: z.string(), displayName: z.string(), email: z.string() }),
    invitation: z.object({ id: z.string(), type: z.enum(CHANNEL_TYPES) }),
    joinInvite: ZJoinInviteData,
    channel: ZChatChannelDetail,
  })
  .meta({ id: 'GuestSession' });
export type TGuestSession = z.output<typeof ZGuestSession>;

export const ZGuestSessionResponse = z.object({ message: z.string(), data: ZGuestSession });
export type TGuestSessionResponse = z.output<typeof ZGuestSessionResponse>;

/** An account accepted an invitation (the link e-mailed to an account's address). */
export const ZAcceptInvitationResponse = z.object({
  message: z.string(),
  data: ZChatChannelDetail,
});
export type TAcceptInvitationResponse = z.output<typeof ZAcceptInvitationResponse>;

// ---------------------------------------------------------------------------------------------
// Socket events (registered in ../api/events.ts)

/** To a guest's sockets, just before they are closed: why its access ended. */
export const ZGuestAccessEndedEvent = z.object({
  reason: z.enum(GUEST_END_REASONS),
  channelId: z.string(),
  message: z.string(),
});
export type TGuestAccessEndedEvent = z.output<typeof ZGuestAccessEndedEvent>;
