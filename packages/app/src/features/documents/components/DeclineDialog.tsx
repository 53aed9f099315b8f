import { Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';

import type { TDocumentCopy } from '@portal/contracts';
import { DOCUMENT_REASON_MAX_LENGTH } from '@portal/contracts/constants';

import { FormAlert, FormField, ModalFrame, notify } from '@portal/ui';

import { errorMessage, hasEndedSession } from '@/lib/http/errors';

import { documentsApi } from '../api/documents-api';

const DECLINE_FAILURE = 'The document could not be declined. Please try again.';

/** Declines a copy with a reason for the provider; the reason stays if the call fails. */
export function DeclineDialog({
  isOpen,
  copy,
  onClose,
  onDeclined,
}: {
  isOpen: boolean;
  copy: Pick<TDocumentCopy, 'id' | 'documentId'>;
  onClose: () => void;
  onDeclined: () => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const submit = async () => {
    if (!reason.trim()) {
      setProblem('Say why you decline, for your provider.');
      return;
    }
    setIsBusy(true);
    setProblem(null);
    try {
      const answer = await documentsApi.decline(copy.documentId, copy.id, reason.trim());
      notify.success(answer.message);
      onDeclined();
    } catch (error) {
      if (!hasEndedSession(error)) setProblem(errorMessage(error, DECLINE_FAILURE));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <ModalFrame
      isOpen={isOpen}
      onClose={onClose}
      title="Decline this document?"
      footer={
        <HStack gap="3">
          <Button variant="outline" onClick={onClose} disabled={isBusy}>
            Cancel
          </Button>
          <Button colorPalette="red" onClick={() => void submit()} loading={isBusy}>
            Decline
          </Button>
        </HStack>
      }
    >
      <Stack gap="4">
        {problem && <FormAlert title={problem} />}
        <Text>Your provider will see your reason. A declined document cannot be signed later.</Text>
        <FormField label="Reason" required>
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
