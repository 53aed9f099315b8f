import { z } from 'zod';

import { protectedRoute } from '../../http/route.ts';
import { validate } from '../../lib/validate.ts';
import { listValidUsers } from '../../users/list-users.ts';

/** Spec section 7: the whole body is used, so the answer is the array itself. */
export const getAllValidUsersRoute = protectedRoute(
  'GET /auth/get-all-valid-users',
  async ({ request, ctx, caller }) => {
    validate(z.strictObject({}), request.query, 'query');
    return listValidUsers(ctx, caller.id);
  },
);
