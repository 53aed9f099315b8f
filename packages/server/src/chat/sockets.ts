import { sql } from 'drizzle-orm';

import type { AppContext } from '../context.ts';
import { HttpError, forbidden, notFound } from '../lib/http-error.ts';
import { userRoom } from '../realtime/notifier.ts';
import type { ClientEventHandlers } from '../realtime/client-events.ts';
import type { AppSocket } from '../realtime/socket.ts';
import { NO_CHANNEL_MESSAGE } from './access.ts';
import { BLOCKED_MESSAGE, blockedBetween } from './rules.ts';
import { audienceFor } from './privacy.ts';
import { audienceRoom, channelRoom } from './rooms.ts';
import { rawQuery } from '../db/raw-query.ts';

/*
 * The chat side of an account's socket: the rooms of its channels, presence, and the events it
 * sends (focus, typing, join). Membership decides everything, as on the HTTP routes: a channel the
 * account is not in answers 404; a direct chat with a block between the two is left out.
 */

const TYPING_EVERY_MS = 2000;
const JOIN_BUDGET = { perWindow: 30, windowMs: 10_000 };
const OFFLINE_AFTER_MS = 2000;

/** The account's channels whose room its sockets may be in. */
async function roomChannels(ctx: AppContext, userId: string): Promise<string[]> {
  const result = await rawQuery<{ channelId: string }[]>(
    ctx.db,
    sql`
    select me.channel_id as "channelId"
    from chat_members me join chat_channels c on c.id = me.channel_id
    where me.user_id = ${userId} and not (c.type = 'direct' and exists (
      select 1 from chat_members p where p.channel_id = c.id and p.user_id <> ${userId}
        and ${blockedBetween(userId, sql`p.user_id`)}))`,
  );
  return result.rows.map((row) => row.channelId);
}

/**
 * On connect, before the socket is let through: it joins the room of each of its channels, so
 * nothing sent from then on passes it by, and the room of its audience (./privacy.ts: a client's
 * reads private groups' clients in their private form); its presence is told to its channels.
 */
export async function admitAccountSocket(ctx: AppContext, socket: AppSocket): Promise<void> {
  const channelIds = await roomChannels(ctx, socket.data.userId);
  const audience = audienceRoom(audienceFor(socket.data.role));
  await socket.join([audience, ...channelIds.map(channelRoom)]);
  trackPresence(ctx, socket, channelIds);
}

/**
 * Presence: "online" goes to the rooms of the account's channels on every connect; "offline"
 * once no socket of the account is left on any process a moment after a disconnect (a reload
 * does not flicker, and two tabs closing at once on two processes still end offline).
 */
function trackPresence(ctx: AppContext, socket: AppSocket, channelIds: string[]): void {
  const userId = socket.data.userId;
  const rooms = channelIds.map(channelRoom);
  if (rooms.length) socket.to(rooms).emit('chat:presence', { userId, isOnline: true });
  socket.on('disconnect', () => {
    const timer = setTimeout(() => {
      socket.nsp
        .in(userRoom(userId))
        .fetchSockets()
        .then(async (left) => {
          if (left.length > 0) return;
          const now = await roomChannels(ctx, userId);
          if (now.length) {
            socket.nsp.to(now.map(channelRoom)).emit('chat:presence', { userId, isOnline: false });
          }
        })
        .catch(() => undefined);
    }, OFFLINE_AFTER_MS);
    timer.unref();
  });
}

/** Why a socket is not in a channel's room: not a member (404) or a blocked direct chat (403). */
async function assertMayJoin(ctx: AppContext, userId: string, channelId: string): Promise<void> {
  const result = await rawQuery<{ isBlocked: boolean }[]>(
    ctx.db,
    sql`
    select exists (select 1 from chat_members p where p.channel_id = c.id and p.user_id <> ${userId}
        and ${blockedBetween(userId, sql`p.user_id`)}) and c.type = 'direct' as "isBlocked"
    from chat_members me join chat_channels c on c.id = me.channel_id
    where me.channel_id = ${channelId} and me.user_id = ${userId}`,
  );
  const row = result.rows[0];
  if (!row) throw notFound(NO_CHANNEL_MESSAGE);
  if (row.isBlocked) throw forbidden(BLOCKED_MESSAGE);
}

const lastTyping = new WeakMap<AppSocket, Map<string, number>>();
const checks = new WeakMap<AppSocket, { count: number; since: number }>();

/**
 * A socket outside a channel's room asks to be in it: checked against the database (a member
 * added while connected joins; anyone else is refused), at most 30 checks per 10 s per socket so
 * that a client cannot turn events into database load.
 */
async function enterRoom(ctx: AppContext, socket: AppSocket, channelId: string): Promise<void> {
  const room = channelRoom(channelId);
  if (socket.rooms.has(room)) return;
  const now = Date.now();
  const budget = checks.get(socket);
  if (!budget || now - budget.since > JOIN_BUDGET.windowMs) {
    checks.set(socket, { count: 1, since: now });
  } else if ((budget.count += 1) > JOIN_BUDGET.perWindow) {
    throw new HttpError(429, 'Too many requests. Please wait a few seconds.');
  }
  await assertMayJoin(ctx, socket.data.userId, channelId);
  await socket.join(room);
}

/**
 * `chat:typing`: forwarded to the other sockets of the room at most once every 2 s per socket and
 * channel (the rest are dropped quietly: typing is ephemeral).
 */
async function onTyping(
  ctx: AppContext,
  socket: AppSocket,
  { channelId }: { channelId: string },
): Promise<void> {
  await enterRoom(ctx, socket, channelId);
  const now = Date.now();
  const seen = lastTyping.get(socket) ?? new Map<string, number>();
  lastTyping.set(socket, seen);
  if (now - (seen.get(channelId) ?? 0) < TYPING_EVERY_MS) return;
  seen.set(channelId, now);
  socket
    .to(channelRoom(channelId))
    .emit('chat:typing', { channelId, memberId: socket.data.userId });
}

/** `chat:join`: puts the socket in a channel's room, for members only. */
async function onJoin(
  ctx: AppContext,
  socket: AppSocket,
  { channelId }: { channelId: string },
): Promise<void> {
  await enterRoom(ctx, socket, channelId);
}

/** The events an account's socket sends (realtime/client-events.ts checks their payloads). */
export const accountSocketEvents: ClientEventHandlers = {
  channel_focus: (_ctx, socket, { channelId }) => {
    socket.data.focusedChannelId = channelId;
  },
  'chat:typing': onTyping,
  'chat:join': onJoin,
};
