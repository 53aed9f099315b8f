import type { TUserListResponse } from '@portal/contracts';

import { protectedRoute } from '../../http/route.ts';
import { listBlockedMembers } from '../../users/members.ts';

export const blockedMembersRoute = protectedRoute(
  'GET /auth/blocked-members',
  async ({ ctx, caller }): Promise<TUserListResponse> => {
    return { data: await listBlockedMembers(ctx, caller) };
  },
);
