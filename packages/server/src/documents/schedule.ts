import { eq } from 'drizzle-orm';

import {
  DEFAULT_REMINDER_COUNT,
  DUE_DATE_MAX_DAYS,
  REMINDER_EVERY_DAYS_MAX,
  REMINDER_EVERY_DAYS_MIN,
  type TReminderSchedule,
} from '@portal/contracts';

import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { practiceSettings } from '../db/schema.ts';
import { fieldError } from '../lib/http-error.ts';

/*
 * When a copy is due and when its client is reminded (issue 35). The schedule is kept on the copy
 * (its next reminder and how many went), so the jobs (./reminders.ts) only read the copies.
 */

export const DAY_MS = 24 * 3600_000;

/** The practice's schedule before the superadmin sets one: every REMIND_AFTER days, a few times. */
export function configuredSchedule(config: Config): TReminderSchedule | null {
  const afterMs = config.documents.remindAfterMs;
  if (afterMs === null) return null;
  const everyDays = Math.min(
    REMINDER_EVERY_DAYS_MAX,
    Math.max(REMINDER_EVERY_DAYS_MIN, Math.round(afterMs / DAY_MS)),
  );
  return { everyDays, maxCount: DEFAULT_REMINDER_COUNT };
}

/**
 * The practice setting's key (practice/settings.ts writes it): `{ schedule }`, the schedule or
 * null for none.
 */
export const REMINDER_SCHEDULE_SETTING = 'reminderSchedule';

/** The schedule a copy gets when its sender does not choose one (null: no reminders). */
export async function practiceReminderSchedule(
  db: Db,
  config: Config,
): Promise<TReminderSchedule | null> {
  const [row] = await db
    .select({ value: practiceSettings.value })
    .from(practiceSettings)
    .where(eq(practiceSettings.key, REMINDER_SCHEDULE_SETTING))
    .limit(1);
  return row
    ? (row.value as { schedule: TReminderSchedule | null }).schedule
    : configuredSchedule(config);
}

/** A due date the server accepts: in the future, at most DUE_DATE_MAX_DAYS ahead. */
export function checkedDueAt(dueAt: string | undefined, now: Date): Date | null {
  if (dueAt === undefined) return null;
  const due = new Date(dueAt);
  if (due.getTime() <= now.getTime()) {
    throw fieldError(400, 'dueAt', 'The due date must be in the future.');
  }
  if (due.getTime() > now.getTime() + DUE_DATE_MAX_DAYS * DAY_MS) {
    throw fieldError(400, 'dueAt', `The due date must be at most ${DUE_DATE_MAX_DAYS} days ahead.`);
  }
  return due;
}

/** The schedule columns of a new copy sent at `sentAt`. */
export function scheduleColumns(schedule: TReminderSchedule | null, sentAt: Date) {
  return {
    reminderEveryDays: schedule?.everyDays ?? null,
    reminderMaxCount: schedule?.maxCount ?? null,
    remindersSent: 0,
    nextReminderAt: schedule ? new Date(sentAt.getTime() + schedule.everyDays * DAY_MS) : null,
  };
}

/**
 * A due date in plain words, "12 March 2026". The instant ends a day in the sender's time zone,
 * which the server does not keep: read 10 hours earlier in UTC, it falls on that day for every
 * zone from UTC−10 (Hawaii) to UTC+13 (Tonga, New Zealand in summer). An instant that is not
 * the end of a day (a caller of the API chose it) is named by a day near it.
 */
export function dueDayText(dueAt: Date): string {
  return new Date(dueAt.getTime() - 10 * 3600_000).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** When the next reminder of a copy goes, `from` now: none once `sent` reached its maximum. */
export function nextReminderAfter(
  copy: { reminderEveryDays: number | null; reminderMaxCount: number | null },
  sent: number,
  from: Date,
): Date | null {
  if (copy.reminderEveryDays === null || copy.reminderMaxCount === null) return null;
  if (sent >= copy.reminderMaxCount) return null;
  return new Date(from.getTime() + copy.reminderEveryDays * DAY_MS);
}
