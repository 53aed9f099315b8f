import { z } from 'zod';

import { ZId } from './fields.ts';

/* Schemas every domain's endpoints use: the error and message answers, and an `:id` path. */

/** Every error answer: a message for people, and for a validation failure the fields at fault. */
export const ZErrorResponse = z
  .object({
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    /**
     * A refusal the app tells apart from others by more than its status, e.g.
     * `invitation-expired` (see INVITATION_REFUSALS) or `guest-access-ended`.
     */
    code: z.string().optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type TErrorResponse = z.output<typeof ZErrorResponse>;

export const ZMessageResponse = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });
export type TMessageResponse = z.output<typeof ZMessageResponse>;

export const ZIdParams = z.strictObject({ id: ZId });
export type TIdParams = z.input<typeof ZIdParams>;
