import { endpoint } from '../http/endpoint.ts';
import { extendCopy } from './extend-copy.ts';
import { practiceReminderSchedule } from './schedule.ts';

/** Due dates and reminder schedules (issue 35). */
export const scheduleHandlers = {
  getSendingDefaults: endpoint('getSendingDefaults', async ({ ctx }) => ({
    data: { reminders: await practiceReminderSchedule(ctx.db, ctx.config) },
  })),
  extendDocumentCopy: endpoint('extendDocumentCopy', ({ ctx, caller, params, body, request }) =>
    extendCopy(ctx, caller, params.id, params.shareId, body.dueAt, request),
  ),
};
