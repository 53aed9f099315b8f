import { ZGetMeRequest } from '@portal/contracts';

import { protectedRoute } from '../../http/route.ts';
import { validate } from '../../lib/validate.ts';
import { getMe } from '../../users/get-me.ts';

/** POST with an optional body: `{}` or nothing reads the caller. */
export const getMeRoute = protectedRoute('POST /auth/get-me', async ({ request, ctx, caller }) => {
  const { userId } = validate(ZGetMeRequest, request.body ?? {}, 'body');
  return getMe(ctx, caller, userId);
});
