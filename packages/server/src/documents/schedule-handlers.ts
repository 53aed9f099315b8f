import { endpoint } from '../http/endpoint.ts';
import { HttpError } from '../lib/http-error.ts';
import { practiceReminderSchedule } from './schedule.ts';

/** Due dates and reminder schedules (issue 35). */
export const scheduleHandlers = {
  getSendingDefaults: endpoint('getSendingDefaults', async ({ ctx }) => ({
    data: { reminders: await practiceReminderSchedule(ctx.db, ctx.config) },
  })),
  // SCAFFOLD (issue 35, replaced by the due-date work before it lands).
  extendDocumentCopy: endpoint('extendDocumentCopy', () => {
    throw new HttpError(501, 'Not built yet.');
  }),
};
