import { ZClientSignupRequest } from '@portal/contracts';

import { publicRoute } from '../../http/route.ts';
import { validate } from '../../lib/validate.ts';
import { signup } from '../../users/signup.ts';

export const clientSignupRoute = publicRoute(
  'POST /auth/client-signup',
  async ({ request, reply, ctx }) => {
    const body = validate(ZClientSignupRequest, request.body, 'body');
    const answer = await signup(ctx, 'client', body, request.ip);
    reply.code(201);
    return answer;
  },
);
