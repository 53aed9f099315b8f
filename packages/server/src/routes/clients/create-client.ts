import { ZCreateClientRequest } from '@portal/contracts';

import { createClient } from '../../clients/client-records.ts';
import { protectedRoute } from '../../http/route.ts';
import { validate } from '../../lib/validate.ts';

export const createClientRoute = protectedRoute(
  'POST /clients',
  async ({ request, reply, ctx, caller }) => {
    const body = validate(ZCreateClientRequest, request.body, 'body');
    const answer = await createClient(ctx, caller, body);
    reply.code(201);
    return answer;
  },
);
