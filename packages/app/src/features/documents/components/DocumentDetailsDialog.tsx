import { Button, Code, Stack, Text, Wrap } from '@chakra-ui/react';
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
} from '@portal/ui';

import { errorMessage } from '@/lib/http/errors';
import { RECORD_LOAD_FAILURE } from '@/lib/http/load-failures';

import { useDocument } from '../api/hooks';
import { useDownload } from '../hooks/useDownload';
import { useFileBlob } from '../hooks/useFileBlob';
import { signedFileName } from '@portal/contracts/constants';
import { AuditTrailDialog, VoidCopyDialog } from './CopyDialogs';
import { FieldsStep } from './FieldsStep';
import { CopyItem } from './CopyItem';
import { ShareClientsForm } from './ShareClientsForm';

export interface DocumentDetailsDialogProps {
  /** The document shown; null closes the dialog. */
  documentId: string | null;
  /** Whether the caller owns it (a provider's own form): share, place fields, void. */
  isOwner: boolean;
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
  isOwner,
  onClose,
  onChanged,
}: DocumentDetailsDialogProps) {
  const detail = useDocument(documentId);
  const [panel, setPanel] = useState<Panel>(null);
  const { download, busyPath } = useDownload();
  const document = detail.data;
  const isForm = document?.kind === 'form';
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
              {isOwner && isForm && (
                <>
                  <Button variant="outline" size="sm" onClick={() => setPanel({ kind: 'fields' })}>
                    <ListPlus />
                    {document.fields.length ? 'Edit fields' : 'Place fields'}
                  </Button>
                  <Button
                    size="sm"
                    onClick={() => setPanel({ kind: 'share' })}
                    disabled={document.fields.length === 0}
                  >
                    <Send />
                    Share with clients
                  </Button>
                </>
              )}
            </Wrap>
            {isOwner && isForm && document.fields.length === 0 && (
              <Text textStyle="sm" color="fg.muted">
                Place at least one field before sharing.
              </Text>
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
      {document && (
        <ModalFrame
          isOpen={panel?.kind === 'share'}
          onClose={() => setPanel(null)}
          title="Share with clients"
        >
          <ShareClientsForm
            documentId={document.id}
            onCancel={() => setPanel(null)}
            onShared={() => {
              changed();
              setPanel(null);
            }}
          />
        </ModalFrame>
      )}
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
          value: document.kind === 'form' ? String(document.fields.length) : null,
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
  );
}
