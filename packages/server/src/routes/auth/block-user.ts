import { ZUserActionRequest } from '@portal/contracts';

import { protectedRoute } from '../../http/route.ts';
import { validate } from '../../lib/validate.ts';
import { blockUser } from '../../users/block-user.ts';

/** The superadmin's account block (spec section 7). */
export const blockUserRoute = protectedRoute(
  'POST /auth/block-user',
  async ({ request, ctx, caller }) => {
    const { userId } = validate(ZUserActionRequest, request.body, 'body');
    return blockUser(ctx, caller, userId, request.ip);
  },
);
