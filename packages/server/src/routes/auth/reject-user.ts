import { ZRejectUserRequest } from '@portal/contracts';

import { protectedRoute } from '../../http/route.ts';
import { validate } from '../../lib/validate.ts';
import { rejectUser } from '../../users/reject-user.ts';

export const rejectUserRoute = protectedRoute(
  'PATCH /auth/reject-user',
  async ({ request, ctx, caller }) =>
    rejectUser(ctx, caller, validate(ZRejectUserRequest, request.body, 'body'), request.ip),
);
