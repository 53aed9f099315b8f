import { ZLicenseSignupRequest } from '@portal/contracts';

import { publicRoute } from '../../http/route.ts';
import { validate } from '../../lib/validate.ts';
import { signupWithLicense } from '../../users/license-signup.ts';

export const signupWithLicenseRoute = publicRoute(
  'POST /auth/signup-with-license',
  async ({ request, reply, ctx }) => {
    const body = validate(ZLicenseSignupRequest, request.body, 'body');
    const answer = await signupWithLicense(ctx, body, request.ip);
    reply.code(201);
    return answer;
  },
);
