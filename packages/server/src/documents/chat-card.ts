import { eq, sql } from 'drizzle-orm';

import type { TChatDocumentCard } from '@portal/contracts';

import { openDirect } from '../chat/channels.ts';
import { selectMessages, toMessage } from '../chat/message-rows.ts';
import { appendMessage } from '../chat/sequence.ts';
import { publishMessage } from '../chat/system-messages.ts';
import type { AppContext } from '../context.ts';
import { chatMessages, documentCopies } from '../db/schema.ts';
import type { Caller } from '../lib/caller.ts';

/**
 * The document card in the direct chat of the provider and the client: posted when a copy is
 * shared (the chat is opened if needed, by chat's own rules), and kept up to date as the copy's
 * status changes. A card that cannot be posted (a block between the two) is left out: the
 * document itself is shared all the same, and the notification tells the client.
 */
export async function postDocumentCard(
  ctx: AppContext,
  provider: Caller,
  clientId: string,
  card: TChatDocumentCard,
): Promise<void> {
  try {
    const { channelId } = await openDirect(ctx, provider, clientId);
    const row = await appendMessage(ctx.db, {
      channelId,
      kind: 'document',
      author: { kind: 'user', userId: provider.id },
      text: card.title,
      data: card,
      checkAuthor: true,
    });
    if (!row) return;
    await ctx.db
      .update(documentCopies)
      .set({ chatChannelId: channelId, chatMessageId: row.id })
      .where(eq(documentCopies.id, card.copyId));
    publishMessage(ctx, row);
  } catch (error) {
    ctx.log.info({ err: error, copyId: card.copyId }, 'the document card was not posted');
  }
}

/**
 * A new status on the card: stored with a new revision of the channel (so that a client catching
 * up with `after` gets it in `updates`), then `chat:message-updated` to the channel's room.
 */
export async function updateDocumentCard(
  ctx: AppContext,
  copyId: string,
  card: TChatDocumentCard,
): Promise<void> {
  try {
    const [copy] = await ctx.db
      .select({ messageId: documentCopies.chatMessageId })
      .from(documentCopies)
      .where(eq(documentCopies.id, copyId));
    if (!copy?.messageId) return;
    await ctx.db.execute(sql`
      with c as (
        update chat_channels set last_rev = last_rev + 1
        where id = (select channel_id from chat_messages where id = ${copy.messageId})
        returning last_rev
      )
      update chat_messages m set data = ${JSON.stringify(card)}::jsonb, rev = c.last_rev
      from c where m.id = ${copy.messageId} and m.deleted_at is null`);
    const [row] = await selectMessages(ctx.db).where(eq(chatMessages.id, copy.messageId));
    if (!row) return;
    ctx.chat.rooms.toChannel(row.channelId).emit('chat:message-updated', toMessage(row));
  } catch (error) {
    ctx.log.warn({ err: error, copyId }, 'the document card was not updated');
  }
}
