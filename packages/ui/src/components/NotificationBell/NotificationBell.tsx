import { Box, Float, IconButton, Popover, Portal } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import type { ReactNode } from 'react';

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

/** The header's bell: the unread count on it, and a panel of the latest notifications. */
export function NotificationBell({
  unreadCount,
  children,
  isOpen,
  onOpenChange,
}: NotificationBellProps) {
  const badge = unreadCount > 99 ? '99+' : String(unreadCount);
  const label = unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications';
  return (
    <Popover.Root
      positioning={{ placement: 'bottom-end' }}
      {...(isOpen === undefined ? {} : { open: isOpen })}
      onOpenChange={(details) => onOpenChange?.(details.open)}
    >
      <Popover.Trigger asChild>
        <IconButton aria-label={label} variant="ghost" size="sm" position="relative">
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
      </Popover.Trigger>
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
