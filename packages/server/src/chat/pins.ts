import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';

import { PINS_MAX_PER_CHANNEL, type TChatMessage } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { rawQuery } from '../db/raw-query.ts';
import { chatMessages } from '../db/schema.ts';
import type { Caller, GuestCaller } from '../lib/caller.ts';
import { HttpError, forbidden } from '../lib/http-error.ts';
import { requireMembership } from './access.ts';
import { readingWindow } from './history.ts';
import {
  announceMark,
  freshMessage,
  lockChannel,
  lockMessage,
  presentTo,
  writeMark,
} from './message-marks.ts';
import { selectMessages } from './message-rows.ts';

export const OWNER_PINS_MESSAGE = 'Only the group’s owner can pin messages here.';
export const TOO_MANY_PINS = `This conversation already has ${PINS_MAX_PER_CHANNEL} pinned messages: unpin one first.`;

/**
 * Pins a message or unpins it (guests never: the route refuses them). A direct chat: both people;
 * a group: every member, or its owner only when it chose so. The limit is counted under the
 * channel's lock, so two pins racing for the last place cannot both take it. A deleted message
 * counts for nothing (its pin goes with it).
 */
export async function pinMessage(
  ctx: AppContext,
  caller: Caller,
  channelId: string,
  messageId: string,
  pinned: boolean,
): Promise<TChatMessage> {
  const membership = await requireMembership(ctx.db, channelId, caller);
  const { historyFromSeq } = await readingWindow(ctx.db, channelId, caller);
  ctx.chat.sendLimit.take(caller.id);
  const isChanged = await ctx.db.transaction(async (tx) => {
    const pinsBy = await lockChannel(tx, channelId);
    if (membership.type === 'group' && pinsBy === 'owner' && !membership.isOwner) {
      throw forbidden(OWNER_PINS_MESSAGE);
    }
    const locked = await lockMessage(tx, channelId, messageId, historyFromSeq);
    if (pinned === (locked.pinnedAt !== null)) return false;
    if (pinned) {
      const count = await rawQuery<{ count: number }[]>(
        tx,
        sql`
        select count(*)::int as "count" from chat_messages
        where channel_id = ${channelId} and pinned_at is not null and deleted_at is null`,
      );
      if ((count.rows[0]?.count ?? 0) >= PINS_MAX_PER_CHANNEL) {
        throw new HttpError(409, TOO_MANY_PINS);
      }
    }
    await writeMark(
      tx,
      channelId,
      messageId,
      pinned
        ? sql`pinned_at = now(), pinned_by = ${caller.id}`
        : sql`pinned_at = null, pinned_by = null`,
    );
    return true;
  });
  const row = await freshMessage(ctx, messageId);
  if (isChanged) await announceMark(ctx, row);
  const [message] = await presentTo(ctx, caller, channelId, historyFromSeq, [row]);
  if (!message) throw new Error('a pinned message vanished');
  return message;
}

/**
 * The pinned messages the caller can read (a newcomer's history starts at its arrival), the
 * latest pin first, in its audience's form; deleted ones are no longer pinned.
 */
export async function listPinnedMessages(
  ctx: AppContext,
  caller: Caller | GuestCaller,
  channelId: string,
): Promise<TChatMessage[]> {
  const { historyFromSeq } = await readingWindow(ctx.db, channelId, caller);
  const rows = await selectMessages(ctx.db)
    .where(
      and(
        eq(chatMessages.channelId, channelId),
        gt(chatMessages.seq, historyFromSeq),
        isNotNull(chatMessages.pinnedAt),
        isNull(chatMessages.deletedAt),
      ),
    )
    .orderBy(desc(chatMessages.pinnedAt), desc(chatMessages.seq))
    .limit(PINS_MAX_PER_CHANNEL);
  return presentTo(ctx, caller, channelId, historyFromSeq, rows);
}
