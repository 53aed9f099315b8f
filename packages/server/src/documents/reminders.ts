import { sql } from 'drizzle-orm';

import type { AppContext } from '../context.ts';
import { rawQuery } from '../db/raw-query.ts';
import { documentEvents } from '../db/schema.ts';
import { PLATFORM, eventValues } from './audit.ts';
import { updateDocumentCard } from './chat-card.ts';
import { links, notifySafely } from './notices.ts';
import { dueDayText } from './schedule.ts';

/*
 * The copies' schedule (issue 35): one pass expires the open copies whose due date passed, then
 * sends the reminders that are due. Each step claims its copies and changes them in one statement
 * (`FOR UPDATE SKIP LOCKED`), so that several server processes can run the pass at once and each
 * copy goes to exactly one of them: a copy expires once, and each reminder goes once.
 */

/** How many copies a statement takes at a time. */
const BATCH = 20;

interface ExpiredRow {
  id: string;
  document_id: string;
  client_id: string | null;
  client_name: string;
  owner_id: string;
  title: string;
  provider: string;
  due_at: Date | string;
}

interface ReminderRow {
  id: string;
  document_id: string;
  client_id: string;
  title: string;
  provider: string;
  sent: number;
  max_count: number;
  due_at: Date | string | null;
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * Open copies whose due date is `now` or earlier become `expired` (closed now, no reminder left),
 * each with its `expired` event (the platform's act), in one transaction.
 */
async function claimExpired(ctx: AppContext, now: Date): Promise<ExpiredRow[]> {
  const at = now.toISOString();
  return ctx.db.transaction(async (tx) => {
    const { rows } = await rawQuery<ExpiredRow[]>(
      tx,
      sql`
      with due as (
        select id from document_copies
        where status in ('sent', 'viewed') and due_at is not null
          and due_at <= ${at}::timestamptz
        order by due_at
        limit ${BATCH}
        for update skip locked
      )
      update document_copies c
      set status = 'expired', closed_at = ${at}::timestamptz, next_reminder_at = null
      from due, documents d, users p
      where c.id = due.id and c.status in ('sent', 'viewed') and d.id = c.document_id
        and p.id = d.owner_id
      returning c.id as "id", c.document_id as "document_id", c.client_id as "client_id",
        coalesce((select u.full_name from users u where u.id = c.client_id), c.client_name)
          as "client_name",
        d.owner_id as "owner_id", d.title as "title", p.full_name as "provider",
        c.due_at as "due_at"`,
    );
    if (rows.length > 0) {
      await tx
        .insert(documentEvents)
        .values(rows.map((row) => eventValues(row.document_id, row.id, 'expired', PLATFORM, now)));
    }
    return rows;
  });
}

/** Both parties hear that a copy expired, and the chat card shows it. */
async function announceExpired(ctx: AppContext, row: ExpiredRow): Promise<void> {
  const day = dueDayText(asDate(row.due_at));
  if (row.client_id) {
    await notifySafely(ctx, {
      recipientId: row.client_id,
      type: 'document-expired',
      title: 'A document’s due date passed',
      message: `“${row.title}” expired on ${day} unsigned; ask ${row.provider} for more time.`,
      link: links.client(row.id),
      email: 'if-unread',
    });
  }
  await notifySafely(ctx, {
    recipientId: row.owner_id,
    type: 'document-expired',
    title: `${row.client_name}’s document expired`,
    message: `${row.client_name}’s copy of “${row.title}” expired unsigned. Extend it or send a new copy.`,
    link: links.provider(row.document_id),
    email: 'if-unread',
  });
  await updateDocumentCard(ctx, row.id, {
    documentId: row.document_id,
    copyId: row.id,
    title: row.title,
    status: 'expired',
  });
}

/**
 * Open copies with a client whose next reminder is due (and whose due date has not passed) are
 * taken, and their schedule moves on in the same statement: one more reminder sent, the next one
 * `everyDays` after now, or none when this was the last. Each gets its `reminded` event ("2 of 5").
 */
async function claimReminders(ctx: AppContext, now: Date): Promise<ReminderRow[]> {
  const at = now.toISOString();
  return ctx.db.transaction(async (tx) => {
    const { rows } = await rawQuery<ReminderRow[]>(
      tx,
      sql`
      with due as (
        select id from document_copies
        where status in ('sent', 'viewed') and client_id is not null
          and next_reminder_at is not null and next_reminder_at <= ${at}::timestamptz
          and (due_at is null or due_at > ${at}::timestamptz)
        order by next_reminder_at
        limit ${BATCH}
        for update skip locked
      )
      update document_copies c
      set reminders_sent = c.reminders_sent + 1,
        next_reminder_at = case
          when c.reminder_every_days is not null
            and c.reminders_sent + 1 < coalesce(c.reminder_max_count, 0)
          then ${at}::timestamptz + c.reminder_every_days * interval '1 day'
          else null
        end
      from due, documents d, users p
      where c.id = due.id and c.status in ('sent', 'viewed') and d.id = c.document_id
        and p.id = d.owner_id
      returning c.id as "id", c.document_id as "document_id", c.client_id as "client_id",
        d.title as "title", p.full_name as "provider", c.reminders_sent as "sent",
        coalesce(c.reminder_max_count, c.reminders_sent) as "max_count", c.due_at as "due_at"`,
    );
    if (rows.length > 0) {
      await tx
        .insert(documentEvents)
        .values(
          rows.map((row) =>
            eventValues(
              row.document_id,
              row.id,
              'reminded',
              PLATFORM,
              now,
              `${row.sent} of ${row.max_count}`,
            ),
          ),
        );
    }
    return rows;
  });
}

/** A reminder, in the app and by e-mail at once (as the client's preferences allow). */
async function sendReminder(ctx: AppContext, row: ReminderRow): Promise<void> {
  const by = row.due_at === null ? '' : ` by ${dueDayText(asDate(row.due_at))}`;
  await notifySafely(ctx, {
    recipientId: row.client_id,
    type: 'document-reminder',
    title: 'Reminder: a document waits for your signature',
    message: `${row.provider} is waiting for you to sign “${row.title}”${by}.`,
    link: links.client(row.id),
    email: 'now',
  });
}

/** What one pass did. */
export interface SchedulePass {
  expired: number;
  reminded: number;
}

/**
 * One pass at `now` (tests pass the time they need): expiry first, so that a copy past its due
 * date never gets a reminder, then the reminders due. Each change is stored before it is announced.
 */
export async function runDocumentSchedule(
  ctx: AppContext,
  now: Date = new Date(),
): Promise<SchedulePass> {
  const done: SchedulePass = { expired: 0, reminded: 0 };
  for (;;) {
    const expired = await claimExpired(ctx, now);
    for (const row of expired) await announceExpired(ctx, row);
    done.expired += expired.length;
    if (expired.length < BATCH) break;
  }
  for (;;) {
    const due = await claimReminders(ctx, now);
    for (const row of due) await sendReminder(ctx, row);
    done.reminded += due.length;
    if (due.length < BATCH) break;
  }
  return done;
}

/**
 * Runs the pass every `documents.remindCheckMs` until stopped. It runs even with REMIND_AFTER=off
 * (that only empties the practice's default schedule): due dates still expire copies.
 */
export function startReminders(ctx: AppContext): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const pass = () => {
    running = running
      .then(() => runDocumentSchedule(ctx))
      .catch((error: unknown) => ctx.log.error({ err: error }, 'document schedule pass failed'));
  };
  const timer = setInterval(pass, ctx.config.documents.remindCheckMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
