import { ZUserActionRequest } from '@portal/contracts';

import { protectedRoute } from '../../http/route.ts';
import { validate } from '../../lib/validate.ts';
import { approveUser } from '../../users/approve-user.ts';

export const approveUserRoute = protectedRoute(
  'PATCH /auth/approve-user',
  async ({ request, ctx, caller }) => {
    const { userId } = validate(ZUserActionRequest, request.body, 'body');
    return approveUser(ctx, caller, userId, request.ip);
  },
);
