import type { TAccountReviewItem, TUserListItem } from '@portal/contracts';

import type { StatusTone } from '@portal/ui';

/** Which accounts each review list shows (module-level, so their identity is stable). */
export const isPending = (user: TUserListItem) => user.isApprove === 'pending';
export const isVerified = (user: TUserListItem) => user.isApprove === 'approve';
export const isRejected = (user: TUserListItem) => user.isApprove === 'reject';

/** An account's state as the lists show it: a block outranks the approval. */
export function accountStatus(user: Pick<TUserListItem, 'isApprove' | 'status'>): {
  label: string;
  tone: StatusTone;
} {
  if (user.status === 'blocked') return { label: 'Blocked', tone: 'neutral' };
  if (user.isApprove === 'reject') return { label: 'Rejected', tone: 'danger' };
  if (user.isApprove === 'pending') return { label: 'Pending', tone: 'warning' };
  return { label: 'Approved', tone: 'success' };
}

/** The rejected list's status cell: always 'Rejected' (spec section 2), even for a blocked account. */
export const rejectedStatus = (): { label: string; tone: StatusTone } => ({
  label: 'Rejected',
  tone: 'danger',
});

/** The rejected list's line under the status: the reason given, if any (issue 31). */
export const rejectionNote = (user: TAccountReviewItem): string | null =>
  user.rejectionReason ? `Reason: ${user.rejectionReason}` : null;
