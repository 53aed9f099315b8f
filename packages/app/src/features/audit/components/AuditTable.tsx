import { chakra, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import type { TAuditEvent } from '@portal/contracts';

import { SimpleTable, type SimpleTableColumn } from '@portal/ui';

import { actorLabel, targetLabel } from '../utils/labels';
import { AuditAction, AuditTime } from './AuditParts';

export interface AuditTableProps {
  /** The events of the page shown. */
  events: readonly TAuditEvent[];
  /** While true (the first read), skeleton rows stand in for the events. */
  isLoading: boolean;
  /** What an empty page says. */
  empty: ReactNode;
}

const columns: SimpleTableColumn<TAuditEvent>[] = [
  {
    key: 'time',
    header: 'Time',
    cardRole: 'field',
    cell: (event) => <AuditTime iso={event.at} />,
  },
  {
    key: 'event',
    header: 'Action',
    cardRole: 'title',
    cell: (event) => <AuditAction action={event.action} />,
  },
  { key: 'who', header: 'Who', cell: (event) => actorLabel(event) },
  { key: 'whom', header: 'Whom', cell: (event) => targetLabel(event) },
  { key: 'ip', header: 'Address', cell: (event) => event.ip ?? '—' },
  {
    key: 'device',
    header: 'Device',
    // The whole user agent on hover: the label is read from it.
    cell: (event) => (
      <chakra.span title={event.userAgent ?? undefined}>{event.device ?? '—'}</chakra.span>
    ),
  },
  {
    key: 'details',
    header: 'Details',
    cell: (event) => (
      <Text textStyle="sm" maxW="24rem" lineClamp={3} title={event.summary || undefined}>
        {event.summary || '—'}
      </Text>
    ),
  },
];

const keyOf = (event: TAuditEvent) => event.id;

/** The log's rows: a table from 768 px, stacked cards (action first) on a phone. */
export function AuditTable({ events, isLoading, empty }: AuditTableProps) {
  return (
    <SimpleTable
      caption="Audit log"
      columns={columns}
      rows={events}
      getRowKey={keyOf}
      isLoading={isLoading}
      loadingText="Loading the audit log..."
      skeletonRows={8}
      size="sm"
      empty={empty}
    />
  );
}
