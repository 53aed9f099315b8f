import { ZForgotPasswordRequest } from '@portal/contracts';

import { publicRoute } from '../../http/route.ts';
import { validate } from '../../lib/validate.ts';
import { forgotPassword } from '../../users/forgot-password.ts';

export const forgotPasswordRoute = publicRoute(
  'POST /auth/forgot-password',
  async ({ request, ctx }) => {
    const { email } = validate(ZForgotPasswordRequest, request.body, 'body');
    return forgotPassword(ctx, email, request.ip);
  },
);
