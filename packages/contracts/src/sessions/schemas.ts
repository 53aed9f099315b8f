import { z } from 'zod';

import { ZId, ZIsoTime } from '../shared/fields.ts';

/** One place a person is signed in: the device it was, and when it was last used. */
export const ZSession = z
  .object({
    id: ZId,
    /** "Chrome on Linux": the browser family and system, from the user agent at sign-in. */
    label: z.string(),
    ip: z.string().nullable(),
    createdAt: ZIsoTime,
    lastActiveAt: ZIsoTime,
    /** The session of the request that asks: "this device". */
    isCurrent: z.boolean(),
  })
  .meta({ id: 'Session' });
export type TSession = z.output<typeof ZSession>;

export const ZSessionListResponse = z.object({ data: z.array(ZSession) });
export type TSessionListResponse = z.output<typeof ZSessionListResponse>;

export const ZSessionParams = z.strictObject({ id: ZId });

/** What ending sessions did: how many ended. */
export const ZSessionsEndedResponse = z.object({
  message: z.string(),
  data: z.object({ ended: z.number().int() }),
});
export type TSessionsEndedResponse = z.output<typeof ZSessionsEndedResponse>;

/** The answer to the app's heartbeat: how long the session may stay idle. */
export const ZHeartbeatResponse = z.object({
  data: z.object({ idleTimeoutMinutes: z.number().int(), lastActiveAt: ZIsoTime }),
});
export type THeartbeatResponse = z.output<typeof ZHeartbeatResponse>;
