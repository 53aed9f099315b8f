import { endpoint } from '../http/endpoint.ts';
import { acceptInvitation } from './accept.ts';
import {
  getPublicInvitation,
  joinInvitation,
  renewGuestSession,
  resumeGuestSession,
} from './guest-sessions.ts';
import {
  createChannelInvitation,
  createDirectInvitation,
  listChannelInvitations,
  listMyInvitations,
  revokeChannelInvitation,
  revokeInvitation,
} from './invitations.ts';

/** Handlers of the invitations group: invitation links and guest sessions (issue 14). */
export const invitationHandlers = {
  createChannelInvitation: endpoint(
    'createChannelInvitation',
    async ({ ctx, caller, params, body }) => ({
      message: 'Invitation created.',
      data: await createChannelInvitation(ctx, caller, params.id, body),
    }),
  ),
  listChannelInvitations: endpoint('listChannelInvitations', async ({ ctx, caller, params }) => ({
    data: await listChannelInvitations(ctx, caller, params.id),
  })),
  revokeChannelInvitation: endpoint('revokeChannelInvitation', async ({ ctx, caller, params }) => ({
    message: 'Invitation withdrawn.',
    data: await revokeChannelInvitation(ctx, caller, params.id, params.invitationId),
  })),
  createDirectInvitation: endpoint('createDirectInvitation', async ({ ctx, caller, body }) => ({
    message: 'Invitation created.',
    data: await createDirectInvitation(ctx, caller, body),
  })),
  listMyInvitations: endpoint('listMyInvitations', async ({ ctx, caller }) => ({
    data: await listMyInvitations(ctx, caller),
  })),
  revokeInvitation: endpoint('revokeInvitation', async ({ ctx, caller, params }) => ({
    message: 'Invitation withdrawn.',
    data: await revokeInvitation(ctx, caller, params.id),
  })),
  acceptInvitation: endpoint('acceptInvitation', ({ ctx, caller, params }) =>
    acceptInvitation(ctx, caller, params.id),
  ),
  getInvitation: endpoint('getInvitation', async ({ ctx, params, request }) => ({
    data: await getPublicInvitation(ctx, params.id, request.ip),
  })),
  joinInvitation: endpoint('joinInvitation', async ({ ctx, params, body, request }) => {
    const data = await joinInvitation(ctx, params.id, body, request.ip);
    return {
      message: data.joinInvite.isNewJoin ? 'Welcome to the conversation.' : 'Welcome back.',
      data,
    };
  }),
  resumeGuestSession: endpoint('resumeGuestSession', async ({ ctx, body, request }) => ({
    message: 'Welcome back.',
    data: await resumeGuestSession(ctx, body.token, request.ip),
  })),
  renewGuestSession: endpoint('renewGuestSession', async ({ ctx, caller }) => ({
    message: 'Session renewed.',
    data: await renewGuestSession(ctx, caller),
  })),
};
