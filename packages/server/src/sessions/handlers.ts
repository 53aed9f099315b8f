import { endpoint } from '../http/endpoint.ts';
import { notFound } from '../lib/http-error.ts';
import { findUserById } from '../users/find-user.ts';
import { endSessions } from './end-sessions.ts';
import { heartbeat, listSessions } from './list-sessions.ts';

const userAgentOf = (headers: Record<string, string | string[] | undefined>) => {
  const agent = headers['user-agent'];
  return typeof agent === 'string' ? agent.slice(0, 512) : null;
};

/** Handlers of the sessions group of the endpoint table (issue 32). */
export const sessionHandlers = {
  listSessions: endpoint('listSessions', async ({ ctx, caller }) => ({
    data: await listSessions(ctx, caller),
  })),
  sessionHeartbeat: endpoint('sessionHeartbeat', ({ ctx, caller }) => heartbeat(ctx, caller)),
  endOtherSessions: endpoint('endOtherSessions', async ({ ctx, caller, request }) => {
    const ended = await endSessions(ctx, {
      userId: caller.id,
      ...(caller.sessionId ? { except: caller.sessionId } : {}),
      reason: 'signed-out',
      actorId: caller.id,
      ip: request.ip,
      userAgent: userAgentOf(request.headers),
    });
    return { message: 'Signed out everywhere else.', data: { ended } };
  }),
  endSession: endpoint('endSession', async ({ ctx, caller, params, request }) => {
    const ended = await endSessions(ctx, {
      userId: caller.id,
      only: params.id,
      reason: 'signed-out',
      actorId: caller.id,
      ip: request.ip,
      userAgent: userAgentOf(request.headers),
    });
    return { message: 'Signed out of that session.', data: { ended } };
  }),
  endUserSessions: endpoint('endUserSessions', async ({ ctx, caller, params, request }) => {
    const person = await findUserById(ctx.db, params.id);
    if (!person) throw notFound('No user has this id.');
    const ended = await endSessions(ctx, {
      userId: person.id,
      reason: 'ended-by-admin',
      actorId: caller.id,
      ip: request.ip,
      userAgent: userAgentOf(request.headers),
    });
    return {
      message: ended ? `Signed ${person.fullName} out everywhere.` : 'No session was open.',
      data: { ended },
    };
  }),
};
