import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Download, FileSignature, Plus, Upload } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import type { TDocumentSummary, TRole } from '@portal/contracts';

import {
  DateText,
  DocumentStatusBadge,
  ListSkeleton,
  PageWrapper,
  SearchableTable,
  StatusBadge,
  type SimpleTableColumn,
} from '@portal/ui';

import { errorMessage } from '@/lib/http/errors';
import { LIST_LOAD_FAILURE } from '@/lib/http/load-failures';
import { loadOnFirstOpen } from '@/lib/lazy/load-on-first-open';
import { paths } from '@/lib/routing/paths';
import { useStores } from '@/stores/StoreProvider';

import { useDocuments, useDocumentsLive, useRefreshDocuments } from '../api/hooks';
import { CopyStatuses } from '../components/CopyStatuses';
import {
  DocumentsViewTabs,
  viewPanelId,
  viewTabId,
  type DocumentsView,
} from '../components/DocumentsViewTabs';
import { StatusFilter } from '../components/StatusFilter';
import { useDownload } from '../hooks/useDownload';
import { createDocumentSearch } from '../utils/document-search';
import { parseStatusFilter } from '../utils/statuses';

const AddDocumentDialog = loadOnFirstOpen(
  () => import('../components/AddDocumentDialog').then((module) => module.AddDocumentDialog),
  (props) => props.isOpen,
);
const ClientShareDialog = loadOnFirstOpen(
  () => import('../components/ClientShareDialog').then((module) => module.ClientShareDialog),
  (props) => props.isOpen,
);
const DocumentDetailsDialog = loadOnFirstOpen(
  () =>
    import('../components/DocumentDetailsDialog').then((module) => module.DocumentDetailsDialog),
  (props) => props.documentId !== null,
);

// The templates and packets views load when first shown: the page's first load stays the list's.
const TemplatesView = lazy(() =>
  import('../components/TemplatesView').then((module) => ({ default: module.TemplatesView })),
);
const PacketsView = lazy(() =>
  import('../components/PacketsView').then((module) => ({ default: module.PacketsView })),
);

const TITLE = 'All Documents';

/** The views each role has; a client has the documents only (no tabs). */
const VIEWS: Record<TRole, readonly DocumentsView[]> = {
  provider: ['documents', 'templates', 'packets'],
  superadmin: ['documents', 'templates'],
  client: ['documents'],
};

function parseView(value: string | null, role: TRole): DocumentsView {
  const views = VIEWS[role];
  return views.find((view) => view === value) ?? 'documents';
}
const SEARCH_PLACEHOLDER = 'Search by title, client, status, date, etc...';

const EMPTY_TEXT: Record<TRole, string> = {
  provider: 'Add a PDF, place its fields and share it with your clients to have it signed.',
  client: 'Documents your provider sends you, and files you share with them, appear here.',
  superadmin: 'Documents appear here once providers add them.',
};

/** '/all-documents': every document the signed-in person may see, by role; templates and packets. */
export const AllDocumentsPage = observer(function AllDocumentsPage() {
  const { session } = useStores();
  const role = session.role ?? 'client';
  const userId = session.userId;
  const [params, setParams] = useSearchParams();
  const view = parseView(params.get('view'), role);
  const openId = params.get('document');
  const [adding, setAdding] = useState<DocumentsView | null>(null);
  const refresh = useRefreshDocuments();
  useDocumentsLive();

  const setParam = useCallback(
    (name: string, value: string | undefined) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: name === 'status' },
      ),
    [setParams],
  );
  const chooseView = (next: DocumentsView) =>
    setParams((current) => {
      const changed = new URLSearchParams(current);
      changed.delete('status');
      if (next === 'documents') changed.delete('view');
      else changed.set('view', next);
      return changed;
    });
  const openDocument = useCallback((id: string) => setParam('document', id), [setParam]);

  const action =
    view === 'templates' ? (
      <Button onClick={() => setAdding('templates')}>
        <Plus />
        Add Template
      </Button>
    ) : view === 'packets' ? (
      <Button onClick={() => setAdding('packets')}>
        <Plus />
        New packet
      </Button>
    ) : role === 'provider' ? (
      <Button onClick={() => setAdding('documents')}>
        <Plus />
        Add Document
      </Button>
    ) : role === 'client' ? (
      <Button onClick={() => setAdding('documents')}>
        <Upload />
        Share a document
      </Button>
    ) : undefined;

  const views = VIEWS[role];
  const content =
    view === 'templates' && role !== 'client' ? (
      <TemplatesView role={role} userId={userId} onOpen={openDocument} />
    ) : view === 'packets' ? (
      <PacketsView isCreating={adding === 'packets'} onCreateClose={() => setAdding(null)} />
    ) : (
      <DocumentsList role={role} onOpen={openDocument} />
    );
  return (
    <PageWrapper title={TITLE} action={action}>
      <Stack gap="4">
        {views.length > 1 && (
          <DocumentsViewTabs views={views} value={view} onValueChange={chooseView} />
        )}
        <Box
          role={views.length > 1 ? 'tabpanel' : undefined}
          id={views.length > 1 ? viewPanelId(view) : undefined}
          aria-labelledby={views.length > 1 ? viewTabId(view) : undefined}
        >
          <Suspense fallback={<ListSkeleton />}>{content}</Suspense>
        </Box>
      </Stack>
      {role !== 'client' && (
        <>
          <AddDocumentDialog
            isOpen={adding === 'documents' || adding === 'templates'}
            kind={adding === 'templates' || role === 'superadmin' ? 'template' : 'form'}
            onClose={() => setAdding(null)}
            onChanged={refresh}
          />
          <DocumentDetailsDialog
            documentId={openId}
            viewerId={userId}
            canSend={role === 'provider'}
            onClose={() => setParam('document', undefined)}
            onChanged={refresh}
          />
        </>
      )}
      {role === 'client' && (
        <ClientShareDialog
          isOpen={adding === 'documents'}
          onClose={() => setAdding(null)}
          onShared={refresh}
        />
      )}
    </PageWrapper>
  );
});

/** The documents view: every document the person may see, with its clients' statuses. */
function DocumentsList({ role, onOpen }: { role: TRole; onOpen: (id: string) => void }) {
  const [params, setParams] = useSearchParams();
  const status = parseStatusFilter(params.get('status'));
  const list = useDocuments(status);
  const { download, busyPath } = useDownload();
  const setStatus = (value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('status', value);
        else next.delete('status');
        return next;
      },
      { replace: true },
    );

  const columns = useMemo<SimpleTableColumn<TDocumentSummary>[]>(() => {
    const title: SimpleTableColumn<TDocumentSummary> = {
      key: 'title',
      header: 'Title',
      cell: (document) => (
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {document.title}
          </Text>
          <Text textStyle="xs" color="fg.muted" overflowWrap="anywhere">
            {document.fileName}
          </Text>
        </Stack>
      ),
    };
    const added: SimpleTableColumn<TDocumentSummary> = {
      key: 'date',
      header: 'date',
      cardLabel: 'Date',
      cell: (document) => <DateText iso={document.createdAt} />,
    };
    if (role === 'superadmin') {
      return [
        title,
        { key: 'owner', header: 'Added by', cell: (document) => document.owner.fullName },
        {
          key: 'parties',
          header: 'Clients and status',
          cell: (document) =>
            document.kind === 'file' ? (
              <Text>Shared with {document.recipient?.fullName ?? '—'}</Text>
            ) : (
              <CopyStatuses document={document} />
            ),
        },
        added,
      ];
    }
    if (role === 'client') {
      return [
        title,
        {
          key: 'with',
          header: 'Provider',
          cell: (document) =>
            document.kind === 'form'
              ? document.owner.fullName
              : (document.recipient?.fullName ?? '—'),
        },
        {
          key: 'status',
          header: 'status',
          cardLabel: 'Status',
          cell: (document) => {
            const copy = document.copies[0];
            if (document.kind === 'file' || !copy) {
              return <StatusBadge tone="neutral">Shared by you</StatusBadge>;
            }
            return <DocumentStatusBadge status={copy.status} />;
          },
        },
        added,
        {
          key: 'action',
          header: 'action',
          cell: (document) => {
            const copy = document.copies[0];
            if (document.kind === 'form' && copy) {
              return (
                <Button asChild size="xs" variant="outline">
                  <Link to={`${paths.documents}?copy=${copy.id}`}>
                    <FileSignature />
                    Open
                  </Link>
                </Button>
              );
            }
            return document.fileUrl ? (
              <Button
                size="xs"
                variant="outline"
                loading={busyPath === document.fileUrl}
                aria-label={`Download ${document.title}`}
                onClick={() => void download(document.fileUrl ?? '', document.fileName)}
              >
                <Download />
                Download
              </Button>
            ) : null;
          },
        },
      ];
    }
    return [
      title,
      {
        key: 'clients',
        header: 'Clients and status',
        cell: (document) => <CopyStatuses document={document} />,
      },
      {
        key: 'fields',
        header: 'Fields',
        cell: (document) => (document.kind === 'form' ? String(document.fieldCount) : '—'),
      },
      added,
      {
        key: 'action',
        header: 'action',
        cell: (document) => (
          <Button
            size="xs"
            variant="outline"
            aria-label={`Details of ${document.title}`}
            onClick={() => onOpen(document.id)}
          >
            Details
          </Button>
        ),
      },
    ];
  }, [role, busyPath, download, onOpen]);

  const documents = list.data ?? [];
  return (
    <Stack gap="4">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Text color="fg.muted" textStyle="sm">
          {role === 'superadmin'
            ? 'Titles, parties and statuses of every document, for oversight.'
            : role === 'client'
              ? 'Everything you and your provider exchanged.'
              : 'Your documents with each client’s status, and the files your clients shared.'}
        </Text>
        <StatusFilter value={status} onChange={setStatus} />
      </HStack>
      <SearchableTable
        items={documents}
        columns={columns}
        getRowKey={(document) => document.id}
        caption={TITLE}
        createSearch={createDocumentSearch}
        searchPlaceholder={SEARCH_PLACEHOLDER}
        isLoading={list.isLoading}
        loadingText="Loading Documents..."
        error={list.error ? errorMessage(list.error, LIST_LOAD_FAILURE) : null}
        onRetry={() => void list.mutate()}
        isRetrying={list.isValidating}
        emptyText={status ? 'No document has a copy in this status.' : EMPTY_TEXT[role]}
      />
    </Stack>
  );
}
