import { randomUUID } from 'node:crypto';

import { and, eq, isNotNull, ne } from 'drizzle-orm';

import {
  GUEST_END_MESSAGES,
  type TChannelListResponse,
  type TChannelResponse,
  type TChatChannelDetail,
  type TEndpointInput,
  type TUpdateChannelRequest,
} from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { chatChannels, chatMembers, chatMessages } from '../db/schema.ts';
import type { Caller, GuestCaller } from '../lib/caller.ts';
import { notFound } from '../lib/http-error.ts';
import { channelMembers, channelView, channelViews } from './channel-views.ts';
import { NO_CHANNEL_MESSAGE, assertGroupOwner, requireMembership, viewerOf } from './access.ts';
import { noticeChannelAdded } from './message-notices.ts';
import { tellArrivals } from './presence.ts';
import { assertMayChatWith } from './rules.ts';
import { SETTLED_PRIVATE, chooseClientPrivacy, settleClientPrivacy } from './privacy-rule.ts';
import { writeSystemMessage } from './system-messages.ts';

/** The create body as parsed (a group's memberIds defaulted to []). */
type ParsedCreate = TEndpointInput<'createChannel'>['body'];

export async function listChannels(ctx: AppContext, caller: Caller): Promise<TChannelListResponse> {
  const data = await channelViews(ctx.db, viewerOf(caller));
  const unreadTotal = data.reduce((sum, c) => sum + (c.isMuted ? 0 : c.unreadCount), 0);
  return { data, unreadTotal };
}

/** One channel with its members, as the caller sees it (the resource rule checked membership). */
export async function getChannelDetail(
  ctx: AppContext,
  caller: Caller | GuestCaller,
  channelId: string,
): Promise<TChatChannelDetail> {
  const viewer = viewerOf(caller);
  const view = await channelView(ctx.db, viewer, channelId);
  if (!view) throw notFound(NO_CHANNEL_MESSAGE);
  return { ...view, members: await channelMembers(ctx.db, channelId, viewer) };
}

/** Puts every member's sockets in the room and tells each of them about the new channel. */
function announceNewChannel(
  ctx: AppContext,
  channelId: string,
  userIds: string[],
  name: string | null,
) {
  ctx.chat.rooms.join(userIds, channelId);
  ctx.background(() => tellArrivals(ctx, channelId, userIds));
  ctx.chat.rooms.toUsers(userIds).emit('chat:channel', { action: 'created', channelId, name });
}

/**
 * A direct chat exists once per pair: the unique `direct_key` makes a race of two creates give
 * one channel (the loser's insert does nothing and it reads the winner's). Answers whether it is new.
 * (Documents open the chat of a provider and a client to post a document card in it.)
 */
export async function openDirect(
  ctx: AppContext,
  caller: Caller,
  memberId: string,
): Promise<{ channelId: string; isNew: boolean }> {
  await assertMayChatWith(ctx.db, caller, [memberId]);
  const directKey = [caller.id, memberId].sort().join(':');
  const created = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatChannels)
      .values({ id: randomUUID(), type: 'direct', directKey })
      .onConflictDoNothing({ target: chatChannels.directKey })
      .returning({ id: chatChannels.id });
    if (!row) return null;
    await tx.insert(chatMembers).values({ channelId: row.id, userId: caller.id });
    await tx.insert(chatMembers).values({ channelId: row.id, userId: memberId });
    return row.id;
  });
  if (created) {
    announceNewChannel(ctx, created, [caller.id, memberId], null);
    return { channelId: created, isNew: true };
  }
  const [existing] = await ctx.db
    .select({ id: chatChannels.id })
    .from(chatChannels)
    .where(eq(chatChannels.directKey, directKey))
    .limit(1);
  if (!existing) throw new Error('a direct chat vanished while it was opened');
  return { channelId: existing.id, isNew: false };
}

/**
 * A group: its creator first (so the owner), then the people chosen, then the "created" event,
 * and the rule's form for clients when the creator chose none (./privacy-rule.ts).
 */
async function createGroup(
  ctx: AppContext,
  caller: Caller,
  { name, memberIds, clientPrivacy }: Extract<ParsedCreate, { type: 'group' }>,
): Promise<string> {
  const others = [...new Set(memberIds)].filter((id) => id !== caller.id);
  await assertMayChatWith(ctx.db, caller, others);
  const channelId = randomUUID();
  const written = await ctx.db.transaction(async (tx) => {
    await tx
      .insert(chatChannels)
      .values({ id: channelId, type: 'group', name, clientPrivacy: clientPrivacy ?? null });
    // Two inserts: the creator's row gets the lowest id, which is what makes it the owner.
    await tx.insert(chatMembers).values({ channelId, userId: caller.id });
    if (others.length) {
      await tx.insert(chatMembers).values(others.map((userId) => ({ channelId, userId })));
    }
    const settled = await settleClientPrivacy(tx, channelId);
    const created = await writeSystemMessage(tx, channelId, {
      event: 'created',
      actorId: caller.id,
      memberIds: others,
      name,
    });
    return settled
      ? [created, await writeSystemMessage(tx, channelId, SETTLED_PRIVATE)]
      : [created];
  });
  announceNewChannel(ctx, channelId, [caller.id, ...others], name);
  for (const system of written) ctx.chat.publisher.publish(system);
  return channelId;
}

export async function createChannel(
  ctx: AppContext,
  caller: Caller,
  body: ParsedCreate,
): Promise<{ isNew: boolean; answer: TChannelResponse }> {
  if (body.type === 'direct') {
    const { channelId, isNew } = await openDirect(ctx, caller, body.memberId);
    if (isNew) {
      const notice = { channelId, actorName: caller.user.fullName, channelName: null };
      ctx.background(() => noticeChannelAdded(ctx, { ...notice, userIds: [body.memberId] }));
    }
    return {
      isNew,
      answer: {
        message: isNew ? 'Chat created.' : 'Chat opened.',
        data: await getChannelDetail(ctx, caller, channelId),
      },
    };
  }
  const channelId = await createGroup(ctx, caller, body);
  const notice = { channelId, actorName: caller.user.fullName, channelName: body.name };
  const userIds = [...new Set(body.memberIds)].filter((id) => id !== caller.id);
  ctx.background(() => noticeChannelAdded(ctx, { ...notice, userIds }));
  return {
    isNew: true,
    answer: { message: 'Group created.', data: await getChannelDetail(ctx, caller, channelId) },
  };
}

/**
 * A rename and the form for clients (the group's owner; a system message tells everyone), who may
 * pin (the owner; no message), and the caller's mute switch.
 */
export async function updateChannel(
  ctx: AppContext,
  caller: Caller,
  channelId: string,
  body: TUpdateChannelRequest,
): Promise<TChannelResponse> {
  const membership = await requireMembership(ctx.db, channelId, caller);
  if (body.name !== undefined) assertGroupOwner(membership, 'rename');
  if (body.clientPrivacy !== undefined)
    assertGroupOwner(membership, 'change how clients see each other in');
  if (body.pinsBy !== undefined) assertGroupOwner(membership, 'choose who pins in');
  if (body.name !== undefined && body.name !== membership.name) {
    const name = body.name;
    const system = await ctx.db.transaction(async (tx) => {
      await tx.update(chatChannels).set({ name }).where(eq(chatChannels.id, channelId));
      return writeSystemMessage(tx, channelId, {
        event: 'renamed',
        actorId: caller.id,
        memberIds: [],
        name,
      });
    });
    ctx.chat.rooms
      .toChannel(channelId)
      .emit('chat:channel', { action: 'updated', channelId, name });
    ctx.chat.publisher.publish(system);
  }
  if (body.clientPrivacy !== undefined && body.clientPrivacy !== membership.clientPrivacy) {
    const clientPrivacy = body.clientPrivacy;
    const system = await ctx.db.transaction((tx) =>
      chooseClientPrivacy(tx, channelId, caller.id, clientPrivacy),
    );
    // Every member refetches the group: its member list changes form.
    ctx.chat.rooms
      .toChannel(channelId)
      .emit('chat:channel', { action: 'updated', channelId, name: membership.name });
    ctx.chat.publisher.publish(system);
  }
  if (body.pinsBy !== undefined) {
    // Nothing is written into the conversation: every member refetches the group's details.
    const changed = await ctx.db
      .update(chatChannels)
      .set({ pinsBy: body.pinsBy })
      .where(and(eq(chatChannels.id, channelId), ne(chatChannels.pinsBy, body.pinsBy)))
      .returning({ id: chatChannels.id });
    if (changed.length) {
      ctx.chat.rooms
        .toChannel(channelId)
        .emit('chat:channel', { action: 'updated', channelId, name: body.name ?? membership.name });
    }
  }
  if (body.isMuted !== undefined) {
    await ctx.db
      .update(chatMembers)
      .set({ isMuted: body.isMuted })
      .where(and(eq(chatMembers.channelId, channelId), eq(chatMembers.userId, caller.id)));
    // The caller's other tabs refetch the channel; nobody else hears of a mute.
    ctx.chat.rooms
      .toUsers([caller.id])
      .emit('chat:channel', { action: 'updated', channelId, name: membership.name });
  }
  return {
    message: updateMessage(body),
    data: await getChannelDetail(ctx, caller, channelId),
  };
}

function updateMessage(body: TUpdateChannelRequest): string {
  if (body.isMuted !== undefined) return 'Channel updated.';
  if (body.pinsBy !== undefined && body.name === undefined && body.clientPrivacy === undefined) {
    return body.pinsBy === 'owner'
      ? 'Only you can pin messages now.'
      : 'Every member can pin messages now.';
  }
  if (body.clientPrivacy !== undefined && body.name === undefined) {
    return body.clientPrivacy === 'private'
      ? 'Clients now see each other by first name and last initial.'
      : 'Clients now see each other by full name and picture.';
  }
  return body.clientPrivacy === undefined ? 'Group renamed.' : 'Group updated.';
}

/**
 * Deletes a channel for everyone, with its messages (cascade) and their files; every socket
 * leaves its room at once, after the members were told.
 */
export async function removeChannel(ctx: AppContext, channelId: string): Promise<void> {
  const files = await ctx.db
    .select({ key: chatMessages.attachmentKey })
    .from(chatMessages)
    .where(and(eq(chatMessages.channelId, channelId), isNotNull(chatMessages.attachmentKey)));
  await ctx.db.delete(chatChannels).where(eq(chatChannels.id, channelId));
  ctx.chat.rooms.toChannel(channelId).emit('chat:channel', {
    action: 'deleted',
    channelId,
    name: null,
  });
  ctx.chat.rooms.close(channelId);
  ctx.chat.rooms.endGuests(
    { channelId },
    { reason: 'channel-deleted', channelId, message: GUEST_END_MESSAGES['channel-deleted'] },
  );
  for (const { key } of files) {
    if (key) {
      await ctx.files.delete(key).catch((error: unknown) => {
        ctx.log.warn({ err: error, key }, 'an attachment of a deleted channel was not removed');
      });
    }
  }
}

/** DELETE /chat/channels/{id}: the group's owner deletes it for everyone. */
export async function deleteChannel(
  ctx: AppContext,
  caller: Caller,
  channelId: string,
): Promise<{ message: string }> {
  const membership = await requireMembership(ctx.db, channelId, caller);
  assertGroupOwner(membership, 'delete');
  await removeChannel(ctx, channelId);
  return { message: 'Group deleted.' };
}
