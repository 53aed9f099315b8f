import { Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';

import type { TDocumentCopy } from '@portal/contracts';
import { DOCUMENT_REASON_MAX_LENGTH } from '@portal/contracts/constants';

import { DetailSkeleton, ErrorPanel, FormAlert, FormField, ModalFrame, notify } from '@portal/ui';

import { errorMessage, hasEndedSession } from '@/lib/http/errors';
import { RECORD_LOAD_FAILURE } from '@/lib/http/load-failures';

import { documentsApi } from '../api/documents-api';
import { useDocumentCopy } from '../api/hooks';
import { AuditTrail } from './AuditTrail';

/** The audit trail of one copy, read when opened. */
export function AuditTrailDialog({
  copy,
  onClose,
}: {
  copy: Pick<TDocumentCopy, 'id' | 'documentId' | 'client'> | null;
  onClose: () => void;
}) {
  const detail = useDocumentCopy(copy ? { documentId: copy.documentId, copyId: copy.id } : null);
  return (
    <ModalFrame
      isOpen={copy !== null}
      onClose={onClose}
      title={copy ? `Audit trail: ${copy.client.fullName}` : 'Audit trail'}
      size="lg"
    >
      {detail.error ? (
        <ErrorPanel
          variant="inline"
          error={errorMessage(detail.error, RECORD_LOAD_FAILURE)}
          onRetry={() => void detail.mutate()}
        />
      ) : detail.data ? (
        <AuditTrail events={detail.data.events} />
      ) : (
        <DetailSkeleton />
      )}
    </ModalFrame>
  );
}

const VOID_FAILURE = 'The copy could not be voided. Please try again.';

/** Voids an open copy, with an optional note for the client. */
export function VoidCopyDialog({
  copy,
  onClose,
  onVoided,
}: {
  copy: Pick<TDocumentCopy, 'id' | 'documentId' | 'client'> | null;
  onClose: () => void;
  onVoided: () => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const close = () => {
    setReason('');
    setProblem(null);
    onClose();
  };
  const submit = async () => {
    if (!copy) return;
    setIsBusy(true);
    setProblem(null);
    try {
      const answer = await documentsApi.voidCopy(copy.documentId, copy.id, reason);
      notify.success(answer.message);
      onVoided();
      close();
    } catch (error) {
      if (!hasEndedSession(error)) setProblem(errorMessage(error, VOID_FAILURE));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <ModalFrame
      isOpen={copy !== null}
      onClose={close}
      title="Void this copy?"
      footer={
        <HStack gap="3">
          <Button variant="outline" onClick={close} disabled={isBusy}>
            Cancel
          </Button>
          <Button colorPalette="red" onClick={() => void submit()} loading={isBusy}>
            Void copy
          </Button>
        </HStack>
      }
    >
      <Stack gap="4">
        {problem && <FormAlert title={problem} />}
        <Text>
          {copy?.client.fullName} will no longer be able to sign it. This cannot be undone.
        </Text>
        <FormField label="Note for the client (optional)">
          <Textarea
            value={reason}
            maxLength={DOCUMENT_REASON_MAX_LENGTH}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
      </Stack>
    </ModalFrame>
  );
}
