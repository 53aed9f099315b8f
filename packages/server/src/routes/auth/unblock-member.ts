import { ZMemberActionRequest } from '@portal/contracts';

import { protectedRoute } from '../../http/route.ts';
import { validate } from '../../lib/validate.ts';
import { unblockMember } from '../../users/members.ts';

export const unblockMemberRoute = protectedRoute(
  'POST /auth/unblock-member',
  async ({ request, ctx, caller }) => {
    const { memberId } = validate(ZMemberActionRequest, request.body, 'body');
    return unblockMember(ctx, caller, memberId);
  },
);
