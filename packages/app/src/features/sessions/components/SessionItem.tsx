import { Button, chakra, Text } from '@chakra-ui/react';
import { Monitor, Smartphone } from 'lucide-react';

import type { TSession } from '@portal/contracts';

import { ListItemRow, StatusBadge } from '@portal/ui';

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
    <ListItemRow
      icon={isMobileLabel(label) ? <Smartphone /> : <Monitor />}
      title={label}
      badge={isCurrent && <StatusBadge tone="success">This device</StatusBadge>}
      actions={
        <Button
          size="sm"
          variant="outline"
          onClick={onSignOut}
          loading={isBusy}
          aria-label={isCurrent ? 'Sign out of this device' : `Sign out ${label}`}
        >
          Sign out
        </Button>
      }
    >
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
    </ListItemRow>
  );
}
