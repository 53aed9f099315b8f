import type { TCopyStatus, TDocumentCopy, TDocumentSummary } from '@portal/contracts';
import { COPY_STATUSES, OPEN_COPY_STATUSES } from '@portal/contracts/constants';

import { DOCUMENT_STATUS_LABELS } from '@portal/ui';

import { toDayInput } from './due-date';

/** Whether a copy still waits for its client (sent or viewed). */
export function isOpenCopy(copy: Pick<TDocumentCopy, 'status'>): boolean {
  return (OPEN_COPY_STATUSES as readonly TCopyStatus[]).includes(copy.status);
}

/** The day an instant falls on in the person's time zone ('2026-03-12'): a due date's day. */
export function localDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso.slice(0, 10) : toDayInput(date);
}

/** When an expired copy expired: its due date (the day that passed), else when it was closed. */
export function expiredAt(copy: Pick<TDocumentCopy, 'closedAt' | 'dueAt'>): string | null {
  return copy.dueAt ?? copy.closedAt;
}

/** The status filter's choices: every status, or all. */
export const STATUS_FILTER_OPTIONS: readonly { value: TCopyStatus | ''; label: string }[] = [
  { value: '', label: 'All statuses' },
  ...COPY_STATUSES.map((status) => ({ value: status, label: DOCUMENT_STATUS_LABELS[status] })),
];

/** Reads a status from a URL or a select; anything else is no filter. */
export function parseStatusFilter(value: string | null): TCopyStatus | undefined {
  return (COPY_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as TCopyStatus)
    : undefined;
}

/** How many copies of a document are in each status, in the statuses' own order. */
export function countByStatus(
  document: Pick<TDocumentSummary, 'copies'>,
): { status: TCopyStatus; count: number }[] {
  return COPY_STATUSES.map((status) => ({
    status,
    count: document.copies.filter((copy) => copy.status === status).length,
  })).filter((entry) => entry.count > 0);
}

/**
 * The client portal's groups: waiting for the client first, then signed, then closed (declined,
 * voided or expired).
 */
export interface PortalGroups<T> {
  waiting: T[];
  signed: T[];
  closed: T[];
}

/** Splits a client's copies into the portal's groups, keeping each group's order. */
export function groupForPortal<T extends { copy: Pick<TDocumentCopy, 'status'> }>(
  items: readonly T[],
): PortalGroups<T> {
  const groups: PortalGroups<T> = { waiting: [], signed: [], closed: [] };
  for (const item of items) {
    if (isOpenCopy(item.copy)) groups.waiting.push(item);
    else if (item.copy.status === 'signed') groups.signed.push(item);
    else groups.closed.push(item);
  }
  return groups;
}
