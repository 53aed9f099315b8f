import { sql } from 'drizzle-orm';

import type { TChannelType, TClientPrivacy } from '@portal/contracts';

import type { Db } from '../db/database.ts';
import type { ResourceCheck } from '../http/resources.ts';
import type { Caller, GuestCaller } from '../lib/caller.ts';
import { forbidden, notFound } from '../lib/http-error.ts';
import { rawQuery } from '../db/raw-query.ts';
import type { Viewer } from './channel-views.ts';
import { audienceOf } from './privacy.ts';

export const NO_CHANNEL_MESSAGE = 'No channel has this id.';

/** The caller's member row, for the resource rule and the socket events. */
export const memberCondition = (caller: Caller | GuestCaller) =>
  caller.kind === 'account'
    ? sql`me.user_id = ${caller.id}`
    : sql`me.guest_id = ${caller.guestId} and me.channel_id = ${caller.channelId}`;

/**
 * Whether the caller (or the account of this id) is a member of the channel: the resource rule
 * `channel-member`. A guest is a member of its own channel only, and reaches only the routes
 * whose rule admits guests.
 */
export async function isMember(
  db: Db,
  channelId: string,
  caller: Caller | GuestCaller | string,
): Promise<boolean> {
  const who = typeof caller === 'string' ? sql`me.user_id = ${caller}` : memberCondition(caller);
  const result = await rawQuery<unknown[]>(
    db,
    sql`
    select 1 from chat_members me
    where me.channel_id = ${channelId} and ${who} limit 1`,
  );
  return result.rows.length > 0;
}

export interface Membership {
  channelId: string;
  type: TChannelType;
  name: string | null;
  /** Groups: how clients see each other in it (./privacy.ts); null while never chosen. */
  clientPrivacy: TClientPrivacy | null;
  /** Groups: the longest-standing account member. Direct chats: null. */
  ownerId: string | null;
  isOwner: boolean;
}

/** The id a caller is a member by: an account's, or a guest's. */
export const memberIdOf = (caller: Caller | GuestCaller) =>
  caller.kind === 'account' ? caller.id : caller.guestId;

/** The caller as the viewer of a channel (channel-views.ts). */
export const viewerOf = (caller: Caller | GuestCaller): Viewer => ({
  kind: caller.kind,
  id: memberIdOf(caller),
  audience: audienceOf(caller),
});

/**
 * The channel as seen from the caller's membership; 404 when it is not a member (a guest: of any
 * channel but its own).
 */
export async function requireMembership(
  db: Db,
  channelId: string,
  caller: Caller | GuestCaller,
): Promise<Membership> {
  const result = await rawQuery<
    {
      type: TChannelType;
      name: string | null;
      clientPrivacy: TClientPrivacy | null;
      ownerId: string | null;
    }[]
  >(
    db,
    sql`
    select c.type as "type", c.name as "name", c.client_privacy as "clientPrivacy",
      case when c.type = 'group' then (select o.user_id from chat_members o
        where o.channel_id = c.id and o.user_id is not null order by o.id limit 1) end as "ownerId"
    from chat_members me join chat_channels c on c.id = me.channel_id
    where me.channel_id = ${channelId} and ${memberCondition(caller)}`,
  );
  const row = result.rows[0];
  if (!row) throw notFound(NO_CHANNEL_MESSAGE);
  return { channelId, ...row, isOwner: caller.kind === 'account' && row.ownerId === caller.id };
}

/** Owner-only actions on a group: a direct chat has no owner, a member is not the owner. */
export function assertGroupOwner(membership: Membership, action: string): void {
  if (membership.type !== 'group') throw forbidden(`You cannot ${action} a direct chat.`);
  if (!membership.isOwner) throw forbidden(`Only the group’s owner can ${action} it.`);
}

/**
 * `channel-member`: a channel reaches its members, accounts and guests alike (a guest only its
 * own channel); the endpoint's rule admits guests or not, separately.
 */
export const channelMember: ResourceCheck = {
  notFound: NO_CHANNEL_MESSAGE,
  allows: async (ctx, caller, { id }) => Boolean(id) && isMember(ctx.db, id ?? '', caller),
};
