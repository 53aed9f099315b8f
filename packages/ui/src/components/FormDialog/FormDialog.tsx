import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

import { ModalFrame } from '../ModalFrame';

export interface FormDialogProps {
  isOpen: boolean;
  /** The centred heading. */
  title: string;
  /** The question put to the person, above the fields. */
  message: ReactNode;
  /** Label of the confirm button, which submits the fields. */
  confirmLabel: string;
  /** 'danger' colours the confirm button as destructive. */
  tone?: 'default' | 'danger';
  /** While the action runs: the buttons wait and the dialog cannot be dismissed. */
  isBusy: boolean;
  /** Enter in a field, or the confirm button. */
  onSubmit: () => void;
  onCancel: () => void;
  /** What to close focus on first (the first field, for example). */
  initialFocusEl?: () => HTMLElement | null;
  /** The fields. */
  children: ReactNode;
}

/**
 * A confirmation that asks for something more than yes (a reason, a password): the question, the
 * fields in a form, and Cancel and the confirm button in the footer, which submits the form.
 */
export function FormDialog({
  isOpen,
  title,
  message,
  confirmLabel,
  tone = 'default',
  isBusy,
  onSubmit,
  onCancel,
  initialFocusEl,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <ModalFrame
      isOpen={isOpen}
      onClose={onCancel}
      title={title}
      size="sm"
      isDismissable={!isBusy}
      {...(initialFocusEl ? { initialFocusEl } : {})}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={isBusy}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            colorPalette={tone === 'danger' ? 'red' : undefined}
            loading={isBusy}
            loadingText={confirmLabel}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Stack gap="5">
        <Text textAlign="center">{message}</Text>
        <chakra.form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {children}
        </chakra.form>
      </Stack>
    </ModalFrame>
  );
}
