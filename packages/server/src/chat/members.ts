import { and, count, eq, isNotNull, or } from 'drizzle-orm';

import {
  GROUP_MAX_MEMBERS,
  GUEST_END_MESSAGES,
  type TAddMembersRequest,
  type TChannelMembersChangeResponse,
  type TChatMember,
} from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { chatChannels, chatMembers } from '../db/schema.ts';
import type { Caller, GuestCaller } from '../lib/caller.ts';
import { badRequest, forbidden, notFound } from '../lib/http-error.ts';
import { removeChannel } from './channels.ts';
import { channelMembers } from './channel-views.ts';
import { assertGroupOwner, requireMembership, viewerOf } from './access.ts';
import { arrival } from './history.ts';
import { noticeChannelAdded } from './message-notices.ts';
import { tellArrivals } from './presence.ts';
import { assertMayChatWith } from './rules.ts';
import { SETTLED_PRIVATE, settleClientPrivacy } from './privacy-rule.ts';
import { writeSystemMessage } from './system-messages.ts';

export async function listMembers(
  ctx: AppContext,
  caller: Caller | GuestCaller,
  channelId: string,
): Promise<TChatMember[]> {
  await requireMembership(ctx.db, channelId, caller);
  return channelMembers(ctx.db, channelId, viewerOf(caller));
}

/**
 * The group's owner adds people it may chat with (the same rules as a direct chat). People already
 * in the group are left as they are; the newcomers' read markers start at the latest message, and
 * they read from there on unless the owner shares the history with them (./history.ts).
 */
export async function addMembers(
  ctx: AppContext,
  caller: Caller,
  channelId: string,
  { memberIds, shareHistory = false }: TAddMembersRequest,
): Promise<TChannelMembersChangeResponse> {
  const membership = await requireMembership(ctx.db, channelId, caller);
  assertGroupOwner(membership, 'add people to');
  const current = await channelMembers(ctx.db, channelId, viewerOf(caller));
  const present = new Set(current.map((member) => member.id));
  const wanted = [...new Set(memberIds)].filter((id) => !present.has(id));
  if (wanted.length === 0) return { message: 'They are already members.', data: current };
  await assertMayChatWith(ctx.db, caller, wanted);
  if (current.length + wanted.length > GROUP_MAX_MEMBERS) {
    throw badRequest(`A group can have at most ${GROUP_MAX_MEMBERS} members.`);
  }
  const { added, written } = await ctx.db.transaction(async (tx) => {
    const [channel] = await tx
      .select({ lastSeq: chatChannels.lastSeq })
      .from(chatChannels)
      .where(eq(chatChannels.id, channelId));
    const rows = await tx
      .insert(chatMembers)
      .values(
        wanted.map((userId) => ({
          channelId,
          userId,
          ...arrival(channel?.lastSeq ?? 0, shareHistory),
        })),
      )
      .onConflictDoNothing()
      .returning({ userId: chatMembers.userId });
    const ids = rows.flatMap((row) => (row.userId ? [row.userId] : []));
    if (ids.length === 0) return { added: ids, written: [] };
    // Two clients or more in a group whose owner never chose: private (./privacy-rule.ts), before
    // the line that names the newcomers, so that clients read them in their private form.
    const settled = await settleClientPrivacy(tx, channelId);
    const event = { event: 'added' as const, actorId: caller.id, memberIds: ids, name: null };
    const system = await writeSystemMessage(tx, channelId, event);
    const told = settled ? [await writeSystemMessage(tx, channelId, SETTLED_PRIVATE)] : [];
    return { added: ids, written: [system, ...told] };
  });
  if (written.length) {
    const rooms = ctx.chat.rooms;
    rooms.toChannel(channelId).emit('chat:channel', {
      action: 'members-changed',
      channelId,
      name: membership.name,
    });
    rooms.join(added, channelId);
    ctx.background(() => tellArrivals(ctx, channelId, added));
    rooms
      .toUsers(added)
      .emit('chat:channel', { action: 'created', channelId, name: membership.name });
    for (const system of written) ctx.chat.publisher.publish(system);
    const notice = { channelId, actorName: caller.user.fullName, channelName: membership.name };
    ctx.background(() => noticeChannelAdded(ctx, { ...notice, userIds: added }));
  }
  return {
    message: added.length === 1 ? 'Member added.' : 'Members added.',
    data: await channelMembers(ctx.db, channelId, viewerOf(caller)),
  };
}

/**
 * Removes a member (the group's owner), or the caller leaves (its own id). Its sockets leave the
 * room at once, on every process. An owner who leaves passes ownership to the longest-standing
 * member without anything to write: the owner IS the longest-standing account member. The last
 * account member to leave deletes the group.
 */
export async function removeMember(
  ctx: AppContext,
  caller: Caller,
  channelId: string,
  memberId: string,
): Promise<{ message: string }> {
  const membership = await requireMembership(ctx.db, channelId, caller);
  const isLeaving = memberId === caller.id;
  if (membership.type !== 'group') {
    throw forbidden('You cannot leave or change the members of a direct chat.');
  }
  if (!isLeaving) assertGroupOwner(membership, 'remove people from');
  const result = await ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(chatMembers)
      .where(
        and(
          eq(chatMembers.channelId, channelId),
          or(eq(chatMembers.userId, memberId), eq(chatMembers.guestId, memberId)),
        ),
      )
      .returning({ id: chatMembers.id, guestId: chatMembers.guestId });
    if (removed.length === 0) return null;
    const isGuest = removed.some((row) => row.guestId !== null);
    const [left] = await tx
      .select({ accounts: count() })
      .from(chatMembers)
      .where(and(eq(chatMembers.channelId, channelId), isNotNull(chatMembers.userId)));
    if (!left?.accounts) return { isEmpty: true as const, isGuest };
    const system = await writeSystemMessage(tx, channelId, {
      event: isLeaving ? 'left' : 'removed',
      actorId: caller.id,
      memberIds: isLeaving ? [] : [memberId],
      name: null,
    });
    return { isEmpty: false as const, isGuest, system };
  });
  if (!result) throw notFound('No member has this id.');
  const rooms = ctx.chat.rooms;
  // A guest's access ends at once: its sockets are told and closed on every process.
  if (result.isGuest) {
    rooms.endGuests(
      { guestIds: [memberId] },
      { reason: 'removed', channelId, message: GUEST_END_MESSAGES.removed },
    );
  }
  rooms.leave([memberId], channelId);
  rooms.toUsers([memberId]).emit('chat:channel', { action: 'removed', channelId, name: null });
  if (result.isEmpty) {
    await removeChannel(ctx, channelId);
  } else {
    rooms.toChannel(channelId).emit('chat:channel', {
      action: 'members-changed',
      channelId,
      name: membership.name,
    });
    ctx.chat.publisher.publish(result.system);
  }
  return { message: isLeaving ? 'You left the group.' : 'Member removed.' };
}
