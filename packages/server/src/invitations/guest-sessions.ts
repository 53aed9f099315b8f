import { randomUUID } from 'node:crypto';

import { and, eq, sql } from 'drizzle-orm';

import {
  GUEST_ACCESS_ENDED,
  GUEST_END_MESSAGES,
  INVITATION_REFUSALS,
  type TGuestSession,
  type TInvitationRefusal,
  type TJoinInvitationRequest,
  type TPublicInvitation,
} from '@portal/contracts';

import { getChannelDetail } from '../chat/channels.ts';
import { channelLink } from '../chat/message-notices.ts';
import { isMember } from '../chat/access.ts';
import { arrival } from '../chat/history.ts';
import type { MessageRow } from '../chat/message-rows.ts';
import { writeSystemMessage } from '../chat/system-messages.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import {
  chatChannels,
  chatGuests,
  chatInvitations,
  chatMembers,
  users,
  type ChatInvitationRow,
} from '../db/schema.ts';
import type { GuestCaller } from '../lib/caller.ts';
import { HttpError, fieldError, forbidden } from '../lib/http-error.ts';
import { addressKey } from '../lib/rate-limiter.ts';
import { notify } from '../notifications/notify.ts';
import { findUserByEmail } from '../users/find-user.ts';
import { guestIsBack } from './away-mail.ts';
import { mailInvitation, statusOf } from './invitations.ts';
import { inviteLink } from './links.ts';

/*
 * The public side of an invitation link: what the invite page shows, joining as a guest, and the
 * guest's session (renewed while the invitation and the membership last, resumed from the link
 * of a "someone replied" e-mail). Refusals of an invitation each have their own message and code
 * and take the same time (a floor), so that answer times tell nothing about the ids.
 */

const REFUSAL_STATUS: Record<TInvitationRefusal, number> = {
  'invitation-not-found': 404,
  'invitation-expired': 410,
  'invitation-revoked': 410,
  'invitation-used-up': 410,
};

const refusal = (code: TInvitationRefusal) =>
  new HttpError(REFUSAL_STATUS[code], INVITATION_REFUSALS[code], { code });

const accessEnded = (message: string) => new HttpError(401, message, { code: GUEST_ACCESS_ENDED });

/** Waits until `floorMs` have passed since `startedAt`. */
async function waitForFloor(startedAt: number, floorMs: number): Promise<void> {
  const left = startedAt + floorMs - performance.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

/**
 * Runs `work`; an answer of the invite page, or any refusal, is given no sooner than the floor
 * after the call began, so that unknown, expired, withdrawn and used-up ids answer alike in time.
 */
async function withAnswerFloor<T>(
  ctx: AppContext,
  work: () => Promise<T>,
  options: { alsoOnSuccess: boolean },
): Promise<T> {
  const startedAt = performance.now();
  try {
    const answer = await work();
    if (options.alsoOnSuccess) await waitForFloor(startedAt, ctx.config.guests.answerFloorMs);
    return answer;
  } catch (error) {
    await waitForFloor(startedAt, ctx.config.guests.answerFloorMs);
    throw error;
  }
}

/** Why an invitation lets nobody in now, or null when it is open (uses aside). */
function closedReason(row: ChatInvitationRow | undefined): TInvitationRefusal | null {
  if (!row) return 'invitation-not-found';
  const status = statusOf({ ...row, uses: 0 });
  if (status === 'revoked') return 'invitation-revoked';
  if (status === 'expired') return 'invitation-expired';
  return null;
}

/** GET /invitations/{id}: the conversation's name, who invited, the expiry; nothing else. */
export async function getPublicInvitation(
  ctx: AppContext,
  invitationId: string,
  ip: string,
): Promise<TPublicInvitation> {
  return withAnswerFloor(
    ctx,
    async () => {
      await ctx.limiter.hit(`invite:ip:${addressKey(ip)}`, ctx.config.rateLimits.perIp);
      const [found] = await ctx.db
        .select({ invitation: chatInvitations, inviter: users.fullName, name: chatChannels.name })
        .from(chatInvitations)
        .leftJoin(users, eq(users.id, chatInvitations.createdBy))
        .leftJoin(chatChannels, eq(chatChannels.id, chatInvitations.channelId))
        .where(eq(chatInvitations.id, invitationId))
        .limit(1);
      const row = found?.invitation;
      const closed = closedReason(row);
      if (closed || !row || !found) throw refusal(closed ?? 'invitation-not-found');
      if (statusOf(row) === 'used-up') throw refusal('invitation-used-up');
      return {
        id: row.id,
        type: row.type,
        channelName: row.type === 'group' ? found.name : null,
        invitedBy: found.inviter ?? '',
        expiresAt: row.expiresAt.toISOString(),
        needsEmail: row.email === null,
      };
    },
    { alsoOnSuccess: true },
  );
}

interface Joined {
  guestId: string;
  channelId: string;
  email: string;
  displayName: string;
  isNewJoin: boolean;
  /** The direct chat made by this join. */
  createdChannel: boolean;
  invitation: ChatInvitationRow;
  /** The group's line "<Name> joined as a guest.", written when the guest arrived just now. */
  line: MessageRow | null;
}

/**
 * A guest's arrival in a group, as a line of the conversation: after its member row, so that the
 * guest reads its own arrival as an added account does (its history starts just before it). A
 * direct chat made by the join has no such line, as it has no 'added' one.
 */
const writeArrivalLine = (db: Db, channelId: string, guestId: string) =>
  writeSystemMessage(db, channelId, {
    event: 'guest-joined',
    actorId: guestId,
    memberIds: [guestId],
    name: null,
  });

/**
 * The join itself, in one transaction that holds the invitation's row: concurrent joins count
 * its uses one at a time. A second join of the same e-mail is the same guest and uses nothing.
 */
async function joinInTransaction(
  db: Db,
  invitationId: string,
  body: { displayName: string; email?: string | undefined },
): Promise<Joined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(chatInvitations)
      .where(eq(chatInvitations.id, invitationId))
      .for('update')
      .limit(1);
    const closed = closedReason(row);
    if (closed || !row) throw refusal(closed ?? 'invitation-not-found');
    const email = row.email ?? body.email;
    if (!email) throw fieldError(400, 'email', 'Enter your e-mail address to join.');
    if (row.email && body.email && body.email !== row.email) {
      throw forbidden('This invitation is for another e-mail address.');
    }
    const [existing] = row.channelId
      ? await tx
          .select()
          .from(chatGuests)
          .where(and(eq(chatGuests.channelId, row.channelId), eq(chatGuests.email, email)))
          .limit(1)
      : [];
    if (existing && row.channelId) {
      const [member] = await tx
        .select({ id: chatMembers.id })
        .from(chatMembers)
        .where(eq(chatMembers.guestId, existing.id))
        .limit(1);
      if (!member) {
        // Removed by the group's owner: this link does not bring it back; a new invitation does.
        if (existing.invitationId === row.id) throw forbidden(GUEST_END_MESSAGES.removed);
        const [channel] = await tx
          .select({ lastSeq: chatChannels.lastSeq })
          .from(chatChannels)
          .where(eq(chatChannels.id, row.channelId));
        await tx
          .update(chatGuests)
          .set({ invitationId: row.id })
          .where(eq(chatGuests.id, existing.id));
        await tx.insert(chatMembers).values({
          channelId: row.channelId,
          guestId: existing.id,
          ...arrival(channel?.lastSeq ?? 0, row.sharesHistory),
        });
      }
      return {
        guestId: existing.id,
        channelId: row.channelId,
        email,
        displayName: existing.displayName,
        isNewJoin: false,
        createdChannel: false,
        invitation: row,
        // Back by a new invitation after a removal: it arrives again; a second join of a member
        // that never left writes nothing.
        line: member ? null : await writeArrivalLine(tx, row.channelId, existing.id),
      };
    }
    if (row.uses >= row.maxUses) throw refusal('invitation-used-up');
    let channelId = row.channelId;
    let createdChannel = false;
    if (!channelId) {
      // A direct invitation: the conversation of the inviter and the guest starts now.
      channelId = randomUUID();
      createdChannel = true;
      await tx.insert(chatChannels).values({ id: channelId, type: 'direct' });
      await tx.insert(chatMembers).values({ channelId, userId: row.createdBy });
    }
    const [channel] = await tx
      .select({ lastSeq: chatChannels.lastSeq })
      .from(chatChannels)
      .where(eq(chatChannels.id, channelId));
    const guestId = randomUUID();
    await tx.insert(chatGuests).values({
      id: guestId,
      channelId,
      invitationId: row.id,
      displayName: body.displayName,
      email,
    });
    await tx
      .insert(chatMembers)
      .values({ channelId, guestId, ...arrival(channel?.lastSeq ?? 0, row.sharesHistory) });
    await tx
      .update(chatInvitations)
      .set({ uses: sql`${chatInvitations.uses} + 1`, channelId })
      .where(eq(chatInvitations.id, row.id));
    return {
      guestId,
      channelId,
      email,
      displayName: body.displayName,
      isNewJoin: true,
      createdChannel,
      invitation: row,
      line: createdChannel ? null : await writeArrivalLine(tx, channelId, guestId),
    };
  });
}

/** A guest session for one channel: a short-lived token, the join-invite data, the channel. */
async function sessionFor(
  ctx: AppContext,
  guest: { guestId: string; channelId: string; email: string; displayName: string },
  invitation: Pick<ChatInvitationRow, 'id' | 'type'>,
  isNewJoin: boolean,
): Promise<TGuestSession> {
  const seconds = ctx.config.guests.sessionSeconds;
  const token = await ctx.tokens.signGuest(
    { sub: guest.guestId, channelId: guest.channelId },
    seconds,
  );
  const caller: GuestCaller = { kind: 'guest', guestId: guest.guestId, channelId: guest.channelId };
  return {
    token,
    expiresAt: new Date(Math.floor(Date.now() / 1000 + seconds) * 1000).toISOString(),
    guest: { id: guest.guestId, displayName: guest.displayName, email: guest.email },
    invitation: { id: invitation.id, type: invitation.type },
    joinInvite: { groupId: guest.channelId, memberEmail: guest.email, isNewJoin },
    channel: await getChannelDetail(ctx, caller, guest.channelId),
  };
}

/** The members' lists change; then the arrival's line, when one was written, goes live. */
function announceMembersChanged(ctx: AppContext, joined: Joined): void {
  const { channelId } = joined;
  ctx.chat.rooms
    .toChannel(channelId)
    .emit('chat:channel', { action: 'members-changed', channelId, name: null });
  if (joined.line) ctx.chat.publisher.publish(joined.line);
}

/** After a new join: the conversation hears of its guest, its members are notified. */
async function announceJoin(ctx: AppContext, joined: Joined): Promise<void> {
  const rooms = ctx.chat.rooms;
  const { channelId, invitation } = joined;
  if (joined.createdChannel && invitation.createdBy) {
    rooms.join([invitation.createdBy], channelId);
    rooms.toUsers([invitation.createdBy]).emit('chat:channel', {
      action: 'created',
      channelId,
      name: null,
    });
  } else {
    announceMembersChanged(ctx, joined);
  }
  ctx.background(() => notifyGuestJoined(ctx, joined));
  // An account's e-mail also gets the way to join as the account (the page said nothing).
  if (joined.email !== invitation.email) {
    ctx.background(async () => {
      if (!(await findUserByEmail(ctx.db, joined.email))) return;
      const [inviter] = invitation.createdBy
        ? await ctx.db
            .select({ fullName: users.fullName })
            .from(users)
            .where(eq(users.id, invitation.createdBy))
        : [];
      const [channel] = await ctx.db
        .select({ name: chatChannels.name })
        .from(chatChannels)
        .where(eq(chatChannels.id, channelId));
      await mailInvitation(ctx, {
        to: joined.email,
        inviter: inviter?.fullName ?? 'Someone',
        channelName: channel?.name ?? null,
        link: inviteLink(ctx, invitation.type, invitation.id, joined.email),
        expiresAt: invitation.expiresAt,
        afterGuestJoin: true,
      });
    });
  }
}

/** Issue 15's `chat-guest-joined`: every account member of the conversation hears of the guest. */
export async function notifyGuestJoined(
  ctx: AppContext,
  joined: Pick<Joined, 'channelId' | 'displayName'>,
): Promise<void> {
  const members = await ctx.db
    .select({ userId: chatMembers.userId, name: chatChannels.name })
    .from(chatMembers)
    .innerJoin(chatChannels, eq(chatChannels.id, chatMembers.channelId))
    .where(eq(chatMembers.channelId, joined.channelId));
  for (const { userId, name } of members) {
    if (!userId) continue;
    try {
      await notify(ctx, {
        recipientId: userId,
        type: 'chat-guest-joined',
        title: name
          ? `${joined.displayName} joined ${name} as a guest`
          : `${joined.displayName} accepted your invitation`,
        message: 'A guest joined by an invitation link.',
        link: channelLink(joined.channelId),
      });
    } catch (error) {
      ctx.log.error({ err: error, channelId: joined.channelId }, 'a guest notification failed');
    }
  }
}

/** POST /invitations/{id}/join: a display name (and the e-mail when the link has none). */
export async function joinInvitation(
  ctx: AppContext,
  invitationId: string,
  body: TJoinInvitationRequest & { displayName: string },
  ip: string,
): Promise<TGuestSession> {
  const joined = await withAnswerFloor(
    ctx,
    async () => {
      await ctx.limiter.hit(`invite-join:ip:${addressKey(ip)}`, ctx.config.rateLimits.perIp);
      return joinInTransaction(ctx.db, invitationId, body);
    },
    { alsoOnSuccess: false },
  );
  // A guest removed earlier and back by a new invitation is no new join (no notification), but
  // the members' lists change and its line goes live.
  if (joined.isNewJoin) await announceJoin(ctx, joined);
  else if (joined.line) announceMembersChanged(ctx, joined);
  await guestIsBack(ctx, joined.guestId);
  return sessionFor(ctx, joined, joined.invitation, joined.isNewJoin);
}

/**
 * The guest, its invitation and its membership, as they stand now: a session continues only while
 * the invitation is not withdrawn and the guest is still in the conversation.
 */
async function currentGuest(ctx: AppContext, guestId: string, channelId: string) {
  const [row] = await ctx.db
    .select({ guest: chatGuests, invitation: chatInvitations })
    .from(chatGuests)
    .innerJoin(chatInvitations, eq(chatInvitations.id, chatGuests.invitationId))
    .where(and(eq(chatGuests.id, guestId), eq(chatGuests.channelId, channelId)))
    .limit(1);
  if (!row) throw accessEnded(GUEST_END_MESSAGES['channel-deleted']);
  if (statusOf({ ...row.invitation, uses: 0, expiresAt: new Date(8.64e15) }) === 'revoked') {
    throw accessEnded(GUEST_END_MESSAGES.revoked);
  }
  if (!(await isMember(ctx.db, channelId, { kind: 'guest', guestId, channelId }))) {
    throw accessEnded(GUEST_END_MESSAGES.removed);
  }
  return row;
}

/** POST /guest/session: a new token for the guest calling, while its access lasts. */
export async function renewGuestSession(
  ctx: AppContext,
  caller: GuestCaller,
): Promise<TGuestSession> {
  const { guest, invitation } = await currentGuest(ctx, caller.guestId, caller.channelId);
  await guestIsBack(ctx, guest.id);
  return sessionFor(ctx, { ...guest, guestId: guest.id }, invitation, false);
}

/** POST /guest/resume: the link of a "someone replied" e-mail opens a new session. */
export async function resumeGuestSession(
  ctx: AppContext,
  token: string,
  ip: string,
): Promise<TGuestSession> {
  await ctx.limiter.hit(`guest-resume:ip:${addressKey(ip)}`, ctx.config.rateLimits.perIp);
  const claims = await ctx.tokens.verifyGuestResume(token);
  if (!claims) {
    throw accessEnded('This link is no longer valid. Open the invitation link again.');
  }
  const { guest, invitation } = await currentGuest(ctx, claims.sub, claims.channelId);
  await guestIsBack(ctx, guest.id);
  return sessionFor(ctx, { ...guest, guestId: guest.id }, invitation, false);
}
