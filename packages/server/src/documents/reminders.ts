import { sql } from 'drizzle-orm';

import type { AppContext } from '../context.ts';
import { links, notifySafely } from './notices.ts';
import { rawQuery } from '../db/raw-query.ts';

interface DueRow {
  id: string;
  client_id: string;
  title: string;
  provider: string;
}

/**
 * Takes the open copies sent more than REMIND_AFTER ago that were never reminded, and marks them
 * taken in one statement. `FOR UPDATE SKIP LOCKED` lets several server processes run this at once:
 * each copy goes to exactly one of them, so each client gets one reminder per copy.
 */
async function claimDue(ctx: AppContext, remindAfterMs: number, limit: number): Promise<DueRow[]> {
  const before = new Date(Date.now() - remindAfterMs);
  const result = await rawQuery<DueRow[]>(
    ctx.db,
    sql`
    with due as (
      select id from document_copies
      where status in ('sent', 'viewed') and reminded_at is null and client_id is not null
        and sent_at <= ${before.toISOString()}::timestamptz
      order by sent_at
      limit ${limit}
      for update skip locked
    )
    update document_copies c set reminded_at = now()
    from due, documents d, users p
    where c.id = due.id and c.reminded_at is null and d.id = c.document_id and p.id = d.owner_id
    returning c.id as "id", c.client_id as "client_id", d.title as "title",
      p.full_name as "provider"`,
  );
  return result.rows;
}

/** One pass: a reminder (in the app, and by e-mail as the client's preferences allow) per copy. */
export async function sendDueReminders(ctx: AppContext): Promise<number> {
  const remindAfterMs = ctx.config.documents.remindAfterMs;
  if (remindAfterMs === null) return 0;
  let sent = 0;
  for (;;) {
    const due = await claimDue(ctx, remindAfterMs, 20);
    for (const row of due) {
      await notifySafely(ctx, {
        recipientId: row.client_id,
        type: 'document-reminder',
        title: 'Reminder: a document waits for your signature',
        message: `${row.provider} is waiting for you to sign “${row.title}”.`,
        link: links.client(row.id),
        email: 'now',
      });
      sent += 1;
    }
    if (due.length < 20) return sent;
  }
}

/** Runs the passes every REMIND check period until stopped (REMIND_AFTER=off: never started). */
export function startReminders(ctx: AppContext): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const pass = () => {
    running = running
      .then(() => sendDueReminders(ctx))
      .catch((error: unknown) => ctx.log.error({ err: error }, 'document reminder pass failed'));
  };
  const timer = setInterval(pass, ctx.config.documents.remindCheckMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
