import { Button, chakra, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { Monitor, Smartphone } from 'lucide-react';

import type { TSession } from '@portal/contracts';

import { StatusBadge } from '@portal/ui';

import { isMobileLabel, lastActiveLabel, whenLabel } from '../utils/labels';

export interface SessionItemProps {
  session: TSession;
  /** Signs this session out (this device's: the ordinary sign-out). */
  onSignOut: () => void;
  /** While its sign-out runs. */
  isBusy: boolean;
}

/** One place the person is signed in: the device, when it signed in and from where, last use. */
export function SessionItem({ session, onSignOut, isBusy }: SessionItemProps) {
  const { label, ip, createdAt, lastActiveAt, isCurrent } = session;
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
          {isMobileLabel(label) ? <Smartphone /> : <Monitor />}
        </Icon>
        <Stack gap="0.5" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium" overflowWrap="anywhere">
              {label}
            </Text>
            {isCurrent && <StatusBadge tone="success">This device</StatusBadge>}
          </HStack>
          <Text textStyle="sm" color="fg.muted">
            Signed in <chakra.time dateTime={createdAt}>{whenLabel(createdAt)}</chakra.time>
            {ip && (
              <>
                {' from '}
                <chakra.span whiteSpace="nowrap">{ip}</chakra.span>
              </>
            )}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {isCurrent ? (
              'Active now'
            ) : (
              <>
                Last active{' '}
                <chakra.time dateTime={lastActiveAt}>{lastActiveLabel(lastActiveAt)}</chakra.time>
              </>
            )}
          </Text>
        </Stack>
      </HStack>
      <Button
        size="sm"
        variant="outline"
        onClick={onSignOut}
        loading={isBusy}
        aria-label={isCurrent ? 'Sign out of this device' : `Sign out ${label}`}
      >
        Sign out
      </Button>
    </HStack>
  );
}
