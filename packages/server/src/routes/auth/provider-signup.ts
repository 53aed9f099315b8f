import { ZProviderSignupRequest } from '@portal/contracts';

import { publicRoute } from '../../http/route.ts';
import { validate } from '../../lib/validate.ts';
import { signup } from '../../users/signup.ts';

export const providerSignupRoute = publicRoute(
  'POST /auth/provider-signup',
  async ({ request, reply, ctx }) => {
    const body = validate(ZProviderSignupRequest, request.body, 'body');
    const answer = await signup(ctx, 'provider', body, request.ip);
    reply.code(201);
    return answer;
  },
);
