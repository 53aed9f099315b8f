import useSWR from 'swr';

import { accountApi } from '@/features/account/api/account-api';
import { accountKeys } from '@/features/account/api/keys';

/** One account's details (get-me with a user id: the superadmin's view of another user). */
export function useUserDetails(userId: string | undefined) {
  return useSWR(userId ? accountKeys.user(userId) : null, ([, id]) => accountApi.getMe(id));
}
