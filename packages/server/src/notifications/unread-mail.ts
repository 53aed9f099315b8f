import { sql } from 'drizzle-orm';

import type { AppContext } from '../context.ts';
import { sendNotificationMail } from './mail.ts';
import { rawQuery } from '../db/raw-query.ts';

interface DueRow {
  id: string;
  recipient_id: string;
  title: string;
  link: string | null;
}

/**
 * Takes the notifications whose e-mail is due (still unread at `email_after`) and marks them
 * taken in one statement. `FOR UPDATE SKIP LOCKED` lets several server processes run this at once:
 * each row goes to exactly one of them, so each e-mail is sent once.
 */
async function claimDue(ctx: AppContext, limit: number): Promise<DueRow[]> {
  // The CTE runs once (a subquery in IN may be run again), and the update checks `emailed_at`
  // again, so a row another process took meanwhile is not taken twice.
  const result = await rawQuery<DueRow[]>(
    ctx.db,
    sql`
    with due as (
      select id from notifications
      where read_at is null and emailed_at is null and email_after is not null
        and email_after <= now()
      order by email_after
      limit ${limit}
      for update skip locked
    )
    update notifications set emailed_at = now()
    from due
    where notifications.id = due.id and notifications.emailed_at is null
    returning notifications.id, notifications.recipient_id, notifications.title,
      notifications.link`,
  );
  return result.rows;
}

/** One pass: every due e-mail; a failed send is released to be tried on a later pass. */
export async function sendDueNotificationMails(ctx: AppContext): Promise<number> {
  let sent = 0;
  for (;;) {
    const due = await claimDue(ctx, 20);
    for (const row of due) {
      try {
        await sendNotificationMail(ctx, {
          recipientId: row.recipient_id,
          title: row.title,
          link: row.link,
        });
        sent += 1;
      } catch (error) {
        ctx.log.warn({ err: error, notificationId: row.id }, 'notification e-mail failed');
        await ctx.db.execute(sql`update notifications set emailed_at = null where id = ${row.id}`);
      }
    }
    if (due.length < 20) return sent;
  }
}

/** Runs the passes every `everyMs` until stopped (NOTIFY_EMAIL_AFTER=off: never). */
export function startUnreadMailer(ctx: AppContext, everyMs: number): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => sendDueNotificationMails(ctx))
      .catch((error: unknown) => ctx.log.error({ err: error }, 'notification e-mail pass failed'));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
