import { Box, Button, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Eye, FileSignature } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

import type { TDocumentCopy, TDocumentSummary } from '@portal/contracts';

import {
  DateText,
  DocumentStatusBadge,
  EmptyState,
  ErrorPanel,
  PacketTask,
  PageWrapper,
  SectionCard,
  type PacketTaskItemState,
} from '@portal/ui';

import { errorMessage } from '@/lib/http/errors';
import { LIST_LOAD_FAILURE } from '@/lib/http/load-failures';
import { loadOnFirstOpen } from '@/lib/lazy/load-on-first-open';

import { useDocuments, useDocumentsLive, useRefreshDocuments } from '../api/hooks';
import { DayText } from '../components/DayText';
import { groupPacketTasks, type PacketTaskGroup } from '../utils/packet-tasks';
import { expiredAt, groupForPortal } from '../utils/statuses';

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
 * '/documents', the client portal: the documents waiting for the client first (a packet's as one
 * task at the top, done in order), then the signed ones, then those declined, voided or expired.
 * `?copy=<id>` opens a copy (the notifications and a task's Continue link here).
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
  // A packet's copies wait as one task; the copies sent alone, one card each.
  const waiting = useMemo(() => groupPacketTasks(items), [items]);

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
            count={groups.waiting.length}
            emptyText="Nothing waits for your signature."
            items={waiting.waitingAlone}
            onOpen={open}
          >
            {waiting.tasks.map((task) => (
              <li key={task.id}>
                <PacketTaskCard task={task} onOpen={open} />
              </li>
            ))}
          </PortalSection>
          <PortalSection
            title="Signed"
            emptyText="No signed documents yet."
            items={groups.signed}
            onOpen={open}
          />
          {groups.closed.length > 0 && (
            <PortalSection
              title="Declined, voided or expired"
              items={groups.closed}
              onOpen={open}
            />
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

const TASK_STATE: Record<TDocumentCopy['status'], PacketTaskItemState> = {
  sent: 'todo',
  viewed: 'todo',
  signed: 'done',
  declined: 'declined',
  voided: 'voided',
  expired: 'expired',
};

/** A packet as one task: its documents in order, Continue opens the first still to complete. */
function PacketTaskCard({
  task,
  onOpen,
}: {
  task: PacketTaskGroup<PortalItem>;
  onOpen: (copyId: string) => void;
}) {
  return (
    <PacketTask
      title={task.title}
      description={`From ${task.next.document.owner.fullName}`}
      items={task.items.map(({ document, copy }) => ({
        id: copy.id,
        title: document.title,
        state: TASK_STATE[copy.status],
        detail: <CopyDates copy={copy} provider={document.owner.fullName} />,
      }))}
      onContinue={() => onOpen(task.next.copy.id)}
    />
  );
}

/** An open copy's due date; an expired one's day and what to do. */
function CopyDates({ copy, provider }: { copy: TDocumentCopy; provider: string }) {
  if (copy.status === 'expired') {
    const day = expiredAt(copy);
    return (
      <>
        {day ? (
          <>
            Expired on <DayText iso={day} />
          </>
        ) : (
          'Expired'
        )}
        : ask {provider} for more time.
      </>
    );
  }
  if ((copy.status === 'sent' || copy.status === 'viewed') && copy.dueAt) {
    return (
      <>
        Due <DayText iso={copy.dueAt} />
      </>
    );
  }
  return null;
}

function PortalSection({
  title,
  count,
  emptyText,
  items,
  onOpen,
  children,
}: {
  title: string;
  /** The number in the heading: the items listed unless said otherwise. */
  count?: number;
  emptyText?: string;
  items: readonly PortalItem[];
  onOpen: (copyId: string) => void;
  /** Cards listed before the items (the packet tasks), or none. */
  children?: ReactNode[];
}) {
  const hasChildren = (children?.length ?? 0) > 0;
  return (
    <SectionCard title={`${title} (${count ?? items.length})`}>
      {items.length === 0 && !hasChildren ? (
        <Text color="fg.muted">{emptyText}</Text>
      ) : (
        <Stack gap="3">
          {hasChildren && (
            <Stack as="ul" gap="3" listStyleType="none" aria-label="Packets to complete">
              {children}
            </Stack>
          )}
          {items.length > 0 && (
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
                    {hasDateLine(copy) && (
                      <Text
                        textStyle="sm"
                        fontWeight={copy.status === 'expired' ? undefined : 'medium'}
                      >
                        <CopyDates copy={copy} provider={document.owner.fullName} />
                      </Text>
                    )}
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
        </Stack>
      )}
    </SectionCard>
  );
}

/** Whether a card says a date of its own: an open copy's due date, an expired one's day. */
const hasDateLine = (copy: TDocumentCopy) =>
  copy.status === 'expired' ||
  ((copy.status === 'sent' || copy.status === 'viewed') && copy.dueAt !== null);
