import { eq } from 'drizzle-orm';

import type { TChatSettings, TUpdateChatSettingsRequest } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { chatPreferences } from '../db/schema.ts';

/** An account's chat settings: read receipts on unless it turned them off (./receipts.ts). */
export async function chatSettingsOf(ctx: AppContext, userId: string): Promise<TChatSettings> {
  const [row] = await ctx.db
    .select({ readReceipts: chatPreferences.readReceipts })
    .from(chatPreferences)
    .where(eq(chatPreferences.userId, userId))
    .limit(1);
  return { readReceipts: row?.readReceipts ?? true };
}

/**
 * Turns read receipts on or off. Open conversations learn of it when they next load their
 * members: the "Seen" of one who turned them off is no longer shown, and it sees no one's.
 */
export async function updateChatSettings(
  ctx: AppContext,
  userId: string,
  body: TUpdateChatSettingsRequest,
): Promise<TChatSettings> {
  await ctx.db
    .insert(chatPreferences)
    .values({ userId, readReceipts: body.readReceipts })
    .onConflictDoUpdate({
      target: chatPreferences.userId,
      set: { readReceipts: body.readReceipts },
    });
  return { readReceipts: body.readReceipts };
}
