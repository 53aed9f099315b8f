import { DUE_DATE_MAX_DAYS } from '@portal/contracts/constants';

/*
 * Due dates as people choose them: a day (a native date input's 'YYYY-MM-DD'), sent to the server
 * as the instant that day ends in the person's own time zone, so that "due 12 March" means the
 * whole of 12 March where the provider is.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** A day as a date input writes it, in the local time zone. */
export function toDayInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The instant the day ends (23:59:59.999 local time), as ISO 8601; null for no valid day. */
export function endOfDayInstant(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const end = new Date(year, month - 1, date, 23, 59, 59, 999);
  // 2026-02-31 rolls over into March: not a day anyone chose.
  if (end.getMonth() !== month - 1 || end.getDate() !== date) return null;
  return end.toISOString();
}

/** The days a due date may be on: from `first` days after today to DUE_DATE_MAX_DAYS - 1 ahead. */
export function dueDayRange(now: Date, first: 0 | 1): { min: string; max: string } {
  const day = (offset: number) =>
    toDayInput(new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset));
  return { min: day(first), max: day(DUE_DATE_MAX_DAYS - 1) };
}

/** Why a chosen day cannot be a due date (null: it can): what the form says under the input. */
export function dueDayProblem(day: string, now: Date): string | null {
  if (day === '') return null;
  const instant = endOfDayInstant(day);
  if (!instant) return 'Choose a date.';
  if (new Date(instant).getTime() <= now.getTime()) return 'Choose today or a later day.';
  const { max } = dueDayRange(now, 0);
  if (day > max) return `Choose a day within ${DUE_DATE_MAX_DAYS - 1} days from today.`;
  return null;
}
