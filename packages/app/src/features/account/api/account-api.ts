import type { TRestoreUserRequest, TUserListItem } from '@portal/contracts';

import { callApi } from '@/lib/http/api';

/** The /auth account endpoints of spec section 7, by their names in the endpoint table. */
export const accountApi = {
  getMe: (userId?: string) => callApi('getMe', { body: userId ? { userId } : {} }),
  getAllUsers: async (): Promise<TUserListItem[]> => (await callApi('getAllUsers')).data,
  getAllValidUsers: () => callApi('getAllValidUsers'),
  blockUser: (userId: string) => callApi('blockUser', { body: { userId } }),
  unblockUser: (userId: string) => callApi('unblockUser', { body: { userId } }),
  approveUser: (userId: string) => callApi('approveUser', { body: { userId } }),
  rejectUser: (userId: string, reason?: string) =>
    callApi('rejectUser', { body: reason ? { userId, reason } : { userId } }),
  restoreUser: (body: TRestoreUserRequest) => callApi('restoreUser', { body }),
  deleteMeAccount: (loginUserId: string, password: string) =>
    callApi('deleteMeAccount', { body: { loginUserId, password } }),
  updateMe: (form: FormData) => callApi('updateMe', { body: form }),
  changePassword: (body: { currentPassword: string; newPassword: string }) =>
    callApi('changePassword', { body }),
  blockedMembers: () => callApi('blockedMembers'),
  blockMember: (memberId: string) => callApi('blockMember', { body: { memberId } }),
  unblockMember: (memberId: string) => callApi('unblockMember', { body: { memberId } }),
};
