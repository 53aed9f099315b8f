import { CloseButton, Dialog, Portal, chakra, type SystemStyleObject } from '@chakra-ui/react';
import type { MouseEvent, ReactNode } from 'react';

export interface ShellDrawerProps {
  /** Whether the drawer is open. */
  isOpen: boolean;
  /** The edge it slides in from: the navigation at the start, the chat panel at the end. */
  side: 'start' | 'end';
  /** The drawer's heading, which also names the dialog. */
  title: string;
  /** The close button's accessible name. */
  closeLabel: string;
  /** Called by the close button, Escape and the backdrop. */
  onClose: () => void;
  /** Called on any click inside the drawer (the shell closes it when a link is chosen). */
  onClick: (event: MouseEvent<HTMLElement>) => void;
  /** Shown under the content, e.g. the account actions in the menu drawer. */
  footer?: ReactNode;
  /** The AppShell recipe's slot styles. */
  styles: Record<string, SystemStyleObject>;
  /** The drawer's content. */
  children: ReactNode;
}

/** A panel that slides over the page: a modal dialog (focus kept inside, Escape closes it). */
export default function ShellDrawer({
  isOpen,
  side,
  title,
  closeLabel,
  onClose,
  onClick,
  footer,
  styles,
  children,
}: ShellDrawerProps) {
  return (
    <Dialog.Root
      unstyled
      open={isOpen}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop css={styles.drawerBackdrop} />
        <Dialog.Positioner css={styles.drawerPositioner} data-side={side}>
          <Dialog.Content css={styles.drawer} onClick={onClick}>
            <chakra.div css={styles.drawerHeader}>
              <Dialog.Title css={styles.drawerTitle}>{title}</Dialog.Title>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} />
              </Dialog.CloseTrigger>
            </chakra.div>
            <chakra.div css={styles.drawerBody}>{children}</chakra.div>
            {footer && <chakra.div css={styles.drawerFooter}>{footer}</chakra.div>}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
