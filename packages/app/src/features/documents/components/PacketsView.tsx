import { Button, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { Pencil, Send, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';

import type { TPacket } from '@portal/contracts';

import {
  ConfirmDialog,
  DateText,
  EmptyState,
  ErrorPanel,
  notify,
  SimpleTable,
  StatusBadge,
  type SimpleTableColumn,
} from '@portal/ui';

import { errorMessage, hasEndedSession } from '@/lib/http/errors';
import { LIST_LOAD_FAILURE } from '@/lib/http/load-failures';
import { loadOnFirstOpen } from '@/lib/lazy/load-on-first-open';

import { useRefreshDocuments } from '../api/hooks';
import { packetsApi, usePackets } from '../api/packets';
import type { SendTarget } from '../utils/sending';
import { SendDialog } from './SendDialog';

const PacketEditor = loadOnFirstOpen(
  () => import('./PacketEditor').then((module) => module.PacketEditor),
  (props) => props.isOpen,
);

const CAPTION = 'Packets';
const DELETE_FAILURE = 'The packet could not be deleted. Please try again.';

export interface PacketsViewProps {
  /** Whether the new packet editor is open (the page's "New packet"). */
  isCreating: boolean;
  /** Closes the new packet editor. */
  onCreateClose: () => void;
}

/** The templates of a packet in order: "1. Intake form · 2. Consent · 3. Privacy". */
export const packetOrderText = (packet: TPacket) =>
  packet.templates.map((template, index) => `${index + 1}. ${template.title}`).join(' · ');

/** The packets view of '/all-documents' (a provider's): the list with Edit, Send and Delete. */
export function PacketsView({ isCreating, onCreateClose }: PacketsViewProps) {
  const list = usePackets();
  const refreshDocuments = useRefreshDocuments();
  const [editing, setEditing] = useState<TPacket | null>(null);
  const [sending, setSending] = useState<SendTarget | null>(null);
  const [deleting, setDeleting] = useState<TPacket | null>(null);

  const remove = async (packet: TPacket) => {
    try {
      const answer = await packetsApi.remove(packet.id);
      notify.success(answer.message);
      setDeleting(null);
      void list.mutate();
    } catch (error) {
      if (!hasEndedSession(error)) notify.error(errorMessage(error, DELETE_FAILURE));
    }
  };

  const columns = useMemo<SimpleTableColumn<TPacket>[]>(
    () => [
      {
        key: 'title',
        header: 'Title',
        cell: (packet) => (
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="semibold" overflowWrap="anywhere">
              {packet.title}
            </Text>
            {packet.sendOnApproval && <StatusBadge tone="success">Sent on approval</StatusBadge>}
          </HStack>
        ),
      },
      {
        key: 'templates',
        header: 'Templates in order',
        cardLabel: 'Templates',
        cell: (packet) =>
          packet.templates.length ? (
            <Text textStyle="sm" overflowWrap="anywhere">
              {packetOrderText(packet)}
            </Text>
          ) : (
            <Text textStyle="sm" color="fg.muted">
              No template left: edit it to add one.
            </Text>
          ),
      },
      {
        key: 'date',
        header: 'updated',
        cardLabel: 'Updated',
        cell: (packet) => <DateText iso={packet.updatedAt} />,
      },
      {
        key: 'action',
        header: 'action',
        cell: (packet) => (
          <Wrap gap="2">
            <Button
              size="xs"
              variant="outline"
              aria-label={`Edit ${packet.title}`}
              onClick={() => setEditing(packet)}
            >
              <Pencil />
              Edit
            </Button>
            <Button
              size="xs"
              aria-label={`Send ${packet.title}`}
              disabled={packet.templates.length === 0}
              onClick={() => setSending({ kind: 'packet', id: packet.id, title: packet.title })}
            >
              <Send />
              Send
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={`Delete ${packet.title}`}
              onClick={() => setDeleting(packet)}
            >
              <Trash2 />
              Delete
            </Button>
          </Wrap>
        ),
      },
    ],
    [],
  );

  const packets = list.data ?? [];
  return (
    <Stack gap="4">
      <Text color="fg.muted" textStyle="sm">
        Several templates sent together: the client sees them as one task and completes them in
        order.
      </Text>
      {list.error && !list.isLoading ? (
        <ErrorPanel
          variant={packets.length ? 'inline' : 'panel'}
          error={errorMessage(list.error, LIST_LOAD_FAILURE)}
          onRetry={() => void list.mutate()}
          isRetrying={list.isValidating}
        />
      ) : null}
      {!(list.error && packets.length === 0) && (
        <SimpleTable
          caption={CAPTION}
          columns={columns}
          rows={packets}
          getRowKey={(packet) => packet.id}
          isLoading={list.isLoading}
          loadingText="Loading Packets..."
          empty={
            <EmptyState
              titleAs="p"
              title="No packet yet"
              description="Make a packet to send several templates together, for example to every new client."
            />
          }
        />
      )}
      <PacketEditor
        isOpen={isCreating || editing !== null}
        packet={editing}
        sentOnApproval={
          list.data?.find((packet) => packet.sendOnApproval && packet.id !== editing?.id)?.title ??
          null
        }
        onClose={() => {
          setEditing(null);
          onCreateClose();
        }}
        onSaved={() => void list.mutate()}
      />
      <SendDialog target={sending} onClose={() => setSending(null)} onSent={refreshDocuments} />
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Delete this packet?"
        message={
          deleting ? `Delete the packet “${deleting.title}”? What it already sent stays.` : ''
        }
        confirmLabel="Delete"
        tone="danger"
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
