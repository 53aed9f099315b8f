import { Box, Stack, Text } from '@chakra-ui/react';

import type { TDocumentAuditEvent } from '@portal/contracts';

import { EVENT_LABELS, formatDateTime } from '../utils/labels';

/** A copy's audit trail, oldest first: what happened, when, by whom, from where. */
export function AuditTrail({ events }: { events: readonly TDocumentAuditEvent[] }) {
  if (events.length === 0) return <Text color="fg.muted">Nothing has happened yet.</Text>;
  return (
    <Stack as="ol" gap="3" listStyleType="none" aria-label="Audit trail">
      {events.map((event) => (
        <Box as="li" key={event.id} borderStartWidth="3px" borderColor="brand.solid" ps="3">
          <Text fontWeight="semibold">{EVENT_LABELS[event.action]}</Text>
          {/* What the event records besides (a consent: the disclosure's version and when). */}
          {event.detail && (
            <Text textStyle="sm" overflowWrap="anywhere">
              {event.detail}
            </Text>
          )}
          <Text textStyle="sm">
            <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
            {' · '}
            {event.actor?.fullName ?? 'The platform'}
          </Text>
          {(event.ip || event.userAgent) && (
            <Text textStyle="xs" color="fg.muted" overflowWrap="anywhere">
              {[event.ip, event.userAgent].filter(Boolean).join(' · ')}
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}
