import { useCallback, useState } from 'react';

import type { TAuditExportQuery, TAuditLogQuery } from '@portal/contracts';
import { auditExportFileName } from '@portal/contracts/constants';
import { API_BASE, ROUTES } from '@portal/contracts/routes';

import { saveFile } from '@/lib/files/save-file';
import { downloadBytes } from '@/lib/files/transfer';
import { notifyFailure } from '@/lib/http/notify-failure';
import { useApi } from '@/lib/http/useApi';
import { useSessionExpired } from '@/lib/session/SessionExpiredContext';

/** A page of the superadmin's log; the page shown stays while the next one loads. */
export function useAuditLog(query: TAuditLogQuery) {
  return useApi('listAuditLog', { query }, { keepPreviousData: true });
}

/** The caller's own recent security events. */
export function useMyAuditEvents() {
  return useApi('listMyAuditEvents', undefined, {
    select: (answer) => answer.data,
  });
}

const EXPORT_FAILURE = 'The export could not be downloaded. Please try again.';

/** Downloads the log as CSV with the filters applied; `isExporting` while it runs. */
export function useAuditExport() {
  const onSessionExpired = useSessionExpired();
  const [isExporting, setIsExporting] = useState(false);
  const exportCsv = useCallback(
    async (query: TAuditExportQuery) => {
      const search = new URLSearchParams(
        Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ).toString();
      const path = `${API_BASE}${ROUTES.exportAuditLog.path}${search ? `?${search}` : ''}`;
      setIsExporting(true);
      try {
        const file = await downloadBytes(path, { onSessionExpired: () => onSessionExpired() });
        saveFile(file, auditExportFileName(new Date()));
      } catch (error) {
        notifyFailure(error, EXPORT_FAILURE);
      } finally {
        setIsExporting(false);
      }
    },
    [onSessionExpired],
  );
  return { exportCsv, isExporting };
}
