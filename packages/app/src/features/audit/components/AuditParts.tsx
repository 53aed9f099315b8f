import { chakra } from '@chakra-ui/react';

import type { TAuditEvent } from '@portal/contracts';

import { StatusBadge } from '@portal/ui';

import { actionLabel, isFailure, localTime, utcTime } from '../utils/labels';

/**
 * A time in the viewer's locale; the UTC instant on hover and for machines. On one line in the
 * table; in a phone's card, whose cells are half its width, it may wrap.
 */
export function AuditTime({ iso }: { iso: string }) {
  return (
    <chakra.time dateTime={iso} title={utcTime(iso)} whiteSpace={{ base: 'normal', md: 'nowrap' }}>
      {localTime(iso)}
    </chakra.time>
  );
}

/** An action's label, failures in red. */
export function AuditAction({ action }: { action: TAuditEvent['action'] }) {
  return (
    <StatusBadge tone={isFailure(action) ? 'danger' : 'neutral'} whiteSpace="nowrap">
      {actionLabel(action)}
    </StatusBadge>
  );
}
