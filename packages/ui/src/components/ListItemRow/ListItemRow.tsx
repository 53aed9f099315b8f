import { HStack, Icon, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ListItemRowProps {
  /** A line icon standing for the thing (a device, a key). */
  icon: ReactNode;
  /** Its name. */
  title: ReactNode;
  /** A badge beside the name ("This device", "Synced"). */
  badge?: ReactNode;
  /** Smaller lines under the name: when, where. */
  children?: ReactNode;
  /** Buttons on the row's end (under it when the row is narrow). */
  actions?: ReactNode;
}

/**
 * One entry of a list of the person's own things in Settings (a session, a passkey): an `<li>`
 * with an icon, a name, details and actions; rows are divided by a line.
 */
export function ListItemRow({ icon, title, badge, children, actions }: ListItemRowProps) {
  return (
    <HStack
      as="li"
      listStyleType="none"
      gap="3"
      align="flex-start"
      justify="space-between"
      wrap="wrap"
      py="3"
      borderTopWidth="1px"
      borderColor="border"
      _first={{ borderTopWidth: '0', pt: '0' }}
    >
      <HStack gap="3" align="flex-start" minW="0" flex="1 1 16rem">
        <Icon boxSize="5" flexShrink="0" mt="0.5" color="fg.muted" aria-hidden>
          {icon}
        </Icon>
        <Stack gap="0.5" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium" overflowWrap="anywhere">
              {title}
            </Text>
            {badge}
          </HStack>
          {children}
        </Stack>
      </HStack>
      {actions}
    </HStack>
  );
}
