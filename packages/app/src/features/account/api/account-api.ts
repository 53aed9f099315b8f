import type {
  TBlockedMembersResponse,
  TChangePasswordRequest,
  TChangePasswordResponse,
  TLoginUserDetails,
  TMessageResponse,
  TRestoreUserRequest,
  TUpdateMeResponse,
  TUserActionResponse,
  TUserListItem,
  TUserListResponse,
  TValidUsersResponse,
} from '@portal/contracts';

import { http } from '@/lib/http/client';

/** The /auth account endpoints of spec section 7, exactly as the spec names them. */
export const accountApi = {
  getMe: (userId?: string) =>
    http.post<TLoginUserDetails>('/auth/get-me', userId ? { userId } : {}),
  getAllUsers: async (): Promise<TUserListItem[]> =>
    (await http.get<TUserListResponse>('/auth/get-all-users')).data,
  getAllValidUsers: () => http.get<TValidUsersResponse>('/auth/get-all-valid-users'),
  blockUser: (userId: string) => http.post<TUserActionResponse>('/auth/block-user', { userId }),
  unblockUser: (userId: string) => http.post<TUserActionResponse>('/auth/unblock-user', { userId }),
  approveUser: (userId: string) =>
    http.patch<TUserActionResponse>('/auth/approve-user', { userId }),
  rejectUser: (userId: string, reason?: string) =>
    http.patch<TUserActionResponse>('/auth/reject-user', reason ? { userId, reason } : { userId }),
  restoreUser: (body: TRestoreUserRequest) =>
    http.patch<TUserActionResponse>('/auth/restore-user', body),
  deleteMeAccount: (loginUserId: string) =>
    http.delete<TMessageResponse>('/auth/delete-me-account', { loginUserId }),
  updateMe: (form: FormData) => http.patch<TUpdateMeResponse>('/auth/update-me', form),
  changePassword: (body: TChangePasswordRequest) =>
    http.patch<TChangePasswordResponse>('/auth/change-password', body),
  blockedMembers: () => http.get<TBlockedMembersResponse>('/auth/blocked-members'),
  blockMember: (memberId: string) =>
    http.post<TBlockedMembersResponse>('/auth/block-member', { memberId }),
  unblockMember: (memberId: string) =>
    http.post<TBlockedMembersResponse>('/auth/unblock-member', { memberId }),
};
