import { sql } from 'drizzle-orm';

import {
  DELETED_USER_NAME,
  privateNameOf,
  privateNamesOf,
  type TChatSystemEvent,
  type TClientPrivacy,
  type TRole,
} from '@portal/contracts';

import type { Db } from '../db/database.ts';
import { rawQuery } from '../db/raw-query.ts';
import type { Caller, GuestCaller } from '../lib/caller.ts';
import type { MessageRow } from './message-rows.ts';
import { describeEvent } from './event-text.ts';
import { peopleByIds } from './people.ts';

/*
 * A group's form for clients (docs/authorization.md, "Groups with clients"). In a private group a
 * client is shown to the other clients and to guests as "Maya L." (the shared privateNameOf, with
 * "(2)" on a collision, in join order), with an initials avatar and no e-mail; staff (providers,
 * the superadmin) see everyone in full. A message holds both forms when they differ
 * (`privateForm`), so one stored row serves both audiences: lists pick the caller's, and the
 * publisher sends each audience its own.
 */

/** Which form a reader sees: staff the full one, clients and guests the group's. */
export type Audience = 'full' | 'private';

/** A reader's audience by its role: a guest has none. */
export const audienceFor = (role: TRole | null): Audience =>
  role === 'provider' || role === 'superadmin' ? 'full' : 'private';

export const audienceOf = (caller: Caller | GuestCaller): Audience =>
  audienceFor(caller.kind === 'account' ? caller.role : null);

/** What clients and guests read of a message in a private group, where it differs. */
export interface PrivateForm {
  /** A client author's private form. */
  authorName: string | null;
  /** A system message's words, with clients named in their private form. */
  text: string | null;
  /** A reply's quote: its parent's client author in the private form (./replies.ts). */
  replyAuthorName?: string | null;
}

/** The people a group's event or message names, as its clients and guests see them. */
interface PrivateBook {
  nameOf: (id: string | null) => string;
}

/**
 * The private forms of a group's clients, in join order, when the group shows them privately;
 * null otherwise. People named who are no longer members (`alsoIds`) are looked up too.
 */
async function privateBook(
  db: Db,
  channelId: string,
  alsoIds: readonly string[],
): Promise<PrivateBook | null> {
  const result = await rawQuery<
    { privacy: TClientPrivacy | null; clients: { id: string; fullName: string }[] | null }[]
  >(
    db,
    sql`
    select c.client_privacy as "privacy",
      case when c.client_privacy = 'private' then (
        select json_agg(json_build_object('id', u.id, 'fullName', u.full_name) order by m.id)
        from chat_members m join users u on u.id = m.user_id
        where m.channel_id = c.id and u.role = 'client') end as "clients"
    from chat_channels c where c.id = ${channelId}`,
  );
  const [channel] = result.rows;
  if (channel?.privacy !== 'private') return null;
  const members = privateNamesOf(channel.clients ?? []);
  const others = await peopleByIds(
    db,
    alsoIds.filter((id) => !members.has(id)),
  );
  return {
    nameOf: (id) => {
      if (!id) return DELETED_USER_NAME;
      const member = members.get(id);
      if (member) return member;
      const person = others.get(id);
      if (!person) return DELETED_USER_NAME;
      return person.role === 'client' ? privateNameOf(person.fullName) : person.fullName;
    },
  };
}

const isClientMessage = (row: MessageRow) =>
  row.authorKind === 'user' && row.authorRole === 'client';

/** A reply whose quote shows a client (deleted parents show no one). */
const quotesClient = (row: MessageRow) =>
  !!row.replyParent &&
  !row.replyParent.isDeleted &&
  row.replyParent.authorKind === 'user' &&
  row.replyParent.authorRole === 'client';

const eventOf = (row: MessageRow): TChatSystemEvent | null =>
  row.kind === 'system' && row.data && 'event' in row.data ? row.data : null;

/**
 * Fills the private form of a channel's messages that have one (a client's, an event naming
 * people) when the group shows clients privately. `privacy`, when the caller knows it, spares the
 * lookup of a group that does not.
 */
export async function withPrivateForms(
  db: Db,
  channelId: string,
  rows: MessageRow[],
  privacy?: TClientPrivacy | null,
): Promise<MessageRow[]> {
  if (privacy !== undefined && privacy !== 'private') return rows;
  const concerned = rows.filter((row) => isClientMessage(row) || eventOf(row) || quotesClient(row));
  if (concerned.length === 0) return rows;
  const named = concerned.flatMap((row) => {
    const event = eventOf(row);
    if (!event) {
      return [row.authorUserId, row.replyParent?.authorUserId].filter((id) => id != null);
    }
    return [...(event.actorId ? [event.actorId] : []), ...event.memberIds];
  });
  const book = await privateBook(db, channelId, named);
  if (!book) return rows;
  return rows.map((row) => {
    const event = eventOf(row);
    if (event) {
      const text = describeEvent(
        event,
        book.nameOf(event.actorId),
        event.memberIds.map(book.nameOf),
      );
      return { ...row, privateForm: { authorName: null, text } };
    }
    const isClient = isClientMessage(row);
    const isQuoting = quotesClient(row);
    if (!isClient && !isQuoting) return row;
    return {
      ...row,
      privateForm: {
        authorName: isClient ? book.nameOf(row.authorUserId) : null,
        text: null,
        replyAuthorName: isQuoting ? book.nameOf(row.replyParent?.authorUserId ?? null) : null,
      },
    };
  });
}

/**
 * How a reader of this audience names the people a text mentions (./mentions.ts): in a private
 * group clients and guests read the other clients in their private form; otherwise full names.
 */
export async function mentionNamer(
  db: Db,
  channelId: string,
  ids: readonly string[],
  audience: Audience,
): Promise<(id: string) => string> {
  if (ids.length === 0) return () => DELETED_USER_NAME;
  const book = audience === 'private' ? await privateBook(db, channelId, ids) : null;
  if (book) return book.nameOf;
  const people = await peopleByIds(db, ids);
  return (id) => people.get(id)?.fullName ?? DELETED_USER_NAME;
}
