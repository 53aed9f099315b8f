import { StatusBadge, type StatusBadgeProps, type StatusTone } from '../StatusBadge';

/** Where a client's copy of a document stands. */
export type DocumentStatus = 'sent' | 'viewed' | 'signed' | 'declined' | 'voided' | 'expired';

const toneByStatus: Record<DocumentStatus, StatusTone> = {
  sent: 'info',
  viewed: 'warning',
  signed: 'success',
  declined: 'danger',
  voided: 'neutral',
  expired: 'danger',
};

/** The words each status is shown with. */
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  sent: 'Sent',
  viewed: 'Viewed',
  signed: 'Signed',
  declined: 'Declined',
  voided: 'Voided',
  expired: 'Expired',
};

export interface DocumentStatusBadgeProps extends Omit<StatusBadgeProps, 'tone' | 'children'> {
  /** The copy's status. */
  status: DocumentStatus;
  /** Replaces the status's usual words (e.g. 'Waiting for you' for the client). */
  label?: string;
}

/** A copy's status as a coloured label: sent, viewed, signed, declined, voided or expired. */
export function DocumentStatusBadge({ status, label, ...rest }: DocumentStatusBadgeProps) {
  return (
    <StatusBadge tone={toneByStatus[status]} {...rest}>
      {label ?? DOCUMENT_STATUS_LABELS[status]}
    </StatusBadge>
  );
}
