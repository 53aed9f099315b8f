import { sql } from 'drizzle-orm';

import {
  REACTIONS_MAX_PER_MESSAGE,
  type TChatMessage,
  type TChatReaction,
  type TSetReactionRequest,
} from '@portal/contracts';

import type { AppContext } from '../context.ts';
import type { Caller, GuestCaller } from '../lib/caller.ts';
import { HttpError } from '../lib/http-error.ts';
import { memberIdOf } from './access.ts';
import { readingWindow } from './history.ts';
import {
  announceMark,
  freshMessage,
  lockChannel,
  lockMessage,
  presentTo,
  writeMark,
} from './message-marks.ts';

export const TOO_MANY_REACTIONS = `This message already has ${REACTIONS_MAX_PER_MESSAGE} different reactions: add yours to one of them.`;

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

/**
 * Puts the caller's reaction on a message or takes it off (a state: the same request twice
 * changes nothing the second time). Under the message's lock, so two tabs racing end consistent.
 */
export async function setReaction(
  ctx: AppContext,
  caller: Caller | GuestCaller,
  channelId: string,
  messageId: string,
  body: TSetReactionRequest,
): Promise<TChatMessage> {
  const { historyFromSeq } = await readingWindow(ctx.db, channelId, caller);
  const memberId = memberIdOf(caller);
  // A write like a message: the same limit keeps a flood of events off the room.
  ctx.chat.sendLimit.take(memberId);
  const isChanged = await ctx.db.transaction(async (tx) => {
    await lockChannel(tx, channelId);
    const locked = await lockMessage(tx, channelId, messageId, historyFromSeq);
    const next = nextReactions(locked.reactions, body.emoji, memberId, body.reacted);
    if (!next) return false;
    await writeMark(tx, channelId, messageId, sql`reactions = ${JSON.stringify(next)}::jsonb`);
    return true;
  });
  const row = await freshMessage(ctx, messageId);
  if (isChanged) await announceMark(ctx, row);
  const [message] = await presentTo(ctx, caller, channelId, historyFromSeq, [row]);
  if (!message) throw new Error('a reacted message vanished');
  return message;
}
