import { z } from 'zod';

import { ZId, ZIsoTime } from '../shared/fields.ts';
import { AUDIT_ACTIONS, AUDIT_PAGE_MAX, AUDIT_PAGE_SIZE_MAX } from './constants.ts';

/*
 * The audit log (issue 32): the superadmin reads every event, filtered and by pages, or exports
 * them as CSV; every person reads its own recent security events.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether 'YYYY-MM-DD' is a day of the calendar (not 2026-02-30). */
const isCalendarDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};

/** The years a bound may name: no audit row is older, and the database takes every instant. */
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(9999, 0, 1);

const isDayOrInstant = (value: string) => {
  const day = DAY.test(value) ? value : INSTANT.exec(value)?.[1];
  if (day === undefined || !isCalendarDay(day)) return false;
  const time = Date.parse(DAY.test(value) ? `${value}T00:00:00Z` : value);
  return time >= EARLIEST && time < LATEST;
};

/**
 * One end of a date range, as a query value: a day ('2026-11-28', UTC) or an instant with its
 * zone ('2026-11-28T09:30:00Z'); an instant without a zone would be read differently by each
 * reader, so it is refused. `from` starts at its day's first instant; `to` takes in the whole of
 * its day (or its instant). Both become the instants the server compares with, `to` exclusive.
 */
const dateBound = (edge: 'from' | 'to') =>
  z
    .string({ message: 'must be a text' })
    .max(40, { message: 'must be at most 40 characters' })
    .refine(isDayOrInstant, {
      message:
        'must be a date (2026-11-28) or an instant with its time zone (2026-11-28T09:30:00Z), from 1970 to 9998',
    })
    .transform((value) => {
      const isDay = DAY.test(value);
      const start = new Date(isDay ? `${value}T00:00:00Z` : value).getTime();
      if (edge === 'from') return new Date(start);
      return new Date(start + (isDay ? DAY_MS : 1));
    });

const wholeNumberText = (max: number) =>
  z
    .string({ message: 'must be a whole number' })
    .regex(/^\d{1,6}$/, { message: 'must be a whole number' })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, { message: 'must be at least 1' })
        .max(max, { message: `must be at most ${max}` }),
    );

/** The filters of the log and of its export. */
const filters = {
  /** A person's id: the rows where it acted or was acted on. */
  person: ZId.optional(),
  action: z
    .enum(AUDIT_ACTIONS, { message: `must be one of ${AUDIT_ACTIONS.join(', ')}` })
    .optional(),
  from: dateBound('from').optional(),
  to: dateBound('to').optional(),
};

const fromBeforeTo = (value: { from?: Date | undefined; to?: Date | undefined }) =>
  !value.from || !value.to || value.from < value.to;
const RANGE_PROBLEM = { message: 'from must not be after to', path: ['to'] };

export const ZAuditLogQuery = z
  .strictObject({
    ...filters,
    /** 1 = the newest rows. */
    page: wholeNumberText(AUDIT_PAGE_MAX).optional(),
    limit: wholeNumberText(AUDIT_PAGE_SIZE_MAX).optional(),
  })
  .refine(fromBeforeTo, RANGE_PROBLEM);
export type TAuditLogQuery = z.input<typeof ZAuditLogQuery>;

export const ZAuditExportQuery = z.strictObject(filters).refine(fromBeforeTo, RANGE_PROBLEM);
export type TAuditExportQuery = z.input<typeof ZAuditExportQuery>;

/** Who acted or was acted on: the account's id, and its name at the time (null when unknown). */
export const ZAuditPerson = z
  .object({ id: z.string(), name: z.string().nullable() })
  .meta({ id: 'AuditPerson' });
export type TAuditPerson = z.output<typeof ZAuditPerson>;

/** One row of the log. */
export const ZAuditEvent = z
  .object({
    id: z.string(),
    at: ZIsoTime,
    action: z.enum(AUDIT_ACTIONS),
    /** Null: the platform (an idle session ended), or a sign-in with an unknown e-mail. */
    actor: ZAuditPerson.nullable(),
    target: ZAuditPerson.nullable(),
    ip: z.string().nullable(),
    /** The browser and system, "Chrome on Linux", from the user agent (null when none). */
    device: z.string().nullable(),
    userAgent: z.string().nullable(),
    /** What else the row says, for people: never a secret (the e-mail tried, a reason, a setting). */
    summary: z.string(),
  })
  .meta({ id: 'AuditEvent' });
export type TAuditEvent = z.output<typeof ZAuditEvent>;

export const ZAuditLogResponse = z.object({
  data: z.array(ZAuditEvent),
  page: z.number().int(),
  limit: z.number().int(),
  /** Rows that match the filters, on every page. */
  total: z.number().int(),
});
export type TAuditLogResponse = z.output<typeof ZAuditLogResponse>;

export const ZMyAuditEventsResponse = z.object({ data: z.array(ZAuditEvent) });
export type TMyAuditEventsResponse = z.output<typeof ZMyAuditEventsResponse>;
