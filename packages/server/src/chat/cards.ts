import { eq, sql } from 'drizzle-orm';

import type { TChatDocumentCard } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { chatMessages } from '../db/schema.ts';
import type { Caller } from '../lib/caller.ts';
import { openDirect } from './channels.ts';
import { announceChange } from './history.ts';
import { selectMessages } from './message-rows.ts';
import { appendMessage } from './sequence.ts';

/*
 * Chat's entry point for cards that another domain keeps in a conversation (a document shared
 * with a client): posted in the direct chat of the two people, updated as what it shows changes.
 * The other domain keeps the card's message id; chat keeps numbering, revisions and delivery.
 */

/**
 * Posts a card from `author` in its direct chat with `otherId` (opened if needed, by chat's own
 * rules, which may refuse: a block between the two). Answers where it was posted, or null when
 * the chat took no message.
 */
export async function postCard(
  ctx: AppContext,
  author: Caller,
  otherId: string,
  card: { text: string; data: TChatDocumentCard },
): Promise<{ channelId: string; messageId: string } | null> {
  const { channelId } = await openDirect(ctx, author, otherId);
  const row = await appendMessage(ctx.db, {
    channelId,
    kind: 'document',
    author: { kind: 'user', userId: author.id },
    text: card.text,
    data: card.data,
    checkAuthor: true,
  });
  if (!row) return null;
  ctx.chat.publisher.publish(row);
  return { channelId, messageId: row.id };
}

/**
 * A card shows something new: stored with a new revision of the channel (so that a client
 * catching up with `after` gets it in `updates`), then `chat:message-updated` to the channel's
 * room. A deleted card stays deleted.
 */
export async function updateCard(
  ctx: AppContext,
  messageId: string,
  data: TChatDocumentCard,
): Promise<void> {
  await ctx.db.execute(sql`
    with c as (
      update chat_channels set last_rev = last_rev + 1
      where id = (select channel_id from chat_messages where id = ${messageId})
      returning last_rev
    )
    update chat_messages m set data = ${JSON.stringify(data)}::jsonb, rev = c.last_rev
    from c where m.id = ${messageId} and m.deleted_at is null`);
  const [row] = await selectMessages(ctx.db).where(eq(chatMessages.id, messageId));
  if (row) await announceChange(ctx, 'chat:message-updated', row);
}
