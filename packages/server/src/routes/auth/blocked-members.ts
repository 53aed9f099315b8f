import { z } from 'zod';

import type { TUserListResponse } from '@portal/contracts';

import { protectedRoute } from '../../http/route.ts';
import { validate } from '../../lib/validate.ts';
import { listBlockedMembers } from '../../users/members.ts';

export const blockedMembersRoute = protectedRoute(
  'GET /auth/blocked-members',
  async ({ request, ctx, caller }): Promise<TUserListResponse> => {
    validate(z.strictObject({}), request.query, 'query');
    return { data: await listBlockedMembers(ctx, caller) };
  },
);
