import type { AppContext } from '../context.ts';
import { notify, type NotificationInput } from '../notifications/notify.ts';

/**
 * The notifications of documents, through the one notification module. Each runs after its change
 * is stored; one that fails is logged and never undoes the change it reports.
 */
export async function notifySafely(ctx: AppContext, input: NotificationInput): Promise<void> {
  try {
    await notify(ctx, input);
  } catch (error) {
    ctx.log.error({ err: error, type: input.type }, 'a notification could not be sent');
  }
}

/** Where each side opens a document in the app. */
export const links = {
  /** The client portal, at the copy. */
  client: (copyId: string) => `/documents?copy=${copyId}`,
  /** The provider's documents, at the document. */
  provider: (documentId: string) => `/all-documents?document=${documentId}`,
};
