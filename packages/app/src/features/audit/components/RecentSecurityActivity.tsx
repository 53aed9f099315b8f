import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import type { TAuditEvent } from '@portal/contracts';
import { MY_AUDIT_DAYS } from '@portal/contracts/constants';

import { EmptyState, ErrorPanel, ListSkeleton, SectionCard } from '@portal/ui';

import { errorMessage } from '@/lib/http/errors';
import { LIST_LOAD_FAILURE } from '@/lib/http/load-failures';

import { useMyAuditEvents } from '../api/hooks';
import { AuditAction, AuditTime } from './AuditParts';

/** Events shown before "Show all". */
const FIRST_SHOWN = 5;

/**
 * Settings: the person's own recent security events (sign-ins and failed attempts, sessions
 * ended, password changes). Its code is a chunk of its own, loaded after the Settings page (the
 * page stays within its size budget); its events are read at once, so that the page settles
 * (nothing left busy below the fold).
 */
export function RecentSecurityActivity() {
  return (
    <SectionCard
      title="Recent security activity"
      description={`Sign-ins to your account, failed attempts, sessions ended and password changes in the last ${MY_AUDIT_DAYS} days. Something you do not recognise? Change your password.`}
    >
      <ActivityList />
    </SectionCard>
  );
}

function ActivityList() {
  const { data: events, error, isLoading, isValidating, mutate } = useMyAuditEvents();
  const [isAllShown, setIsAllShown] = useState(false);
  if (isLoading) {
    return (
      <ListSkeleton
        loadingText="Loading your recent activity..."
        rows={3}
        lines={2}
        hasAvatar={false}
        mx="-3"
      />
    );
  }
  if (!events) {
    return (
      <ErrorPanel
        variant="inline"
        titleAs="p"
        error={errorMessage(error, LIST_LOAD_FAILURE)}
        onRetry={() => void mutate()}
        isRetrying={isValidating}
      />
    );
  }
  if (events.length === 0) {
    return <EmptyState titleAs="p" title="No security events in this period." size="sm" />;
  }
  const shown = isAllShown ? events : events.slice(0, FIRST_SHOWN);
  return (
    <Stack gap="3">
      <Stack as="ul" gap="3" listStyleType="none" aria-label="Recent security activity">
        {shown.map((event) => (
          <ActivityItem key={event.id} event={event} />
        ))}
      </Stack>
      {events.length > FIRST_SHOWN && (
        <HStack>
          <Button size="sm" variant="outline" onClick={() => setIsAllShown((shown) => !shown)}>
            {isAllShown ? 'Show fewer' : `Show all ${events.length}`}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

/**
 * Where it came from and who did it, when that is not the person: the device and the address; a
 * session the superadmin ended names it, one the portal ended (idle) says so.
 */
function originOf(event: TAuditEvent): string {
  const byOther =
    event.actor && event.target && event.actor.id !== event.target.id
      ? `by ${event.actor.name ?? 'an administrator'}`
      : null;
  const byPortal = !event.actor && event.target ? 'by the portal' : null;
  return [event.device, event.ip, byOther ?? byPortal].filter(Boolean).join(' · ');
}

function ActivityItem({ event }: { event: TAuditEvent }) {
  const origin = originOf(event);
  return (
    <Stack as="li" gap="1">
      <HStack gap="2" wrap="wrap">
        <AuditAction action={event.action} />
        {event.summary && <Text textStyle="sm">{event.summary}</Text>}
      </HStack>
      <Text textStyle="sm" color="fg.muted">
        <AuditTime iso={event.at} />
        {origin && ` · ${origin}`}
      </Text>
    </Stack>
  );
}
