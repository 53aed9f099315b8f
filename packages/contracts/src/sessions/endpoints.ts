import type { TSchemasFor } from '../api/endpoint.ts';
import type { SESSION_ROUTES } from './routes.ts';
import {
  ZHeartbeatResponse,
  ZSessionListResponse,
  ZSessionParams,
  ZSessionsEndedResponse,
} from './schemas.ts';

export const SESSION_SCHEMAS = {
  listSessions: {
    summary: "Where the caller is signed in (this device's session marked)",
    description: 'The sessions not ended, the most recently active first.',
    response: ZSessionListResponse,
  },
  sessionHeartbeat: {
    summary: 'The person is active in this session',
    description:
      'Sent by the app at most once a minute while the person interacts; background refreshes never send it. Answers how long the session may stay idle.',
    response: ZHeartbeatResponse,
  },
  endOtherSessions: {
    summary: 'Sign out everywhere else',
    description: 'Ends every session of the caller but this one; their sockets disconnect at once.',
    response: ZSessionsEndedResponse,
  },
  endSession: {
    summary: 'Sign out one session of the caller',
    description: "Another person's session, or one already ended, is 404.",
    params: ZSessionParams,
    response: ZSessionsEndedResponse,
  },
  endUserSessions: {
    summary: "End every session of a person (the superadmin's)",
    params: ZSessionParams,
    response: ZSessionsEndedResponse,
  },
} as const satisfies TSchemasFor<typeof SESSION_ROUTES>;
