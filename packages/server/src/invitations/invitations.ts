import { randomBytes } from 'node:crypto';

import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';

import {
  GUEST_END_MESSAGES,
  INVITATION_DEFAULT_DAYS,
  type TChannelType,
  type TCreateDirectInvitationRequest,
  type TCreateInvitationRequest,
  type TInvitation,
  type TInvitationStatus,
} from '@portal/contracts';

import { assertGroupOwner, requireMembership } from '../chat/access.ts';
import type { AppContext } from '../context.ts';
import {
  chatChannels,
  chatGuests,
  chatInvitations,
  chatMembers,
  users,
  type ChatInvitationRow,
} from '../db/schema.ts';
import type { Caller } from '../lib/caller.ts';
import { forbidden, notFound } from '../lib/http-error.ts';
import { findUserByEmail } from '../users/find-user.ts';
import { inviteLink } from './links.ts';

/*
 * Invitation links (issue 14): made by a group's owner (into the group) or by a provider or the
 * superadmin (to a new direct chat with them), listed and withdrawn by their creator or the
 * group's owner. The id is 128 random bits, never the channel's id.
 */

export const NO_INVITATION = 'No invitation has this id.';
const DAY_MS = 24 * 3600_000;
/** Uses of a link bound to no e-mail, unless its creator says otherwise. */
const DEFAULT_OPEN_USES = 10;

/** 128 random bits, base64url: 22 characters. */
export const newInvitationId = () => randomBytes(16).toString('base64url');

export function statusOf(row: ChatInvitationRow, now = new Date()): TInvitationStatus {
  if (row.revokedAt || !row.createdBy) return 'revoked';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (row.uses >= row.maxUses) return 'used-up';
  return 'open';
}

/** Invitations as their creator and the group's owner see them, with who joined by each. */
async function present(ctx: AppContext, where: SQL | undefined): Promise<TInvitation[]> {
  const rows = await ctx.db
    .select({
      invitation: chatInvitations,
      creatorName: users.fullName,
      channelName: chatChannels.name,
    })
    .from(chatInvitations)
    .leftJoin(users, eq(users.id, chatInvitations.createdBy))
    .leftJoin(chatChannels, eq(chatChannels.id, chatInvitations.channelId))
    .where(where)
    .orderBy(desc(chatInvitations.createdAt), desc(chatInvitations.id));
  const ids = rows.map((row) => row.invitation.id);
  const guests = ids.length
    ? await ctx.db
        .select({
          id: chatGuests.id,
          invitationId: chatGuests.invitationId,
          displayName: chatGuests.displayName,
          email: chatGuests.email,
          joinedAt: chatGuests.createdAt,
          memberRow: chatMembers.id,
        })
        .from(chatGuests)
        .leftJoin(
          chatMembers,
          and(
            eq(chatMembers.guestId, chatGuests.id),
            eq(chatMembers.channelId, chatGuests.channelId),
          ),
        )
        .where(inArray(chatGuests.invitationId, ids))
        .orderBy(chatGuests.createdAt)
    : [];
  const now = new Date();
  return rows.map(({ invitation: row, creatorName, channelName }) => ({
    id: row.id,
    type: row.type,
    channelId: row.channelId,
    channelName: row.type === 'group' ? channelName : null,
    link: inviteLink(ctx, row.type, row.id, row.email),
    email: row.email,
    createdBy: { id: row.createdBy, fullName: creatorName ?? 'Deleted user' },
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    maxUses: row.maxUses,
    uses: row.uses,
    sharesHistory: row.sharesHistory,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: statusOf(row, now),
    guests: guests
      .filter((guest) => guest.invitationId === row.id)
      .map((guest) => ({
        id: guest.id,
        displayName: guest.displayName,
        email: guest.email,
        joinedAt: guest.joinedAt.toISOString(),
        isMember: guest.memberRow !== null,
      })),
  }));
}

async function presentOne(ctx: AppContext, id: string): Promise<TInvitation> {
  const [invitation] = await present(ctx, eq(chatInvitations.id, id));
  if (!invitation) throw notFound(NO_INVITATION);
  return invitation;
}

async function insertInvitation(
  ctx: AppContext,
  caller: Caller,
  values: {
    type: TChannelType;
    channelId: string | null;
    email: string | undefined;
    expiresInDays: number | undefined;
    maxUses: number;
    channelName: string | null;
    sharesHistory: boolean;
  },
): Promise<TInvitation> {
  const id = newInvitationId();
  const expiresAt = new Date(
    Date.now() + (values.expiresInDays ?? INVITATION_DEFAULT_DAYS) * DAY_MS,
  );
  await ctx.db.insert(chatInvitations).values({
    id,
    type: values.type,
    channelId: values.channelId,
    createdBy: caller.id,
    email: values.email ?? null,
    expiresAt,
    maxUses: values.maxUses,
    sharesHistory: values.sharesHistory,
  });
  const invitation = await presentOne(ctx, id);
  const email = values.email;
  if (email) {
    ctx.background(() =>
      mailInvitation(ctx, {
        to: email,
        inviter: caller.user.fullName,
        channelName: values.channelName,
        link: invitation.link,
        expiresAt,
      }),
    );
  }
  return invitation;
}

/**
 * The link by e-mail. An address that belongs to an account is told to sign in and join as the
 * account; anyone else to join as a guest. The person who made it sees the same either way.
 */
export async function mailInvitation(
  ctx: AppContext,
  input: {
    to: string;
    inviter: string;
    channelName: string | null;
    link: string;
    expiresAt: Date;
    /** Sent because someone joined as a guest with this account's e-mail. */
    afterGuestJoin?: boolean;
  },
): Promise<void> {
  const account = await findUserByEmail(ctx.db, input.to);
  const where = input.channelName ? `the group “${input.channelName}”` : 'a conversation';
  const until = input.expiresAt.toISOString().slice(0, 10);
  const lines = account
    ? [
        `Hello ${account.fullName},`,
        '',
        input.afterGuestJoin
          ? `Someone joined ${where} of ${input.inviter} as a guest with your e-mail address. You have an account: to take part as yourself, sign in first, then open this link:`
          : `${input.inviter} invited you to ${where}. You have an account: sign in first, then open this link to join as yourself:`,
        '',
        `${input.link}?as=account`,
        '',
        'Whether you can join depends on the chat rules of your account.',
      ]
    : [
        'Hello,',
        '',
        `${input.inviter} invited you to ${where}. Open this link to join as a guest (no account needed):`,
        '',
        input.link,
        '',
        `The link works until ${until}.`,
      ];
  await ctx.mailer.send({
    to: input.to,
    subject: `${input.inviter} invited you to ${input.channelName ? `“${input.channelName}”` : 'a conversation'}`,
    text: lines.join('\n'),
    localNotice: `invitation link for ${input.to}: ${input.link}`,
  });
}

/** POST /chat/channels/{id}/invitations: the group's owner invites into the group. */
export async function createChannelInvitation(
  ctx: AppContext,
  caller: Caller,
  channelId: string,
  body: TCreateInvitationRequest,
): Promise<TInvitation> {
  const membership = await requireMembership(ctx.db, channelId, caller);
  if (membership.type === 'direct') {
    throw forbidden(
      'A direct chat takes no invitation. Invite the person to a new direct chat instead.',
    );
  }
  assertGroupOwner(membership, 'invite people to');
  return insertInvitation(ctx, caller, {
    type: 'group',
    channelId,
    email: body.email,
    expiresInDays: body.expiresInDays,
    maxUses: body.maxUses ?? (body.email ? 1 : DEFAULT_OPEN_USES),
    channelName: membership.name,
    sharesHistory: body.shareHistory ?? false,
  });
}

/** POST /chat/invitations: a provider or the superadmin invites one person to a direct chat. */
export async function createDirectInvitation(
  ctx: AppContext,
  caller: Caller,
  body: TCreateDirectInvitationRequest,
): Promise<TInvitation> {
  return insertInvitation(ctx, caller, {
    type: 'direct',
    channelId: null,
    email: body.email,
    expiresInDays: body.expiresInDays,
    maxUses: 1,
    channelName: null,
    // A new conversation: there is nothing before.
    sharesHistory: false,
  });
}

/** A channel's invitations: all of them for the group's owner, a member's own otherwise. */
export async function listChannelInvitations(
  ctx: AppContext,
  caller: Caller,
  channelId: string,
): Promise<TInvitation[]> {
  const membership = await requireMembership(ctx.db, channelId, caller);
  const inChannel = eq(chatInvitations.channelId, channelId);
  return present(
    ctx,
    membership.isOwner ? inChannel : and(inChannel, eq(chatInvitations.createdBy, caller.id)),
  );
}

export async function listMyInvitations(ctx: AppContext, caller: Caller): Promise<TInvitation[]> {
  return present(ctx, eq(chatInvitations.createdBy, caller.id));
}

/**
 * Withdraws an invitation: the link stops working, and the guests who joined by it leave the
 * conversation at once (their member rows go; their sockets are told and closed on every
 * process). Their messages stay, signed with their names. Withdrawing twice changes nothing.
 */
async function revoke(ctx: AppContext, row: ChatInvitationRow): Promise<TInvitation> {
  if (!row.revokedAt) {
    const removed = await ctx.db.transaction(async (tx) => {
      await tx
        .update(chatInvitations)
        .set({ revokedAt: new Date() })
        .where(and(eq(chatInvitations.id, row.id), isNull(chatInvitations.revokedAt)));
      const guests = tx
        .select({ id: chatGuests.id })
        .from(chatGuests)
        .where(eq(chatGuests.invitationId, row.id));
      return tx
        .delete(chatMembers)
        .where(inArray(chatMembers.guestId, guests))
        .returning({ guestId: chatMembers.guestId, channelId: chatMembers.channelId });
    });
    const guestIds = removed.flatMap((member) => (member.guestId ? [member.guestId] : []));
    if (row.channelId && guestIds.length) {
      const rooms = ctx.chat.rooms;
      rooms.endGuests(
        { guestIds },
        { reason: 'revoked', channelId: row.channelId, message: GUEST_END_MESSAGES.revoked },
      );
      rooms
        .toChannel(row.channelId)
        .emit('chat:channel', { action: 'members-changed', channelId: row.channelId, name: null });
    }
  }
  return presentOne(ctx, row.id);
}

/** The invitations a person made that still let someone in or keep someone in. */
export async function invitationsMadeBy(ctx: AppContext, userId: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: chatInvitations.id })
    .from(chatInvitations)
    .where(and(eq(chatInvitations.createdBy, userId), isNull(chatInvitations.revokedAt)));
  return rows.map((row) => row.id);
}

/**
 * After the inviter's account was deleted: its invitations are withdrawn as by the inviter, so
 * that the guests who joined by them lose their access at once (a renewal would refuse them
 * anyway, but only when their session runs out).
 */
export async function withdrawInvitations(ctx: AppContext, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const row = await findInvitation(ctx, id);
    if (row) await revoke(ctx, row);
  }
}

async function findInvitation(ctx: AppContext, id: string): Promise<ChatInvitationRow | null> {
  const [row] = await ctx.db
    .select()
    .from(chatInvitations)
    .where(eq(chatInvitations.id, id))
    .limit(1);
  return row ?? null;
}

/** DELETE /chat/channels/{id}/invitations/{invitationId}: its creator or the group's owner. */
export async function revokeChannelInvitation(
  ctx: AppContext,
  caller: Caller,
  channelId: string,
  invitationId: string,
): Promise<TInvitation> {
  const membership = await requireMembership(ctx.db, channelId, caller);
  const row = await findInvitation(ctx, invitationId);
  if (!row || row.channelId !== channelId) throw notFound(NO_INVITATION);
  if (row.createdBy !== caller.id && !membership.isOwner) {
    throw forbidden(
      'Only the person who made the invitation or the group’s owner can withdraw it.',
    );
  }
  return revoke(ctx, row);
}

/**
 * DELETE /chat/invitations/{id}: its creator, or the owner of its group. Anyone else finds
 * nothing, as if it did not exist.
 */
export async function revokeInvitation(
  ctx: AppContext,
  caller: Caller,
  invitationId: string,
): Promise<TInvitation> {
  const row = await findInvitation(ctx, invitationId);
  if (!row) throw notFound(NO_INVITATION);
  if (row.createdBy === caller.id) return revoke(ctx, row);
  if (row.type === 'group' && row.channelId) {
    const membership = await requireMembership(ctx.db, row.channelId, caller).catch(() => null);
    if (membership?.isOwner) return revoke(ctx, row);
  }
  throw notFound(NO_INVITATION);
}
