import { Button, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';

import { AUDIT_EXPORT_MAX_ROWS, AUDIT_PAGE_SIZE } from '@portal/contracts/constants';

import { EmptyState, ErrorPanel, PageWrapper, Pager } from '@portal/ui';

import { errorMessage } from '@/lib/http/errors';
import { LIST_LOAD_FAILURE } from '@/lib/http/load-failures';

import { useAuditExport, useAuditLog } from '../api/hooks';
import { AuditFilterBar } from '../components/AuditFilterBar';
import { AuditTable } from '../components/AuditTable';
import { hasFilters, readFilters, toServerQuery, type AuditFilters } from '../utils/filters';

const count = new Intl.NumberFormat('en');
const summaryOf = (total: number) => (page: number, pageCount: number) =>
  `Page ${count.format(page)} of ${count.format(pageCount)} · ${count.format(total)} ${total === 1 ? 'event' : 'events'}`;

/**
 * '/audit-log': the superadmin's log of every security and review event, newest first; filters
 * (kept in the address), pages read from the server, and the filtered log as CSV.
 */
export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const { page, ...filters } = readFilters(params);
  const query = toServerQuery(filters);
  const { data, error, isLoading, isValidating, mutate } = useAuditLog({
    ...query,
    ...(page > 1 ? { page: String(page) } : {}),
  });
  const { exportCsv, isExporting } = useAuditExport();

  const go = (next: AuditFilters, nextPage = 1) =>
    setParams(
      () => {
        const search = new URLSearchParams();
        for (const [name, value] of Object.entries(next)) if (value) search.set(name, value);
        if (nextPage > 1) search.set('page', String(nextPage));
        return search;
      },
      { replace: true },
    );

  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / (data?.limit ?? AUDIT_PAGE_SIZE)));
  const isFiltered = hasFilters(filters);

  return (
    <PageWrapper
      title="Audit log"
      action={
        <Button
          variant="outline"
          loading={isExporting}
          loadingText="Exporting..."
          onClick={() => void exportCsv(query)}
        >
          <Download />
          Export CSV
        </Button>
      }
    >
      <Stack gap="4">
        <AuditFilterBar filters={filters} onChange={(next) => go(next)} />
        {total > AUDIT_EXPORT_MAX_ROWS && (
          <Text textStyle="sm" color="fg.muted">
            The export holds the newest {count.format(AUDIT_EXPORT_MAX_ROWS)} of these events:
            narrow the dates for older ones.
          </Text>
        )}
        {error && !data ? (
          <ErrorPanel
            error={errorMessage(error, LIST_LOAD_FAILURE)}
            onRetry={() => void mutate()}
            isRetrying={isValidating}
          />
        ) : (
          <>
            {Boolean(error) && (
              <ErrorPanel
                variant="inline"
                titleAs="p"
                error={errorMessage(error, LIST_LOAD_FAILURE)}
                onRetry={() => void mutate()}
                isRetrying={isValidating}
              />
            )}
            <AuditTable
              events={data?.data ?? []}
              isLoading={isLoading && !data}
              empty={
                <EmptyState
                  titleAs="p"
                  title={isFiltered ? 'No events match these filters' : 'No events yet'}
                  description={
                    isFiltered
                      ? 'Widen the dates, or choose another person or action.'
                      : 'Sign-ins, account reviews and password changes appear here.'
                  }
                />
              }
            />
            {total > 0 && (
              <Pager
                page={data?.page ?? page}
                pageCount={pageCount}
                onPageChange={(next) => go(filters, next)}
                formatSummary={summaryOf(total)}
              />
            )}
          </>
        )}
      </Stack>
    </PageWrapper>
  );
}
