import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface WideDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Close, Escape or the overlay. */
  onClose: () => void;
  /** The centred heading. */
  title: ReactNode;
  /** A line under the heading. */
  subtitle?: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom, always in view. */
  footer?: ReactNode;
  /** 'wide' for a PDF (the default); 'form' for a form of a few fields (a step before a PDF). */
  size?: 'wide' | 'form';
}

/**
 * The modal frame of the documents screens that show a PDF (complete, field editor, signed view):
 * the whole screen on a phone, nearly the whole window on a desktop; the same centred heading and
 * Close button as the design system's ModalFrame, with the body scrolling under a fixed footer.
 * One instance can go through several steps (the add document modal) and change its size,
 * rather than one modal closing as the next opens.
 */
export function WideDialog({
  isOpen,
  onClose,
  title,
  subtitle,
  children,
  footer,
  size = 'wide',
}: WideDialogProps) {
  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={size === 'wide' ? { base: 'full', md: 'cover' } : 'lg'}
      // Work in progress (fields placed, a form half filled) is not lost to a stray click: Close,
      // Escape and the buttons end it. A modal that replaces this one does not close it either.
      closeOnInteractOutside={false}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="center" gap="1" pe="12">
              <Dialog.Title textAlign="center">{title}</Dialog.Title>
              {subtitle && (
                <Dialog.Description textAlign="center" color="fg.muted" textStyle="sm">
                  {subtitle}
                </Dialog.Description>
              )}
            </Dialog.Header>
            {/* The body scrolls: keyboard users reach it (axe: scrollable-region-focusable). */}
            <Dialog.Body tabIndex={0}>{children}</Dialog.Body>
            {footer && (
              <Dialog.Footer borderTopWidth="1px" flexWrap="wrap" gap="2">
                {footer}
              </Dialog.Footer>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
