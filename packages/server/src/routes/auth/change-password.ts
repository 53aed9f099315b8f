import { ZChangePasswordRequest } from '@portal/contracts';

import { protectedRoute } from '../../http/route.ts';
import { validate } from '../../lib/validate.ts';
import { changePassword } from '../../users/change-password.ts';

export const changePasswordRoute = protectedRoute(
  'PATCH /auth/change-password',
  async ({ request, ctx, caller }) =>
    changePassword(
      ctx,
      caller.user,
      validate(ZChangePasswordRequest, request.body, 'body'),
      request.ip,
    ),
);
