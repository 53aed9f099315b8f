import { sql } from 'drizzle-orm';

import { privateNamesOf, type TChatSearchPerson, type TClientPrivacy } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { rawQuery } from '../db/raw-query.ts';
import type { Caller } from '../lib/caller.ts';
import { fieldError } from '../lib/http-error.ts';
import { audienceOf } from './privacy.ts';

/*
 * Search filters (issue 37) and whom they may name. A search may be filtered by the people of the
 * caller's conversations (its fellow members, and the guests invited to them) and by its own
 * conversations; anything else is refused as if it did not exist, so that a filter never tells
 * whether an id is someone's or a conversation exists.
 */

export const UNKNOWN_PERSON = 'No one you can search for has this id.';
export const UNKNOWN_CONVERSATION = 'No conversation of yours has this id.';

/** Refuses a `from` the caller may not search for (400 on `from`): two indexed lookups. */
export async function checkSearchAuthor(
  ctx: AppContext,
  caller: Caller,
  authorId: string,
): Promise<void> {
  const result = await rawQuery<{ isKnown: boolean }[]>(
    ctx.db,
    sql`
    select exists (
        select 1 from chat_members me
          join chat_members p on p.channel_id = me.channel_id
            and (p.user_id = ${authorId} or p.guest_id = ${authorId})
        where me.user_id = ${caller.id})
      or exists (
        select 1 from chat_guests g
          join chat_members me on me.channel_id = g.channel_id and me.user_id = ${caller.id}
        where g.id = ${authorId}) as "isKnown"`,
  );
  if (!result.rows[0]?.isKnown) throw fieldError(400, 'from', UNKNOWN_PERSON);
}

/** Refuses an `in` that is not one of the caller's conversations (400 on `in`, never a 404). */
export async function checkSearchChannel(
  ctx: AppContext,
  caller: Caller,
  channelId: string,
): Promise<void> {
  const result = await rawQuery<{ isMember: boolean }[]>(
    ctx.db,
    sql`select exists (select 1 from chat_members
      where channel_id = ${channelId} and user_id = ${caller.id}) as "isMember"`,
  );
  if (!result.rows[0]?.isMember) throw fieldError(400, 'in', UNKNOWN_CONVERSATION);
}

interface PersonRow {
  channelId: string;
  channelType: 'direct' | 'group';
  clientPrivacy: TClientPrivacy | null;
  /** Join order in the channel. */
  memberOrder: number;
  id: string;
  fullName: string;
  kind: 'user' | 'guest';
  isClient: boolean;
}

/**
 * The people of the caller's conversations (what `from` may name), each in the fullest form the
 * caller reads them in some conversation: staff read everyone in full; a client reads a fellow
 * client of a private group as "Maya L." (numbered as that group numbers it) unless another
 * conversation they share shows the full name. The caller comes first, then by name.
 */
export async function searchPeople(ctx: AppContext, caller: Caller): Promise<TChatSearchPerson[]> {
  const result = await rawQuery<PersonRow[]>(
    ctx.db,
    sql`
    select c.id as "channelId", c.type as "channelType", c.client_privacy as "clientPrivacy",
      p.id as "memberOrder",
      coalesce(p.user_id, p.guest_id) as "id",
      coalesce(u.full_name, g.display_name) as "fullName",
      case when p.user_id is null then 'guest' else 'user' end as "kind",
      coalesce(u.role = 'client', false) as "isClient"
    from chat_members me
      join chat_channels c on c.id = me.channel_id
      join chat_members p on p.channel_id = me.channel_id
      left join users u on u.id = p.user_id
      left join chat_guests g on g.id = p.guest_id
    where me.user_id = ${caller.id}
    order by p.id`,
  );
  const isPrivateReader = audienceOf(caller) === 'private';
  // Each private group's clients in their private forms, numbered in join order.
  const privateForms = new Map<string, Map<string, string>>();
  if (isPrivateReader) {
    const byGroup = new Map<string, { id: string; fullName: string }[]>();
    for (const row of result.rows) {
      if (row.clientPrivacy !== 'private' || !row.isClient) continue;
      const clients = byGroup.get(row.channelId) ?? [];
      clients.push({ id: row.id, fullName: row.fullName });
      byGroup.set(row.channelId, clients);
    }
    for (const [channelId, clients] of byGroup) {
      privateForms.set(channelId, privateNamesOf(clients));
    }
  }
  const people = new Map<string, TChatSearchPerson>();
  for (const row of result.rows) {
    const privateName =
      isPrivateReader && row.isClient && row.id !== caller.id
        ? privateForms.get(row.channelId)?.get(row.id)
        : undefined;
    const known = people.get(row.id);
    // A full form anywhere wins over a private one.
    if (known && (!known.isPrivateForm || privateName)) continue;
    people.set(row.id, {
      id: row.id,
      name: privateName ?? row.fullName,
      kind: row.kind,
      isPrivateForm: Boolean(privateName),
    });
  }
  const me = people.get(caller.id);
  const others = [...people.values()]
    .filter((person) => person.id !== caller.id)
    .sort((a, b) => a.name.localeCompare(b.name));
  return me ? [me, ...others] : others;
}
