import { Box, Button, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Eye, FileSignature } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import type { TDocumentCopy, TDocumentSummary } from '@portal/contracts';

import {
  DateText,
  DocumentStatusBadge,
  EmptyState,
  ErrorPanel,
  PageWrapper,
  SectionCard,
} from '@portal/ui';

import { errorMessage } from '@/lib/http/errors';
import { LIST_LOAD_FAILURE } from '@/lib/http/load-failures';
import { loadOnFirstOpen } from '@/lib/lazy/load-on-first-open';

import { useDocuments, useDocumentsLive, useRefreshDocuments } from '../api/hooks';
import { groupForPortal } from '../utils/statuses';

const CompleteDocumentDialog = loadOnFirstOpen(
  () =>
    import('../components/CompleteDocumentDialog').then((module) => module.CompleteDocumentDialog),
  (props) => props.ids !== null,
);
const SignedDocumentDialog = loadOnFirstOpen(
  () => import('../components/SignedDocumentDialog').then((module) => module.SignedDocumentDialog),
  (props) => props.ids !== null,
);

interface PortalItem {
  document: TDocumentSummary;
  copy: TDocumentCopy;
}

const TITLE = 'My Documents';

/**
 * '/documents', the client portal: the documents waiting for the client first, then the signed
 * ones, then those declined or voided. `?copy=<id>` opens a copy (the notifications link here).
 */
export function MyDocumentsPage() {
  const list = useDocuments();
  const refresh = useRefreshDocuments();
  const [params, setParams] = useSearchParams();
  useDocumentsLive();

  const items = useMemo<PortalItem[]>(
    () =>
      (list.data ?? []).flatMap((document) =>
        document.kind === 'form' ? document.copies.map((copy) => ({ document, copy })) : [],
      ),
    [list.data],
  );
  const groups = useMemo(() => groupForPortal(items), [items]);

  const openCopyId = params.get('copy');
  const opened = items.find((item) => item.copy.id === openCopyId);
  const openIds =
    openCopyId && opened ? { documentId: opened.document.id, copyId: opened.copy.id } : null;
  const open = (copyId: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (copyId) next.set('copy', copyId);
      else next.delete('copy');
      return next;
    });

  return (
    <PageWrapper title={TITLE}>
      {list.error && !list.data ? (
        <ErrorPanel
          error={errorMessage(list.error, LIST_LOAD_FAILURE)}
          onRetry={() => void list.mutate()}
          isRetrying={list.isValidating}
        />
      ) : !list.data ? (
        <Stack gap="3" aria-busy="true">
          <Text srOnly role="status">
            Loading Documents...
          </Text>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height="20" borderRadius="l2" />
          ))}
        </Stack>
      ) : items.length === 0 ? (
        <EmptyState
          titleAs="h2"
          title="No Records Found"
          description="Documents your provider sends you to complete and sign appear here."
        />
      ) : (
        <Stack gap="6">
          <PortalSection
            title="Waiting for you"
            emptyText="Nothing waits for your signature."
            items={groups.waiting}
            onOpen={open}
          />
          <PortalSection
            title="Signed"
            emptyText="No signed documents yet."
            items={groups.signed}
            onOpen={open}
          />
          {groups.closed.length > 0 && (
            <PortalSection title="Declined or voided" items={groups.closed} onOpen={open} />
          )}
        </Stack>
      )}
      <CompleteDocumentDialog
        ids={opened && opened.copy.status !== 'signed' ? openIds : null}
        onClose={() => open(null)}
        onChanged={refresh}
        onSigned={() => refresh()}
      />
      <SignedDocumentDialog
        ids={opened && opened.copy.status === 'signed' ? openIds : null}
        onClose={() => open(null)}
      />
    </PageWrapper>
  );
}

function PortalSection({
  title,
  emptyText,
  items,
  onOpen,
}: {
  title: string;
  emptyText?: string;
  items: readonly PortalItem[];
  onOpen: (copyId: string) => void;
}) {
  return (
    <SectionCard title={`${title} (${items.length})`}>
      {items.length === 0 ? (
        <Text color="fg.muted">{emptyText}</Text>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="3" listStyleType="none">
          {items.map(({ document, copy }) => (
            <Box as="li" key={copy.id} borderWidth="1px" borderRadius="l2" p="4" bg="bg">
              <Stack gap="2" height="100%">
                <HStack justify="space-between" align="flex-start" gap="2">
                  <Text fontWeight="semibold" overflowWrap="anywhere">
                    {document.title}
                  </Text>
                  <DocumentStatusBadge status={copy.status} flexShrink={0} />
                </HStack>
                <Text textStyle="sm" color="fg.muted">
                  From {document.owner.fullName} · <DateText iso={copy.sentAt} />
                </Text>
                {copy.reason && (
                  <Text textStyle="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
                    {copy.status === 'declined' ? 'Your reason: ' : 'Note: '}
                    {copy.reason}
                  </Text>
                )}
                <Box flex="1" />
                {copy.status === 'signed' ? (
                  <Button
                    size="sm"
                    variant="outline"
                    alignSelf="flex-start"
                    aria-label={`View signed ${document.title}`}
                    onClick={() => onOpen(copy.id)}
                  >
                    <Eye />
                    View signed
                  </Button>
                ) : copy.status === 'sent' || copy.status === 'viewed' ? (
                  <Button
                    size="sm"
                    alignSelf="flex-start"
                    aria-label={`Complete and sign ${document.title}`}
                    onClick={() => onOpen(copy.id)}
                  >
                    <FileSignature />
                    Complete and sign
                  </Button>
                ) : null}
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
