import { CloseButton, Dialog, Portal } from '@chakra-ui/react';

import type { ModalFrameProps } from './ModalFrame';

/** ModalFrame's dialog, loaded when the modal first opens. */
export default function ModalDialog({
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
