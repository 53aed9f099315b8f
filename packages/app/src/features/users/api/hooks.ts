import useSWR from 'swr';

import { accountApi, accountKeys } from '@/features/account';

/** One account's details (get-me with a user id: the superadmin's view of another user). */
export function useUserDetails(userId: string | undefined) {
  return useSWR(userId ? accountKeys.user(userId) : null, ([, id]) => accountApi.getMe(id));
}
