import { sql, type SQL } from 'drizzle-orm';

import type { TChatContactsResponse } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import type { Caller } from '../lib/caller.ts';
import { HttpError, badRequest, forbidden } from '../lib/http-error.ts';
import { visibleTo } from '../users/access.ts';
import { PROFILE_IMAGE_PATH } from '../users/presenters.ts';
import { rawQuery } from '../db/raw-query.ts';

/*
 * Who talks to whom (docs/authorization.md). Only approved, active accounts the caller may see
 * (users/access.ts): a client, the providers who keep its client record and the superadmin; a
 * provider, its own clients, the other providers and the superadmin; the superadmin, anyone.
 * Chats started before these rules stay readable. A block, either way, forbids a direct chat and
 * posting in it; nobody chats with themselves.
 */

export const BLOCKED_MESSAGE =
  'You cannot chat with this person: one of you has blocked the other.';
const CLIENT_RULE_MESSAGE = 'You can chat only with your provider and the superadmin.';
const NO_CONTACT_MESSAGE = 'No user you can chat with has this id.';

/** True when `a` blocked `b` or `b` blocked `a` (either may be a column). */
export const blockedBetween = (a: SQL | string, b: SQL | string): SQL =>
  sql`exists (select 1 from blocked_members b
    where (b.user_id = ${a} and b.member_id = ${b}) or (b.user_id = ${b} and b.member_id = ${a}))`;

/** The accounts (`u`) the caller may start a chat with, blocks aside: those it may see. */
const allowedFor = (caller: Caller): SQL =>
  sql`u.is_approve = 'approve' and u.status = 'active' and u.id <> ${caller.id}
    and ${visibleTo(caller, sql`u`)}`;

/** The new-chat picker: exactly the people the caller may start a chat with, by name. */
export async function listContacts(
  ctx: AppContext,
  caller: Caller,
): Promise<TChatContactsResponse['data']> {
  const result = await rawQuery<TChatContactsResponse['data']>(
    ctx.db,
    sql`
    select u.id as "id", u.full_name as "fullName", u.email as "email", u.role as "role",
      ${PROFILE_IMAGE_PATH} || u.profile_image as "profileImage"
    from users u
    where ${allowedFor(caller)} and not ${blockedBetween(caller.id, sql`u.id`)}
    order by u.full_name, u.id`,
  );
  return result.rows;
}

/**
 * Checks that the caller may chat with each of these people (a new direct chat, or people added
 * to a group) and answers their ids. Refusals say why, without telling a client whether an id
 * it may not reach exists.
 */
export async function assertMayChatWith(
  db: Db,
  caller: Caller,
  userIds: readonly string[],
): Promise<void> {
  if (userIds.includes(caller.id)) throw badRequest('You cannot start a chat with yourself.');
  if (userIds.length === 0) return;
  const result = await rawQuery<{ id: string; blocked: boolean }[]>(
    db,
    sql`
    select u.id as "id", ${blockedBetween(caller.id, sql`u.id`)} as "blocked"
    from users u
    where u.id in (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and ${allowedFor(caller)}`,
  );
  const found = new Map(result.rows.map((row) => [row.id, row.blocked]));
  for (const id of userIds) {
    if (!found.has(id)) {
      throw caller.role === 'client'
        ? forbidden(CLIENT_RULE_MESSAGE)
        : new HttpError(404, NO_CONTACT_MESSAGE);
    }
    if (found.get(id)) throw forbidden(BLOCKED_MESSAGE);
  }
}
