import { Button, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { Eye, ListPlus, Send, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';

import type { TDocumentSummary } from '@portal/contracts';

import {
  ConfirmDialog,
  DateText,
  notify,
  SearchableTable,
  StatusBadge,
  type SimpleTableColumn,
} from '@portal/ui';

import { errorMessage, hasEndedSession } from '@/lib/http/errors';
import { LIST_LOAD_FAILURE } from '@/lib/http/load-failures';

import { documentsApi } from '../api/documents-api';
import { useRefreshDocuments } from '../api/hooks';
import { useRefreshPackets, useTemplates } from '../api/templates';
import { createDocumentSearch } from '../utils/document-search';
import type { SendTarget } from '../utils/sending';
import { SendDialog } from './SendDialog';

const CAPTION = 'Templates';
const DELETE_FAILURE = 'The template could not be deleted. Please try again.';

export interface TemplatesViewProps {
  /** Who looks: a provider sends its own and the practice's; the superadmin keeps the practice's. */
  role: 'provider' | 'superadmin';
  /** The signed-in person: its own templates may be edited and deleted. */
  userId: string | null;
  /** Opens a template in the document dialog (its facts and the fields editor). */
  onOpen: (id: string) => void;
}

/** The templates view of '/all-documents': the list with Edit fields, Send and Delete. */
export function TemplatesView({ role, userId, onOpen }: TemplatesViewProps) {
  const list = useTemplates();
  const refreshDocuments = useRefreshDocuments();
  const refreshPackets = useRefreshPackets();
  const [sending, setSending] = useState<SendTarget | null>(null);
  const [deleting, setDeleting] = useState<TDocumentSummary | null>(null);

  const remove = async (template: TDocumentSummary) => {
    try {
      const answer = await documentsApi.deleteTemplate(template.id);
      notify.success(answer.message);
      setDeleting(null);
      refreshDocuments();
      refreshPackets();
    } catch (error) {
      if (!hasEndedSession(error)) notify.error(errorMessage(error, DELETE_FAILURE));
    }
  };

  const columns = useMemo<SimpleTableColumn<TDocumentSummary>[]>(
    () => [
      {
        key: 'title',
        header: 'Title',
        cell: (template) => (
          <Stack gap="0.5" minW="0" align="flex-start">
            <HStack gap="2" flexWrap="wrap">
              <Text fontWeight="semibold" overflowWrap="anywhere">
                {template.title}
              </Text>
              {role === 'provider' && template.practiceWide && (
                <StatusBadge tone="info">Practice</StatusBadge>
              )}
            </HStack>
            <Text textStyle="xs" color="fg.muted" overflowWrap="anywhere">
              {template.fileName}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'fields',
        header: 'Fields',
        cell: (template) => String(template.fieldCount),
      },
      {
        key: 'date',
        header: 'date',
        cardLabel: 'Date',
        cell: (template) => <DateText iso={template.createdAt} />,
      },
      {
        key: 'action',
        header: 'action',
        cell: (template) => {
          const isOwn = template.owner.id === userId;
          return (
            <Wrap gap="2" align="center">
              {isOwn ? (
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={`Edit fields of ${template.title}`}
                  onClick={() => onOpen(template.id)}
                >
                  <ListPlus />
                  Edit fields
                </Button>
              ) : (
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={`View fields of ${template.title}`}
                  onClick={() => onOpen(template.id)}
                >
                  <Eye />
                  View fields
                </Button>
              )}
              {role === 'provider' &&
                (template.fieldCount > 0 ? (
                  <Button
                    size="xs"
                    aria-label={`Send ${template.title}`}
                    onClick={() =>
                      setSending({ kind: 'template', id: template.id, title: template.title })
                    }
                  >
                    <Send />
                    Send
                  </Button>
                ) : (
                  <Text textStyle="xs" color="fg.muted">
                    {isOwn ? 'Place a field to send it.' : 'No fields yet.'}
                  </Text>
                ))}
              {isOwn && (
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={`Delete ${template.title}`}
                  onClick={() => setDeleting(template)}
                >
                  <Trash2 />
                  Delete
                </Button>
              )}
            </Wrap>
          );
        },
      },
    ],
    [role, userId, onOpen],
  );

  return (
    <Stack gap="4">
      <Text color="fg.muted" textStyle="sm">
        {role === 'superadmin'
          ? 'The practice’s templates: every provider can send them to their clients.'
          : 'Forms you send again and again: place the fields once, then send a fresh copy whenever you need it.'}
      </Text>
      <SearchableTable
        items={list.data ?? []}
        columns={columns}
        getRowKey={(template) => template.id}
        caption={CAPTION}
        createSearch={createDocumentSearch}
        searchPlaceholder="Search templates by title or file name"
        isLoading={list.isLoading}
        loadingText="Loading Templates..."
        error={list.error ? errorMessage(list.error, LIST_LOAD_FAILURE) : null}
        onRetry={() => void list.mutate()}
        isRetrying={list.isValidating}
        emptyText={
          role === 'superadmin'
            ? 'No practice template yet. Add Template to add a PDF every provider can send.'
            : 'No template yet. Add Template to upload a PDF, place its fields once and send it to any client.'
        }
      />
      <SendDialog target={sending} onClose={() => setSending(null)} onSent={refreshDocuments} />
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Delete this template?"
        message={
          deleting
            ? `Delete the template “${deleting.title}”? Forms already sent from it stay as they are; packets that list it lose it.`
            : ''
        }
        confirmLabel="Delete"
        tone="danger"
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
