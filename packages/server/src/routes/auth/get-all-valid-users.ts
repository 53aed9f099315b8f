import { protectedRoute } from '../../http/route.ts';
import { listValidUsers } from '../../users/list-users.ts';

/** Spec section 7: the whole body is used, so the answer is the array itself. */
export const getAllValidUsersRoute = protectedRoute(
  'GET /auth/get-all-valid-users',
  async ({ ctx, caller }) => {
    return listValidUsers(ctx, caller.id);
  },
);
