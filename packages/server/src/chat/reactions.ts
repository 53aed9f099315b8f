import { sql } from 'drizzle-orm';

import {
  REACTIONS_MAX_PER_MESSAGE,
  type TChatReaction,
  type TChatReactionsEvent,
  type TSetReactionRequest,
} from '@portal/contracts';

import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { rawQuery } from '../db/raw-query.ts';
import type { Caller, GuestCaller } from '../lib/caller.ts';
import { HttpError, notFound } from '../lib/http-error.ts';
import { memberCondition, memberIdOf, NO_CHANNEL_MESSAGE } from './access.ts';
import { leftOutOf, type Latecomer } from './history.ts';
import { lockedMessageProblem, NO_MESSAGE } from './message-marks.ts';

export const TOO_MANY_REACTIONS = `This message already has ${REACTIONS_MAX_PER_MESSAGE} different reactions: add yours to one of them.`;

/** How often a reaction is computed again after another change to the same message won. */
const WRITE_ATTEMPTS = 5;

/**
 * The reactions once the member's reaction with this emoji is on (or off); null when that is
 * already so. Emoji stay in first-use order; one left with nobody goes.
 */
export function nextReactions(
  reactions: TChatReaction[],
  emoji: string,
  memberId: string,
  reacted: boolean,
): TChatReaction[] | null {
  const current = reactions.find((reaction) => reaction.emoji === emoji);
  if (reacted === Boolean(current?.memberIds.includes(memberId))) return null;
  if (!reacted) {
    return reactions.flatMap((reaction) => {
      if (reaction.emoji !== emoji) return [reaction];
      const memberIds = reaction.memberIds.filter((id) => id !== memberId);
      return memberIds.length ? [{ emoji, memberIds }] : [];
    });
  }
  if (!current) {
    if (reactions.length >= REACTIONS_MAX_PER_MESSAGE) throw new HttpError(409, TOO_MANY_REACTIONS);
    return [...reactions, { emoji, memberIds: [memberId] }];
  }
  return reactions.map((reaction) =>
    reaction === current ? { emoji, memberIds: [...reaction.memberIds, memberId] } : reaction,
  );
}

/** The message a reaction goes on, read with the caller's membership in one statement. */
async function reactionTarget(
  db: Db,
  caller: Caller | GuestCaller,
  channelId: string,
  messageId: string,
): Promise<{ seq: number; reactions: TChatReaction[] }> {
  const result = await rawQuery<
    {
      seq: number | null;
      kind: string | null;
      isDeleted: boolean | null;
      reactions: TChatReaction[] | null;
    }[]
  >(
    db,
    sql`
    select m.seq as "seq", m.kind as "kind", m.deleted_at is not null as "isDeleted",
      m.reactions as "reactions"
    from chat_members me
    left join chat_messages m
      on m.id = ${messageId} and m.channel_id = me.channel_id and m.seq > me.history_from_seq
    where me.channel_id = ${channelId} and ${memberCondition(caller)}
    limit 1`,
  );
  const [row] = result.rows;
  if (!row) throw notFound(NO_CHANNEL_MESSAGE);
  if (row.seq === null || row.reactions === null) throw notFound(NO_MESSAGE);
  const problem = lockedMessageProblem({ kind: row.kind ?? '', isDeleted: Boolean(row.isDeleted) });
  if (problem) throw problem;
  return { seq: row.seq, reactions: row.reactions };
}

/**
 * Writes the reactions if the message still has the ones they were made from (and is not
 * deleted), with a new revision of the channel so that a catch-up's `updates` carries them. One
 * statement, which locks the channel before the message as every change of a message does.
 * Answers the members who must not hear of it (their history starts after the message), or null
 * when another change came first.
 */
async function writeReactions(
  db: Db,
  channelId: string,
  messageId: string,
  from: TChatReaction[],
  next: TChatReaction[],
): Promise<Latecomer[] | null> {
  const result = await rawQuery<{ isWritten: boolean; late: Latecomer[] }[]>(
    db,
    sql`
    with c as (
      update chat_channels set last_rev = last_rev + 1
      where id = ${channelId} returning last_rev
    ), m as (
      update chat_messages m set reactions = ${JSON.stringify(next)}::jsonb, rev = c.last_rev
      from c
      where m.id = ${messageId} and m.reactions = ${JSON.stringify(from)}::jsonb
        and m.deleted_at is null
      returning m.seq
    )
    select exists (select 1 from m) as "isWritten",
      coalesce((
        select json_agg(json_build_object('userId', l.user_id, 'guestId', l.guest_id))
        from chat_members l, m
        where l.channel_id = ${channelId} and l.history_from_seq >= m.seq
      ), '[]'::json) as "late"`,
  );
  const [row] = result.rows;
  return row?.isWritten ? row.late : null;
}

/**
 * Puts the caller's reaction on a message or takes it off (a state: the same request twice
 * changes nothing the second time). Written only over the reactions it was computed from, so two
 * tabs racing end consistent; then the members who have the message get its new reactions.
 */
export async function setReaction(
  ctx: AppContext,
  caller: Caller | GuestCaller,
  channelId: string,
  messageId: string,
  body: TSetReactionRequest,
): Promise<TChatReactionsEvent> {
  const memberId = memberIdOf(caller);
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
    const target = await reactionTarget(ctx.db, caller, channelId, messageId);
    // A write like a message: the same limit keeps a flood of events off the room.
    if (attempt === 0) ctx.chat.sendLimit.take(memberId);
    const changed = { channelId, messageId, seq: target.seq, reactions: target.reactions };
    const next = nextReactions(target.reactions, body.emoji, memberId, body.reacted);
    if (!next) return changed;
    const late = await writeReactions(ctx.db, channelId, messageId, target.reactions, next);
    if (late) {
      const event = { ...changed, reactions: next };
      ctx.chat.rooms.toChannel(channelId, leftOutOf(late)).emit('chat:reactions', event);
      return event;
    }
  }
  throw new HttpError(409, 'This message is changing fast: try your reaction again.');
}
