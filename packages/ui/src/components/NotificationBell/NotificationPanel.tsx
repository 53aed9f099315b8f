import { Popover, Portal } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';

export interface NotificationPanelProps {
  /** Whether the panel shows. */
  isOpen: boolean;
  /** Called when the panel closes on its own (Escape, a click outside). */
  onClose: () => void;
  /** The id of the bell: the panel is placed against it and gives focus back to it. */
  triggerId: string;
  /** The panel's id, which the bell's aria-controls names while it shows. */
  contentId: string;
  /** Whether focus moves into the panel when it opens (not for a panel open from the start). */
  takesFocus: boolean;
  children: ReactNode;
}

/**
 * The bell's panel (Chakra's popover: its positioning, dismissal and focus handling), loaded when
 * the bell is first pressed. The bell itself stays the page's own button.
 */
export default function NotificationPanel({
  isOpen,
  onClose,
  triggerId,
  contentId,
  takesFocus,
  children,
}: NotificationPanelProps) {
  // The popover moves focus into the panel when it opens, not when it starts open: it starts
  // closed for a frame, then opens.
  const [isReady, setIsReady] = useState(!takesFocus);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setIsReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <Popover.Root
      open={isOpen && isReady}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      ids={{ trigger: triggerId, content: contentId }}
      positioning={{ placement: 'bottom-end' }}
    >
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="min(24rem, calc(100vw - 1rem))" aria-label="Notifications">
            <Popover.Body p="2">{children}</Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
