import { and, eq } from 'drizzle-orm';

import {
  INVITATION_REFUSALS,
  type TChatChannelDetail,
  type TInvitationRefusal,
} from '@portal/contracts';

import { getChannelDetail, openDirect } from '../chat/channels.ts';
import { arrival } from '../chat/history.ts';
import { assertMayChatWith } from '../chat/rules.ts';
import { tellArrivals } from '../chat/presence.ts';
import { SETTLED_PRIVATE, settleClientPrivacy } from '../chat/privacy-rule.ts';
import { writeSystemMessage } from '../chat/system-messages.ts';
import type { AppContext } from '../context.ts';
import { chatChannels, chatGuests, chatInvitations, chatMembers } from '../db/schema.ts';
import type { Caller } from '../lib/caller.ts';
import { HttpError, forbidden } from '../lib/http-error.ts';
import { findUserById } from '../users/find-user.ts';
import { statusOf } from './invitations.ts';

/*
 * POST /invitations/{id}/accept: the account whose address an invitation was e-mailed to (or
 * that joined by it as a guest) takes part as itself, if the chat rules allow it: the group's
 * owner must be allowed to chat with the account; a direct invitation opens the inviter's direct
 * chat with the account.
 */

const NOT_ALLOWED = 'The chat rules do not allow your account to join this conversation.';

const refusal = (code: TInvitationRefusal) =>
  new HttpError(code === 'invitation-not-found' ? 404 : 410, INVITATION_REFUSALS[code], { code });

export async function acceptInvitation(
  ctx: AppContext,
  caller: Caller,
  invitationId: string,
): Promise<{ message: string; data: TChatChannelDetail }> {
  const [row] = await ctx.db
    .select()
    .from(chatInvitations)
    .where(eq(chatInvitations.id, invitationId))
    .limit(1);
  if (!row) throw refusal('invitation-not-found');
  const status = statusOf({ ...row, uses: 0 });
  if (status === 'revoked') throw refusal('invitation-revoked');
  if (status === 'expired') throw refusal('invitation-expired');
  const email = caller.user.email;
  const [joinedAsGuest] = await ctx.db
    .select({ id: chatGuests.id })
    .from(chatGuests)
    .where(and(eq(chatGuests.invitationId, row.id), eq(chatGuests.email, email)))
    .limit(1);
  if (row.email !== email && !joinedAsGuest) {
    throw forbidden('This invitation was not sent to the e-mail address of your account.');
  }
  const inviter = row.createdBy ? await findUserById(ctx.db, row.createdBy) : undefined;
  if (!inviter) throw refusal('invitation-revoked');
  const inviterCaller: Caller = {
    kind: 'account',
    id: inviter.id,
    role: inviter.role,
    user: inviter,
    sessionId: null,
  };
  if (row.type === 'direct') {
    if (inviter.id === caller.id) throw forbidden('You cannot start a chat with yourself.');
    const { channelId, isNew } = await openDirect(ctx, inviterCaller, caller.id).catch(
      (error: unknown) => {
        throw error instanceof HttpError ? forbidden(NOT_ALLOWED) : error;
      },
    );
    return {
      message: isNew ? 'Chat created.' : 'Chat opened.',
      data: await getChannelDetail(ctx, caller, channelId),
    };
  }
  const channelId = row.channelId;
  if (!channelId) throw refusal('invitation-not-found');
  const [present] = await ctx.db
    .select({ id: chatMembers.id })
    .from(chatMembers)
    .where(and(eq(chatMembers.channelId, channelId), eq(chatMembers.userId, caller.id)))
    .limit(1);
  if (present) {
    return {
      message: 'You are already in this conversation.',
      data: await getChannelDetail(ctx, caller, channelId),
    };
  }
  // The group's owner now, under the same rules as when the owner adds someone.
  const [owner] = await ctx.db
    .select({ userId: chatMembers.userId })
    .from(chatMembers)
    .where(eq(chatMembers.channelId, channelId))
    .orderBy(chatMembers.id)
    .limit(1);
  const ownerUser = owner?.userId ? await findUserById(ctx.db, owner.userId) : undefined;
  if (!ownerUser || ownerUser.id === caller.id) throw forbidden(NOT_ALLOWED);
  await assertMayChatWith(
    ctx.db,
    { kind: 'account', id: ownerUser.id, role: ownerUser.role, user: ownerUser, sessionId: null },
    [caller.id],
  ).catch((error: unknown) => {
    throw error instanceof HttpError ? forbidden(NOT_ALLOWED) : error;
  });
  const written = await ctx.db.transaction(async (tx) => {
    const [channel] = await tx
      .select({ lastSeq: chatChannels.lastSeq, name: chatChannels.name })
      .from(chatChannels)
      .where(eq(chatChannels.id, channelId));
    const added = await tx
      .insert(chatMembers)
      .values({
        channelId,
        userId: caller.id,
        ...arrival(channel?.lastSeq ?? 0, row.sharesHistory),
      })
      .onConflictDoNothing()
      .returning({ id: chatMembers.id });
    if (added.length === 0) return [];
    // A second client in a group whose owner never chose makes it private, before the line that
    // names the newcomer.
    const settled = await settleClientPrivacy(tx, channelId);
    const system = await writeSystemMessage(tx, channelId, {
      event: 'added',
      actorId: inviter.id,
      memberIds: [caller.id],
      name: null,
    });
    return settled ? [system, await writeSystemMessage(tx, channelId, SETTLED_PRIVATE)] : [system];
  });
  if (written.length) {
    const rooms = ctx.chat.rooms;
    rooms
      .toChannel(channelId)
      .emit('chat:channel', { action: 'members-changed', channelId, name: null });
    rooms.join([caller.id], channelId);
    ctx.background(() => tellArrivals(ctx, channelId, [caller.id]));
    rooms.toUsers([caller.id]).emit('chat:channel', { action: 'created', channelId, name: null });
    for (const system of written) ctx.chat.publisher.publish(system);
  }
  return {
    message: 'You joined the conversation.',
    data: await getChannelDetail(ctx, caller, channelId),
  };
}
