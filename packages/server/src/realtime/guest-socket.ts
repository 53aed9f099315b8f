import type { AppSocket } from './socket.ts';

/** A channel guest's socket (invitation link): `data.guest` names its guest and its one channel. */
export type GuestSocket = AppSocket & { data: { guest: { guestId: string; channelId: string } } };

export const isGuestSocket = (socket: AppSocket): socket is GuestSocket =>
  socket.data.guest !== null && socket.data.guest !== undefined;
