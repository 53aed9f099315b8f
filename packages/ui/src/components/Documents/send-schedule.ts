import {
  REMINDER_COUNT_MAX,
  REMINDER_COUNT_MIN,
  REMINDER_EVERY_DAYS_MAX,
  REMINDER_EVERY_DAYS_MIN,
} from '@portal/contracts/constants';

/** Which reminders a sending asks for: the practice's default, none, or its own schedule. */
export type ReminderChoice = 'default' | 'none' | 'custom';

/** What the send form holds: a day (a date input's 'YYYY-MM-DD', '' for none) and reminders. */
export interface SendSchedule {
  dueDay: string;
  reminders: ReminderChoice;
  /** The custom schedule's inputs, as typed (`ScheduleNumbers`). */
  everyDays: string;
  maxCount: string;
}

/** A form's starting point: no due date, the practice's reminders, a custom schedule of 3 × 3. */
export const EMPTY_SEND_SCHEDULE: SendSchedule = {
  dueDay: '',
  reminders: 'default',
  everyDays: '3',
  maxCount: '3',
};

function wholeNumberProblem(text: string, min: number, max: number, unit: string) {
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value) || value < min || value > max) {
    return `Enter a whole number of ${unit} from ${min} to ${max}.`;
  }
  return undefined;
}

/** A schedule's two numbers as a form holds them (typed text). */
export interface ScheduleNumbers {
  everyDays: string;
  maxCount: string;
}

/** What is wrong with each number of a schedule (the server's limits); nothing when both fit. */
export function scheduleNumberProblems(numbers: ScheduleNumbers): {
  everyDays?: string;
  maxCount?: string;
} {
  const everyDays = wholeNumberProblem(
    numbers.everyDays,
    REMINDER_EVERY_DAYS_MIN,
    REMINDER_EVERY_DAYS_MAX,
    'days',
  );
  const maxCount = wholeNumberProblem(
    numbers.maxCount,
    REMINDER_COUNT_MIN,
    REMINDER_COUNT_MAX,
    'times',
  );
  return { ...(everyDays ? { everyDays } : {}), ...(maxCount ? { maxCount } : {}) };
}

/** The custom schedule's problems, by input; none unless it is chosen. */
export function reminderProblems(schedule: SendSchedule): {
  everyDays?: string;
  maxCount?: string;
} {
  return schedule.reminders === 'custom' ? scheduleNumberProblems(schedule) : {};
}

/** A schedule in words: 'every 3 days, at most 5 times'. */
export function reminderScheduleText({
  everyDays,
  maxCount,
}: {
  everyDays: number;
  maxCount: number;
}): string {
  const days = everyDays === 1 ? 'every day' : `every ${everyDays} days`;
  return `${days}, at most ${maxCount === 1 ? 'once' : `${maxCount} times`}`;
}
