import type { TApproveState } from '@portal/contracts';

/** How each approval state reads in the lists ('Rejected' is the spec's word). */
export const approvalLabels: Record<TApproveState, string> = {
  pending: 'Pending',
  approve: 'Approved',
  reject: 'Rejected',
};
