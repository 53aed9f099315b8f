import { ZMemberActionRequest } from '@portal/contracts';

import { protectedRoute } from '../../http/route.ts';
import { validate } from '../../lib/validate.ts';
import { blockMember } from '../../users/members.ts';

/** Chat blocking between members; feeds `user.blockedMembers`. */
export const blockMemberRoute = protectedRoute(
  'POST /auth/block-member',
  async ({ request, ctx, caller }) => {
    const { memberId } = validate(ZMemberActionRequest, request.body, 'body');
    return blockMember(ctx, caller, memberId);
  },
);
