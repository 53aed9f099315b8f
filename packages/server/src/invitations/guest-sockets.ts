import { audienceRoom, channelGuestsRoom, channelRoom, guestRoom } from '../chat/rooms.ts';
import { NO_CHANNEL_MESSAGE, isMember } from '../chat/access.ts';
import type { AppContext } from '../context.ts';
import type { GuestTokenClaims } from '../lib/tokens.ts';
import { HttpError, notFound } from '../lib/http-error.ts';
import type { ClientEventHandlers } from '../realtime/client-events.ts';
import { isGuestSocket, type GuestSocket } from '../realtime/guest-socket.ts';
import type { AppSocket } from '../realtime/socket.ts';
import { guestIsBack } from './away-mail.ts';

/*
 * A channel guest's socket (invitation link). It proves itself with its guest token and the
 * `guestId` query, joins its one channel's room (and its own and its channel's guest rooms, by
 * which removal, revocation and deletion close it on every process), and nothing else: no user
 * room, no other channel, no presence of its own.
 */

const ENDED = 'Your access to this conversation has ended.';
const TYPING_EVERY_MS = 2000;

export async function admitGuestSocket(
  ctx: AppContext,
  socket: AppSocket,
  claims: GuestTokenClaims,
): Promise<void> {
  const guestId = socket.handshake.query.guestId;
  if (typeof guestId !== 'string' || guestId !== claims.sub) {
    throw new HttpError(401, 'The guestId does not match the session.');
  }
  const guest = { kind: 'guest' as const, guestId, channelId: claims.channelId };
  if (!(await isMember(ctx.db, claims.channelId, guest))) throw new HttpError(401, ENDED);
  socket.data = {
    userId: guestId,
    role: null,
    providerId: null,
    focusedChannelId: null,
    guest: { guestId, channelId: claims.channelId },
  };
  await socket.join([
    // A guest reads a private group's clients in their private form (chat/privacy.ts).
    audienceRoom('private'),
    guestRoom(guestId),
    channelRoom(claims.channelId),
    channelGuestsRoom(claims.channelId),
  ]);
  // Removed or revoked between the check and the join: the closing event may have passed by.
  if (!(await isMember(ctx.db, claims.channelId, guest))) throw new HttpError(401, ENDED);
  ctx.background(() => guestIsBack(ctx, guestId));
}

/** A guest names its own channel or none: any other is 404, as for an account outside it. */
function ownChannel(socket: GuestSocket, channelId: string): void {
  if (channelId !== socket.data.guest.channelId) throw notFound(NO_CHANNEL_MESSAGE);
}

const lastTyping = new WeakMap<AppSocket, number>();

/** The guest socket behind an event (realtime/client-events.ts dispatches by the kind). */
function asGuest(socket: AppSocket): GuestSocket {
  if (!isGuestSocket(socket)) throw new Error('a guest event on an account socket');
  return socket;
}

/** The events a guest's socket sends: about its own channel only. */
export const guestSocketEvents: ClientEventHandlers = {
  channel_focus: (_ctx, socket, { channelId }) => {
    socket.data.focusedChannelId = channelId;
  },
  /** Its socket is already in its channel's room; any other channel does not exist for it. */
  'chat:join': (_ctx, socket, { channelId }) => {
    ownChannel(asGuest(socket), channelId);
  },
  'chat:typing': (_ctx, socket, { channelId }) => {
    const guest = asGuest(socket);
    ownChannel(guest, channelId);
    const now = Date.now();
    if (now - (lastTyping.get(socket) ?? 0) < TYPING_EVERY_MS) return;
    lastTyping.set(socket, now);
    socket.to(channelRoom(channelId)).emit('chat:typing', {
      channelId,
      memberId: guest.data.guest.guestId,
    });
  },
};
