import { CloseButton, Dialog, Portal } from '@chakra-ui/react';

import type { ModalFrameProps } from './ModalFrame';

/** The heading's layout: a subtitle goes under the title; a workspace keeps clear of Close. */
const headerProps = (hasSubtitle: boolean, isWorkspace: boolean): Dialog.HeaderProps =>
  hasSubtitle || isWorkspace
    ? {
        flexDirection: 'column',
        alignItems: 'center',
        gap: '1',
        pe: isWorkspace ? '12' : undefined,
      }
    : { justifyContent: 'center' };

/** ModalFrame's dialog, loaded when the modal first opens. */
export default function ModalDialog({
  isOpen,
  onClose,
  title,
  subtitle,
  children,
  footer,
  isDismissable = true,
  size = 'md',
  variant = 'standard',
  closeLabel = 'Close',
  initialFocusEl,
}: ModalFrameProps) {
  const isWorkspace = variant === 'workspace';
  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(details) => {
        if (!details.open && isDismissable) onClose();
      }}
      closeOnEscape={isDismissable}
      // Work in progress (fields placed, a form half filled) is not lost to a stray click.
      closeOnInteractOutside={isDismissable && !isWorkspace}
      placement="center"
      size={size === 'wide' ? { base: 'full', md: 'cover' } : size}
      {...(isWorkspace && { scrollBehavior: 'inside' })}
      role={isDismissable ? 'dialog' : 'alertdialog'}
      initialFocusEl={initialFocusEl}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        {/*
          'wide' is a full screen on a phone and Chakra's cover beside; the full size's height (the
          whole screen) holds on wide screens too, so cover's padding above and below made the
          frame taller than the window, and focus or a scroll into view moved the dialog up to
          80 px in it (its heading or its footer out of view). Side padding only: it fits.
        */}
        <Dialog.Positioner {...(size === 'wide' && { py: { md: '0' } })}>
          <Dialog.Content>
            <Dialog.Header {...headerProps(Boolean(subtitle), isWorkspace)}>
              <Dialog.Title textAlign="center">{title}</Dialog.Title>
              {subtitle && (
                <Dialog.Description textAlign="center" color="fg.muted" textStyle="sm">
                  {subtitle}
                </Dialog.Description>
              )}
            </Dialog.Header>
            {/*
              A workspace's body scrolls: keyboard users reach it (axe: scrollable-region-focusable).
              A panel kept at its bottom (position: sticky, bottom 0: the complete dialog's actions,
              the field editor's buttons) stops at the scroll box's padding, so with the usual
              padding below it floated over the page with the document showing under it. The space
              below the content is a spacer instead: the panel rests on the frame's edge.
            */}
            {children && (
              <Dialog.Body
                tabIndex={isWorkspace ? 0 : undefined}
                {...(isWorkspace && {
                  pb: '0',
                  _after: { content: '""', display: 'block', flexShrink: '0', height: '6' },
                })}
              >
                {children}
              </Dialog.Body>
            )}
            {footer &&
              (isWorkspace ? (
                <Dialog.Footer borderTopWidth="1px" flexWrap="wrap" gap="2">
                  {footer}
                </Dialog.Footer>
              ) : (
                <Dialog.Footer justifyContent="center">{footer}</Dialog.Footer>
              ))}
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
