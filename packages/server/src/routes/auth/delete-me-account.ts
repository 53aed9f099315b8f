import { ZDeleteAccountRequest } from '@portal/contracts';

import { protectedRoute } from '../../http/route.ts';
import { validate } from '../../lib/validate.ts';
import { deleteAccount } from '../../users/delete-account.ts';

export const deleteMeAccountRoute = protectedRoute(
  'DELETE /auth/delete-me-account',
  async ({ request, ctx, caller }) => {
    const { loginUserId } = validate(ZDeleteAccountRequest, request.body, 'body');
    return deleteAccount(ctx, caller, loginUserId, request.ip);
  },
);
