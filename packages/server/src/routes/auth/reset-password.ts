import { ZResetPasswordRequest } from '@portal/contracts';

import { publicRoute } from '../../http/route.ts';
import { validate } from '../../lib/validate.ts';
import { resetPassword } from '../../users/reset-password.ts';

export const resetPasswordRoute = publicRoute(
  'POST /auth/reset-password',
  async ({ request, ctx }) =>
    resetPassword(ctx, validate(ZResetPasswordRequest, request.body, 'body'), request.ip),
);
