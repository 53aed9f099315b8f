import type { TEndpointSchemas, TSchemasFor } from '../api/endpoint.ts';
import type { AUDIT_ROUTES } from './routes.ts';
import { AUDIT_EXPORT_MAX_ROWS, MY_AUDIT_DAYS, MY_AUDIT_MAX } from './constants.ts';
import {
  ZAuditExportQuery,
  ZAuditLogQuery,
  ZAuditLogResponse,
  ZMyAuditEventsResponse,
} from './schemas.ts';

const CSV = { file: ['text/csv'] } as const satisfies TEndpointSchemas['response'];

export const AUDIT_SCHEMAS = {
  listAuditLog: {
    summary: 'Every security and review event, newest first, by pages',
    description:
      'Filtered by person (the rows where that account acted or was acted on), action, and a date range (from/to: a day or an instant with its zone, UTC; `to` takes in its whole day). Rows are never changed or deleted by the application.',
    query: ZAuditLogQuery,
    response: ZAuditLogResponse,
  },
  exportAuditLog: {
    summary: 'The audit log as CSV, with the same filters',
    description: `A header row, then at most ${AUDIT_EXPORT_MAX_ROWS.toLocaleString('en')} rows, the newest that match; times in UTC (ISO 8601). A cell that a spreadsheet would read as a formula (starting with =, +, -, @, a tab or a carriage return) starts with a single quote. Sent as a dated attachment.`,
    query: ZAuditExportQuery,
    response: CSV,
  },
  listMyAuditEvents: {
    summary: "The caller's own recent security events",
    description: `Its sign-ins and failed attempts, its sessions ended, its password changes and resets: from the last ${MY_AUDIT_DAYS} days, at most ${MY_AUDIT_MAX}, newest first. Never another person's events.`,
    response: ZMyAuditEventsResponse,
  },
} as const satisfies TSchemasFor<typeof AUDIT_ROUTES>;
