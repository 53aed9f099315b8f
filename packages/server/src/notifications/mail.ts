import type { AppContext } from '../context.ts';
import { findUserById } from '../users/find-user.ts';

/**
 * A notification by e-mail: who or what and where, with a link, never a message's text (an
 * e-mail leaves the practice's systems), and the way to turn such e-mails off. A text written for
 * the person to read by e-mail (`emailText`, a rejection's reason) goes under the title.
 */
export async function sendNotificationMail(
  ctx: AppContext,
  notification: {
    recipientId: string;
    title: string;
    link?: string | null;
    /** Written for the person (e.g. a rejection's reason); never a conversation's text. */
    emailText?: string | undefined;
  },
  to?: string,
): Promise<void> {
  const address = to ?? (await emailOf(ctx, notification.recipientId));
  if (!address) return;
  const base = ctx.config.publicUrl ?? `http://localhost:${ctx.config.port}`;
  const open = `${base}${notification.link ?? '/'}`;
  await ctx.mailer.send({
    to: address,
    subject: notification.title,
    text: [
      notification.title,
      '',
      ...(notification.emailText ? [notification.emailText, ''] : []),
      `Open it: ${open}`,
      '',
      `You get this e-mail because of your notification settings. To change them: ${base}/settings#notifications`,
    ].join('\n'),
  });
}

async function emailOf(ctx: AppContext, userId: string): Promise<string | null> {
  return (await findUserById(ctx.db, userId))?.email ?? null;
}
