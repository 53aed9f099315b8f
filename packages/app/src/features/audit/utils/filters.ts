import type { TAuditAction, TAuditExportQuery } from '@portal/contracts';
import { AUDIT_ACTIONS } from '@portal/contracts/constants';

/*
 * The audit log's filters as the page keeps them in its address (so that a filtered view can be
 * reloaded, shared and gone back to): days as the viewer's calendar reads them, an account id, an
 * action, a page. The server is sent instants: a day is the viewer's day, not the UTC one, as the
 * times in the table are the viewer's.
 */

export interface AuditFilters {
  person?: string | undefined;
  action?: TAuditAction | undefined;
  /** A day, 'YYYY-MM-DD', in the viewer's time zone. */
  from?: string | undefined;
  to?: string | undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[0-9a-f-]{36}$/i;

const isAction = (value: string | null): value is TAuditAction =>
  (AUDIT_ACTIONS as readonly (string | null)[]).includes(value);

/** The filters and the page of an address's query; anything unreadable is left out. */
export function readFilters(params: URLSearchParams): AuditFilters & { page: number } {
  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY.test(value) ? value : undefined;
  };
  const person = params.get('person');
  const action = params.get('action');
  const page = Number(params.get('page'));
  return {
    person: person && ID.test(person) ? person : undefined,
    action: isAction(action) ? action : undefined,
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export const hasFilters = (filters: AuditFilters): boolean =>
  Boolean(filters.person || filters.action || filters.from || filters.to);

/** The first instant of a day of the viewer's calendar ('2026-11-28' in Paris: 23:00Z the day before). */
function startOfDay(day: string, daysLater = 0): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date + daysLater).toISOString();
}

/**
 * The filters as the server reads them: `from` at the start of its day, `to` at the last instant
 * of its day (the server takes an instant as it is), both in UTC.
 */
export function toServerQuery(filters: AuditFilters): TAuditExportQuery {
  const query: TAuditExportQuery = {};
  if (filters.person) query.person = filters.person;
  if (filters.action) query.action = filters.action;
  if (filters.from) query.from = startOfDay(filters.from);
  if (filters.to) {
    query.to = new Date(Date.parse(startOfDay(filters.to, 1)) - 1).toISOString();
  }
  return query;
}
