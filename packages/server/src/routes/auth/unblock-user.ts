import { ZUserActionRequest } from '@portal/contracts';

import { protectedRoute } from '../../http/route.ts';
import { validate } from '../../lib/validate.ts';
import { unblockUser } from '../../users/block-user.ts';

export const unblockUserRoute = protectedRoute(
  'POST /auth/unblock-user',
  async ({ request, ctx, caller }) => {
    const { userId } = validate(ZUserActionRequest, request.body, 'body');
    return unblockUser(ctx, caller, userId, request.ip);
  },
);
