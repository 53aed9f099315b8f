import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ModalFrameProps {
  /** Whether the modal is shown. */
  isOpen: boolean;
  /** Called when the user dismisses the modal (Close, Escape, a click on the overlay). */
  onClose: () => void;
  /** The centred heading. */
  title: ReactNode;
  /** The modal's content. */
  children?: ReactNode;
  /** Buttons under the content, such as Cancel and Confirm. */
  footer?: ReactNode;
  /**
   * When false, Close, Escape and the overlay do not dismiss the modal (the restore modal):
   * the user must answer with one of the footer's buttons.
   */
  isDismissable?: boolean;
  /** Width of the modal from the theme. */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** Label of the Close button. */
  closeLabel?: string;
  /** Where focus goes when the modal opens (defaults to the first focusable element). */
  initialFocusEl?: () => HTMLElement | null;
}

/** The shared modal frame: a centred heading, the content, and a Close button at the corner. */
export function ModalFrame({
  isOpen,
  onClose,
  title,
  children,
  footer,
  isDismissable = true,
  size = 'md',
  closeLabel = 'Close',
  initialFocusEl,
}: ModalFrameProps) {
  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(details) => {
        if (!details.open && isDismissable) onClose();
      }}
      closeOnEscape={isDismissable}
      closeOnInteractOutside={isDismissable}
      placement="center"
      size={size}
      role={isDismissable ? 'dialog' : 'alertdialog'}
      initialFocusEl={initialFocusEl}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header justifyContent="center">
              <Dialog.Title textAlign="center">{title}</Dialog.Title>
            </Dialog.Header>
            {children && <Dialog.Body>{children}</Dialog.Body>}
            {footer && <Dialog.Footer justifyContent="center">{footer}</Dialog.Footer>}
            {isDismissable && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
