import { endpoint } from '../http/endpoint.ts';
import { readPracticeSettings, updatePracticeSettings } from './settings.ts';

/** Handlers of the practice group of the endpoint table (the superadmin's, by its access rule). */
export const practiceHandlers = {
  getPracticeSettings: endpoint('getPracticeSettings', async ({ ctx }) => ({
    data: await readPracticeSettings(ctx.db, ctx.config),
  })),
  updatePracticeSettings: endpoint('updatePracticeSettings', ({ ctx, caller, body, request }) =>
    updatePracticeSettings(ctx, caller, body, request.ip),
  ),
};
