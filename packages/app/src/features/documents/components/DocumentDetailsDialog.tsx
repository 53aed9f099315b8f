import { Button, Code, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { Download, ListPlus, Send } from 'lucide-react';
import { useState } from 'react';

import type { TDocumentCopy, TDocumentDetail } from '@portal/contracts';

import {
  DateText,
  DetailList,
  DetailSkeleton,
  ErrorPanel,
  formatFileSize,
  ModalFrame,
  SectionCard,
  StatusBadge,
} from '@portal/ui';

import { errorMessage } from '@/lib/http/errors';
import { RECORD_LOAD_FAILURE } from '@/lib/http/load-failures';

import { useDocument } from '../api/hooks';
import { useDownload } from '../hooks/useDownload';
import { useFileBlob } from '../hooks/useFileBlob';
import { signedFileName } from '@portal/contracts/constants';
import { FIELD_TYPE_LABELS } from '../utils/labels';
import { AuditTrailDialog, VoidCopyDialog } from './CopyDialogs';
import { FieldsStep } from './FieldsStep';
import { CopyItem } from './CopyItem';
import { SendDialog } from './SendDialog';

export interface DocumentDetailsDialogProps {
  /** The document shown; null closes the dialog. */
  documentId: string | null;
  /** Whether the caller owns it (a provider's own form or template): share, place fields, void. */
  isOwner?: boolean;
  /** The caller: when given, whether it owns the document is read from the document itself. */
  viewerId?: string | null;
  /** Whether the caller may send it (a provider; the superadmin only keeps templates). */
  canSend?: boolean;
  onClose: () => void;
  /** Called when the document changed (fields, copies). */
  onChanged: () => void;
}

type Panel =
  | { kind: 'share' }
  | { kind: 'fields' }
  | { kind: 'trail'; copy: TDocumentCopy }
  | { kind: 'void'; copy: TDocumentCopy }
  | null;

/** One document: its file, and each client's copy with its status, trail and actions. */
export function DocumentDetailsDialog({
  documentId,
  isOwner: isOwnerProp = false,
  viewerId,
  canSend = true,
  onClose,
  onChanged,
}: DocumentDetailsDialogProps) {
  const detail = useDocument(documentId);
  const [panel, setPanel] = useState<Panel>(null);
  const { download, busyPath } = useDownload();
  const document = detail.data;
  const isOwner =
    viewerId === undefined ? isOwnerProp : Boolean(document && document.owner.id === viewerId);
  const isForm = document?.kind === 'form';
  const isTemplate = document?.kind === 'template';
  const hasFields = (document?.fields.length ?? 0) > 0;
  // The original, for the field editor: downloaded only when the editor opens.
  const original = useFileBlob(
    panel?.kind === 'fields' && document?.fileUrl ? document.fileUrl : null,
  );

  const changed = () => {
    onChanged();
    void detail.mutate();
  };

  if (panel?.kind === 'fields' && document) {
    return (
      <FieldsStep
        isOpen
        onClose={() => setPanel(null)}
        document={document}
        file={original.data}
        onSaved={() => {
          changed();
          setPanel(null);
        }}
      />
    );
  }

  return (
    <>
      <ModalFrame
        isOpen={documentId !== null}
        onClose={onClose}
        title={document?.title ?? 'Document'}
        size="xl"
      >
        {detail.error ? (
          <ErrorPanel
            variant="inline"
            error={errorMessage(detail.error, RECORD_LOAD_FAILURE)}
            onRetry={() => void detail.mutate()}
          />
        ) : !document ? (
          <DetailSkeleton />
        ) : (
          <Stack gap="5">
            <DocumentFacts document={document} />
            <Wrap gap="2">
              {document.fileUrl && (
                <Button
                  variant="outline"
                  size="sm"
                  loading={busyPath === document.fileUrl}
                  onClick={() => void download(document.fileUrl ?? '', document.fileName)}
                >
                  <Download />
                  Download original
                </Button>
              )}
              {isOwner && (isForm || isTemplate) && (
                <Button variant="outline" size="sm" onClick={() => setPanel({ kind: 'fields' })}>
                  <ListPlus />
                  {hasFields ? 'Edit fields' : 'Place fields'}
                </Button>
              )}
              {canSend && ((isOwner && isForm) || isTemplate) && (
                <Button size="sm" onClick={() => setPanel({ kind: 'share' })} disabled={!hasFields}>
                  <Send />
                  {isTemplate ? 'Send' : 'Share with clients'}
                </Button>
              )}
            </Wrap>
            {canSend && ((isOwner && isForm) || isTemplate) && !hasFields && (
              <Text textStyle="sm" color="fg.muted">
                {isOwner
                  ? `Place at least one field before ${isTemplate ? 'sending' : 'sharing'}.`
                  : 'This template has no field yet: it can be sent once the practice places one.'}
              </Text>
            )}
            {isTemplate && !isOwner && hasFields && (
              <SectionCard title="Fields" titleAs="h3" p="4">
                <Stack as="ul" gap="1" listStyleType="none" aria-label="Fields">
                  {document.fields.map((field) => (
                    <HStack as="li" key={field.id} gap="2" textStyle="sm" flexWrap="wrap">
                      <Text fontWeight="medium">{field.label}</Text>
                      <Text color="fg.muted">
                        {FIELD_TYPE_LABELS[field.type]}, page {field.page}
                        {field.required ? '' : ', optional'}
                      </Text>
                    </HStack>
                  ))}
                </Stack>
              </SectionCard>
            )}
            {isForm && (
              <SectionCard title="Copies" titleAs="h3" p="4">
                {document.copies.length === 0 ? (
                  <Text color="fg.muted">Not sent to anyone yet.</Text>
                ) : (
                  <Stack as="ul" gap="3" listStyleType="none" aria-label="Copies">
                    {document.copies.map((copy) => (
                      <CopyItem
                        key={copy.id}
                        copy={copy}
                        title={document.title}
                        isOwner={isOwner}
                        isDownloading={busyPath === copy.signedUrl}
                        onTrail={() => setPanel({ kind: 'trail', copy })}
                        onVoid={() => setPanel({ kind: 'void', copy })}
                        onDownload={() =>
                          void download(copy.signedUrl ?? '', signedFileName(document.title))
                        }
                        onChanged={changed}
                      />
                    ))}
                  </Stack>
                )}
              </SectionCard>
            )}
          </Stack>
        )}
      </ModalFrame>
      <SendDialog
        target={
          panel?.kind === 'share' && document
            ? { kind: isTemplate ? 'template' : 'form', id: document.id, title: document.title }
            : null
        }
        onClose={() => setPanel(null)}
        onSent={changed}
      />
      <AuditTrailDialog
        copy={panel?.kind === 'trail' ? panel.copy : null}
        onClose={() => setPanel(null)}
      />
      <VoidCopyDialog
        copy={panel?.kind === 'void' ? panel.copy : null}
        onClose={() => setPanel(null)}
        onVoided={changed}
      />
    </>
  );
}

function DocumentFacts({ document }: { document: TDocumentDetail }) {
  return (
    <Stack gap="3">
      {document.kind === 'template' && (
        <HStack gap="2" flexWrap="wrap">
          <StatusBadge tone="info">
            {document.practiceWide ? 'Practice template' : 'Template'}
          </StatusBadge>
          <Text textStyle="sm" color="fg.muted">
            Sending it makes a new form from it: editing it later changes nothing already sent.
          </Text>
        </HStack>
      )}
      {document.kind === 'form' && document.templateId && (
        <Text textStyle="sm" color="fg.muted">
          Made from a template
        </Text>
      )}
      <DetailList
        items={[
          { label: 'File', value: `${document.fileName} (${formatFileSize(document.fileSize)})` },
          {
            label: 'Pages',
            value: document.pageCount === null ? null : String(document.pageCount),
          },
          { label: 'Added by', value: document.owner.fullName },
          { label: 'Added', value: <DateText iso={document.createdAt} /> },
          {
            label: 'Fields',
            value: document.kind === 'file' ? null : String(document.fields.length),
          },
          {
            label: 'SHA-256',
            value: (
              <Code overflowWrap="anywhere" wordBreak="break-all" whiteSpace="normal">
                {document.sha256}
              </Code>
            ),
          },
        ]}
      />
    </Stack>
  );
}
