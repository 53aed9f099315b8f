import { setImmediate as nextTurn } from 'node:timers/promises';

import { and } from 'drizzle-orm';

import { AUDIT_ACTION_LABELS, AUDIT_EXPORT_MAX_ROWS, type TAuditEvent } from '@portal/contracts';

import type { Db } from '../db/database.ts';
import {
  NEWEST_FIRST,
  filtersWhere,
  olderThan,
  selectAuditRows,
  toAuditEvent,
  type AuditFilters,
} from './audit-rows.ts';

/*
 * The audit log as CSV (RFC 4180: CRLF lines, a cell quoted when it holds a quote, comma or line
 * break). Read and written in chunks, each one query and its text, so that the event loop is
 * never held for long (PGlite runs a query on this thread) and the answer starts before the last
 * rows are read.
 */

/** Rows read and turned to text at a time (PGlite: ~30 ms of this thread each). */
export const CSV_CHUNK_ROWS = 1000;

/**
 * A cell a spreadsheet would run as a formula starts with one of these (OWASP, CSV injection):
 * it gets a leading single quote, so that it is shown as the text it is.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | null): string {
  if (value === null || value === '') return '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const COLUMNS: readonly [string, (event: TAuditEvent) => string | null][] = [
  ['time_utc', (event) => event.at],
  ['action', (event) => event.action],
  ['event', (event) => AUDIT_ACTION_LABELS[event.action]],
  ['actor_id', (event) => event.actor?.id ?? null],
  ['actor_name', (event) => event.actor?.name ?? null],
  ['target_id', (event) => event.target?.id ?? null],
  ['target_name', (event) => event.target?.name ?? null],
  ['ip', (event) => event.ip],
  ['device', (event) => event.device],
  ['user_agent', (event) => event.userAgent],
  ['summary', (event) => event.summary],
];

const line = (cells: readonly (string | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** A byte order mark, so that spreadsheets read the names as UTF-8. */
const BOM = '\uFEFF';

/**
 * The CSV text in pieces: the header, then the newest matching rows (at most `maxRows`), a chunk
 * at a time. Rows written while it runs are newer than its first chunk and left out.
 */
export async function* auditCsv(
  db: Db,
  filters: AuditFilters,
  { maxRows = AUDIT_EXPORT_MAX_ROWS, chunkRows = CSV_CHUNK_ROWS } = {},
): AsyncGenerator<string> {
  yield BOM + line(COLUMNS.map(([name]) => name));
  const where = filtersWhere(filters);
  let written = 0;
  let last: Parameters<typeof olderThan>[0] | undefined;
  while (written < maxRows) {
    const size = Math.min(chunkRows, maxRows - written);
    const rows = await selectAuditRows(db)
      .where(and(where, last ? olderThan(last) : undefined))
      .orderBy(...NEWEST_FIRST)
      .limit(size);
    if (rows.length === 0) return;
    yield rows
      .map((row) => {
        const event = toAuditEvent(row);
        return line(COLUMNS.map(([, cell]) => cell(event)));
      })
      .join('');
    written += rows.length;
    if (rows.length < size) return;
    last = rows[rows.length - 1];
    // PGlite answers within the same turn of the event loop: without a pause, the next chunks
    // would be read before the socket (or any other request) gets a turn.
    await nextTurn();
  }
}
