import type { TServerEventName, TServerEventPayload } from '@portal/contracts';

import { userRoom } from '../realtime/notifier.ts';
import type { SocketServer } from '../realtime/socket.ts';
import type { Audience } from './privacy.ts';

/** Every socket of every member of a channel, on every process: the room `channel:<id>`. */
export const channelRoom = (channelId: string) => `channel:${channelId}`;
/** Every socket of one guest (invitation link), on every process. */
export const guestRoom = (guestId: string) => `guest:${guestId}`;
/** Every guest socket of a channel: what a deleted channel closes at once. */
export const channelGuestsRoom = (channelId: string) => `channel-guests:${channelId}`;
/**
 * Every socket of one audience of private groups (./privacy.ts): staff's in 'full', clients' and
 * guests' in 'private'. Each socket joins its own on connect.
 */
export const audienceRoom = (audience: Audience) => `audience:${audience}`;
const otherAudience = (audience: Audience): Audience => (audience === 'full' ? 'private' : 'full');

type Emit = <E extends TServerEventName>(event: E, payload: TServerEventPayload<E>) => void;

/**
 * The channel rooms, through the socket.io adapter: with REDIS_URL every call here reaches the
 * sockets on every process, in the order the calls were made (one Redis stream), so a leave made
 * before an emit is applied before it everywhere.
 */
export interface ChatRooms {
  /**
   * Sends to every socket in the channel's room, but those of the members left out; with an
   * audience, only to the sockets of that audience.
   */
  toChannel: (
    channelId: string,
    leftOut?: { userIds: readonly string[]; guestIds: readonly string[] } | null,
    audience?: Audience,
  ) => { emit: Emit };
  /** Sends to every tab of these accounts. */
  toUsers: (userIds: readonly string[]) => { emit: Emit };
  /** Puts every socket of these accounts into the channel's room. */
  join: (userIds: readonly string[], channelId: string) => void;
  /** Takes every socket of these accounts out of the channel's room at once. */
  leave: (userIds: readonly string[], channelId: string) => void;
  /** Empties the room (a deleted channel). */
  close: (channelId: string) => void;
  /** Sends to every socket of one guest. */
  toGuest: (guestId: string) => { emit: Emit };
  /**
   * Ends guests' access at once on every process: tells their sockets why
   * (`guest_access_ended`), then closes them. By guest ids, or every guest of a channel.
   */
  endGuests: (
    target: { guestIds: readonly string[] } | { channelId: string },
    payload: TServerEventPayload<'guest_access_ended'>,
  ) => void;
  /** Which of these guests have a socket open now, on any process. */
  guestsOnline: (guestIds: readonly string[]) => Promise<Set<string>>;
  /** Which of these accounts have a socket open now, on any process. */
  onlineAmong: (userIds: readonly string[]) => Promise<Set<string>>;
  /** The accounts with the channel open in a visible tab now (event channel_focus), on any process. */
  lookingAt: (channelId: string) => Promise<Set<string>>;
}

export function createChatRooms(io: SocketServer): ChatRooms {
  // socket.io's emit types cannot follow a generic event name; the Emit signature above does.
  const emitter =
    (target: ReturnType<SocketServer['to']>): Emit =>
    (event, payload) =>
      (target.emit as (name: string, data: unknown) => boolean)(event, payload);
  return {
    toChannel: (channelId, leftOut, audience) => {
      const rooms = [
        ...(leftOut?.userIds.map(userRoom) ?? []),
        ...(leftOut?.guestIds.map(guestRoom) ?? []),
        ...(audience ? [audienceRoom(otherAudience(audience))] : []),
      ];
      const target = io.to(channelRoom(channelId));
      return { emit: emitter(rooms.length ? target.except(rooms) : target) };
    },
    toUsers: (userIds) => ({ emit: emitter(io.to(userIds.map(userRoom))) }),
    join: (userIds, channelId) => {
      if (userIds.length) io.in(userIds.map(userRoom)).socketsJoin(channelRoom(channelId));
    },
    leave: (userIds, channelId) => {
      if (userIds.length) io.in(userIds.map(userRoom)).socketsLeave(channelRoom(channelId));
    },
    close: (channelId) => io.in(channelRoom(channelId)).socketsLeave(channelRoom(channelId)),
    toGuest: (guestId) => ({ emit: emitter(io.to(guestRoom(guestId))) }),
    endGuests: (target, payload) => {
      const rooms =
        'channelId' in target
          ? [channelGuestsRoom(target.channelId)]
          : target.guestIds.map(guestRoom);
      if (rooms.length === 0) return;
      io.to(rooms).emit('guest_access_ended', payload);
      // After the event was flushed to the local sockets; one adapter stream keeps the order on
      // the other processes.
      setImmediate(() => io.in(rooms).disconnectSockets(true));
    },
    guestsOnline: async (guestIds) => {
      if (guestIds.length === 0) return new Set();
      const wanted = new Set(guestIds);
      const sockets = await io.in(guestIds.map(guestRoom)).fetchSockets();
      return new Set(
        sockets.map((s) => s.data.guest?.guestId ?? '').filter((id) => wanted.has(id)),
      );
    },
    onlineAmong: async (userIds) => {
      if (userIds.length === 0) return new Set();
      const wanted = new Set(userIds);
      const sockets = await io.in(userIds.map(userRoom)).fetchSockets();
      return new Set(sockets.map((s) => s.data.userId).filter((id) => wanted.has(id)));
    },
    lookingAt: async (channelId) => {
      const sockets = await io.in(channelRoom(channelId)).fetchSockets();
      return new Set(
        sockets.filter((s) => s.data.focusedChannelId === channelId).map((s) => s.data.userId),
      );
    },
  };
}
