import { chakra, HStack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';

import { REJECTION_REASON_MAX_LENGTH } from '@portal/contracts/constants';

import { FormDialog, FormField } from '@portal/ui';

export const REASON_LABEL = 'Reason (optional)';
export const REASON_HINT =
  'The person receives it by e-mail; you see it with the rejected account.';
export const reasonTooLong = (length: number) =>
  `Use at most ${REJECTION_REASON_MAX_LENGTH} characters (this reason has ${length})`;

export interface RejectAccountDialogProps {
  isOpen: boolean;
  /** Whose account: named in the question. */
  fullName: string;
  /**
   * Rejects, with the reason typed (trimmed; undefined when none). Resolves true once done; on
   * false (the failure is reported elsewhere, a toast) the dialog stays open with the reason.
   */
  onConfirm: (reason: string | undefined) => Promise<boolean>;
  onCancel: () => void;
}

/**
 * The superadmin's reject confirmation, with an optional reason for the person. The counter shows
 * what is left of the contract's limit; a longer reason is said under the box and not sent. Every
 * opening starts with an empty box.
 */
export function RejectAccountDialog({
  isOpen,
  fullName,
  onConfirm,
  onCancel,
}: RejectAccountDialogProps) {
  const [reason, setReason] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    setReason('');
  }
  const length = reason.trim().length;
  const isTooLong = length > REJECTION_REASON_MAX_LENGTH;

  const submit = async () => {
    if (isTooLong) return;
    setIsBusy(true);
    try {
      await onConfirm(reason.trim() || undefined);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <FormDialog
      isOpen={isOpen}
      title="Reject account"
      message={`Are you sure you want to reject the account of ${fullName}? It can be restored later from the rejected users.`}
      confirmLabel="Reject"
      tone="danger"
      isBusy={isBusy}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <FormField
        label={REASON_LABEL}
        error={isTooLong ? reasonTooLong(length) : undefined}
        helperText={
          <HStack justify="space-between" gap="3" align="start">
            <span>{REASON_HINT}</span>
            <chakra.span flexShrink="0">
              {length} / {REJECTION_REASON_MAX_LENGTH}
            </chakra.span>
          </HStack>
        }
      >
        <Textarea
          value={reason}
          rows={4}
          resize="vertical"
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
    </FormDialog>
  );
}
