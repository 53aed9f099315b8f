import type { TSchemasFor } from '../api/endpoint.ts';
import type { USER_ROUTES } from './routes.ts';
import {
  ZAccountReviewListResponse,
  ZAccountReviewResponse,
  ZBlockedMembersResponse,
  ZMemberActionRequest,
  ZRejectUserRequest,
  ZRestoreUserRequest,
  ZUserActionRequest,
  ZUserListQuery,
  ZUserListResponse,
  ZValidUsersResponse,
} from './schemas.ts';

export const USER_SCHEMAS = {
  getAllValidUsers: {
    summary: 'Approved, active accounts the caller may talk to',
    description: 'Spec section 7: the answer is the array itself.',
    response: ZValidUsersResponse,
  },
  blockMember: {
    summary: 'Block a member for chat (not the superadmin’s account block)',
    body: ZMemberActionRequest,
    response: ZBlockedMembersResponse,
  },
  unblockMember: {
    summary: 'Unblock a member for chat',
    body: ZMemberActionRequest,
    response: ZBlockedMembersResponse,
  },
  blockedMembers: {
    summary: 'The members the caller blocked',
    response: ZUserListResponse,
  },
  getAllUsers: {
    summary: 'Every account, for the review lists',
    description: 'Spec section 7: the users are under `data`.',
    query: ZUserListQuery,
    response: ZAccountReviewListResponse,
  },
  approveUser: {
    summary: 'Approve a pending or rejected account',
    body: ZUserActionRequest,
    response: ZAccountReviewResponse,
  },
  rejectUser: {
    summary: 'Reject an account, with an optional reason; ends its sessions',
    body: ZRejectUserRequest,
    response: ZAccountReviewResponse,
  },
  restoreUser: {
    summary: 'Restore a rejected account to pending',
    body: ZRestoreUserRequest,
    response: ZAccountReviewResponse,
  },
  blockUser: {
    summary: 'Block an account; ends its sessions',
    body: ZUserActionRequest,
    response: ZAccountReviewResponse,
  },
  unblockUser: {
    summary: 'Unblock an account',
    body: ZUserActionRequest,
    response: ZAccountReviewResponse,
  },
} as const satisfies TSchemasFor<typeof USER_ROUTES>;
