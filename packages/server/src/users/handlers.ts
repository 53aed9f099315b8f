import { endpoint } from '../http/endpoint.ts';
import { approveUser } from './approve-user.ts';
import { blockUser, unblockUser } from './block-user.ts';
import { listAllUsers, listValidUsers } from './list-users.ts';
import { blockMember, listBlockedMembers, unblockMember } from './members.ts';
import { rejectUser } from './reject-user.ts';
import { restoreUser } from './restore-user.ts';

/** Handlers of the users group of the endpoint table. */
export const userHandlers = {
  getAllValidUsers: endpoint('getAllValidUsers', ({ ctx, caller }) => listValidUsers(ctx, caller)),
  blockMember: endpoint('blockMember', ({ ctx, caller, body }) =>
    blockMember(ctx, caller, body.memberId),
  ),
  unblockMember: endpoint('unblockMember', ({ ctx, caller, body }) =>
    unblockMember(ctx, caller, body.memberId),
  ),
  blockedMembers: endpoint('blockedMembers', async ({ ctx, caller }) => ({
    data: await listBlockedMembers(ctx, caller),
  })),
  getAllUsers: endpoint('getAllUsers', async ({ ctx, query }) => ({
    data: await listAllUsers(ctx, query),
  })),
  approveUser: endpoint('approveUser', ({ ctx, caller, body, request }) =>
    approveUser(ctx, caller, body.userId, request.ip),
  ),
  rejectUser: endpoint('rejectUser', ({ ctx, caller, body, request }) =>
    rejectUser(ctx, caller, body, request.ip),
  ),
  restoreUser: endpoint('restoreUser', ({ ctx, caller, body, request }) =>
    restoreUser(ctx, caller, body, request.ip),
  ),
  blockUser: endpoint('blockUser', ({ ctx, caller, body, request }) =>
    blockUser(ctx, caller, body.userId, request.ip),
  ),
  unblockUser: endpoint('unblockUser', ({ ctx, caller, body, request }) =>
    unblockUser(ctx, caller, body.userId, request.ip),
  ),
};
