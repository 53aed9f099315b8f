import { z } from 'zod';

import { APPROVE_STATES, ROLES } from '@portal/contracts';
import type { TUserListResponse } from '@portal/contracts';

import { protectedRoute } from '../../http/route.ts';
import { validate } from '../../lib/validate.ts';
import { listAllUsers } from '../../users/list-users.ts';

const ZQuery = z.strictObject({
  role: z.enum(ROLES).optional(),
  isApprove: z.enum(APPROVE_STATES).optional(),
});

/** Spec section 7: the users are under the body's `data`. */
export const getAllUsersRoute = protectedRoute(
  'GET /auth/get-all-users',
  async ({ request, ctx }): Promise<TUserListResponse> => {
    const filter = validate(ZQuery, request.query, 'query');
    return { data: await listAllUsers(ctx, filter) };
  },
  { query: true },
);
