import { ZRestoreUserRequest } from '@portal/contracts';

import { protectedRoute } from '../../http/route.ts';
import { validate } from '../../lib/validate.ts';
import { restoreUser } from '../../users/restore-user.ts';

export const restoreUserRoute = protectedRoute(
  'PATCH /auth/restore-user',
  async ({ request, ctx, caller }) =>
    restoreUser(ctx, caller, validate(ZRestoreUserRequest, request.body, 'body'), request.ip),
);
