import { eq } from 'drizzle-orm';

import type { TChatDocumentCard } from '@portal/contracts';

import { postCard, updateCard } from '../chat/cards.ts';
import type { AppContext } from '../context.ts';
import { documentCopies } from '../db/schema.ts';
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
    const posted = await postCard(ctx, provider, clientId, { text: card.title, data: card });
    if (!posted) return;
    await ctx.db
      .update(documentCopies)
      .set({ chatChannelId: posted.channelId, chatMessageId: posted.messageId })
      .where(eq(documentCopies.id, card.copyId));
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
    await updateCard(ctx, copy.messageId, card);
  } catch (error) {
    ctx.log.warn({ err: error, copyId }, 'the document card was not updated');
  }
}
