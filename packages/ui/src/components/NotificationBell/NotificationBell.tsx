import { Box, Float, IconButton } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { Suspense, lazy, useId, useState, type ReactNode } from 'react';

import { useHasOpened } from '../../lib/use-has-opened';

const NotificationPanel = lazy(() => import('./NotificationPanel'));

export interface NotificationBellProps {
  /** Unread notifications: a badge on the bell (99+ above 99), none at 0. */
  unreadCount: number;
  /** What the bell opens: the latest notifications and a way to all of them. */
  children: ReactNode;
  /** Whether the panel is open (controlled); leave out to let the bell manage it. */
  isOpen?: boolean;
  /** Called when the panel opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * The header's bell: the unread count on it, and a panel of the latest notifications. The panel's
 * code (Chakra's popover with its focus handling, ~12 KB gzip) loads when the bell is first
 * pressed.
 */
export function NotificationBell({
  unreadCount,
  children,
  isOpen,
  onOpenChange,
}: NotificationBellProps) {
  const badge = unreadCount > 99 ? '99+' : String(unreadCount);
  // The name says the count as the badge shows it (WCAG 2.5.3 Label in Name).
  const label = unreadCount > 0 ? `Notifications, ${badge} unread` : 'Notifications';
  const generatedId = useId();
  const triggerId = `notification-bell-${generatedId}`;
  const contentId = `notification-panel-${generatedId}`;
  const [ownIsOpen, setOwnIsOpen] = useState(false);
  const open = isOpen ?? ownIsOpen;
  const setOpen = (next: boolean) => {
    if (isOpen === undefined) setOwnIsOpen(next);
    onOpenChange?.(next);
  };
  const hasOpened = useHasOpened(open);
  // A panel open from the first render (a story, a page that opens it) does not take the focus.
  const [startsOpen] = useState(open);
  return (
    <>
      <IconButton
        id={triggerId}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        variant="ghost"
        size="sm"
        position="relative"
        onClick={() => setOpen(!open)}
      >
        <Bell />
        {unreadCount > 0 && (
          <Float placement="top-end" offset="1.5">
            <Box
              as="span"
              aria-hidden="true"
              display="flex"
              alignItems="center"
              justifyContent="center"
              minW="4"
              h="4"
              px="1"
              borderRadius="full"
              colorPalette="red"
              bg="colorPalette.solid"
              color="colorPalette.contrast"
              fontSize="2xs"
              fontWeight="semibold"
              // A unitless line height multiplies the font size ("4" was 40 px, the number
              // fell below the pill): one line of the text's own height, centred by flex.
              lineHeight="1"
            >
              {badge}
            </Box>
          </Float>
        )}
      </IconButton>
      {hasOpened && (
        <Suspense fallback={null}>
          <NotificationPanel
            isOpen={open}
            onClose={() => setOpen(false)}
            triggerId={triggerId}
            contentId={contentId}
            takesFocus={!startsOpen}
          >
            {children}
          </NotificationPanel>
        </Suspense>
      )}
    </>
  );
}
