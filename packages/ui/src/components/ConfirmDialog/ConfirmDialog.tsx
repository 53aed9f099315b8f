import { Button, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

import { ModalFrame } from '../ModalFrame';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** The question put to the user, e.g. 'Are you sure you want to delete this account?'. */
  message: ReactNode;
  /** Called when the user confirms; while a returned promise runs, the dialog shows it is busy. */
  onConfirm: () => unknown;
  /** Called when the user cancels or dismisses the dialog. */
  onCancel: () => void;
  /** The centred heading. */
  title?: ReactNode;
  /** Label of the confirm button. */
  confirmLabel?: string;
  /** Label of the cancel button. */
  cancelLabel?: string;
  /** 'danger' colours the confirm button as destructive. */
  tone?: 'default' | 'danger';
  /** Forces the busy state (for an action the parent runs itself). */
  isBusy?: boolean;
  /** When false, only Cancel and Confirm close the dialog (the restore dialog). */
  isDismissable?: boolean;
}

/** Asks the user to confirm an action, and shows that it is running once confirmed. */
export function ConfirmDialog({
  isOpen,
  message,
  onConfirm,
  onCancel,
  title = 'Please confirm',
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'default',
  isBusy,
  isDismissable = true,
}: ConfirmDialogProps) {
  const [isRunning, setIsRunning] = useState(false);
  const busy = isBusy ?? isRunning;

  const confirm = async () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) return;
    setIsRunning(true);
    try {
      await result;
    } catch {
      // The caller reports its own failure (a toast); the dialog only stops being busy.
    } finally {
      setIsRunning(false);
    }
  };

  return (
    <ModalFrame
      isOpen={isOpen}
      onClose={onCancel}
      title={title}
      size="sm"
      isDismissable={isDismissable && !busy}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            colorPalette={tone === 'danger' ? 'red' : undefined}
            onClick={() => void confirm()}
            loading={busy}
            loadingText={confirmLabel}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Text textAlign="center">{message}</Text>
    </ModalFrame>
  );
}
