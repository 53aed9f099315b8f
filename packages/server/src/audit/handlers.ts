import { Readable } from 'node:stream';

import { auditExportFileName } from '@portal/contracts';

import { sendMadeFile } from '../files/stored-files.ts';
import { endpoint } from '../http/endpoint.ts';
import { auditCsv } from './export-csv.ts';
import { listAuditLog, listMyAuditEvents } from './list-audit-log.ts';

/**
 * Handlers of the audit group of the endpoint table (issue 32): the log and its export are the
 * superadmin's (by their access rule); every person reads its own events, chosen by its own id.
 */
export const auditHandlers = {
  listAuditLog: endpoint('listAuditLog', ({ ctx, query }) => listAuditLog(ctx.db, query)),
  exportAuditLog: endpoint('exportAuditLog', async ({ ctx, query, reply }) =>
    sendMadeFile(
      reply,
      { type: 'text/csv; charset=utf-8', name: auditExportFileName(new Date()) },
      // Bytes, not objects: the stream stops reading once a chunk waits to be sent.
      Readable.from(auditCsv(ctx.db, query), { objectMode: false }),
    ),
  ),
  listMyAuditEvents: endpoint('listMyAuditEvents', async ({ ctx, caller }) => ({
    data: await listMyAuditEvents(ctx.db, caller.id),
  })),
};
