import { endpoint } from '../http/endpoint.ts';
import { listNotifications, readAllNotifications, readNotification } from './inbox.ts';
import { preferencesOf, updatePreferences } from './preferences.ts';

/** Handlers of the notifications group of the endpoint table. */
export const notificationHandlers = {
  listNotifications: endpoint('listNotifications', ({ ctx, caller, query }) =>
    listNotifications(ctx, caller, query),
  ),
  readNotification: endpoint('readNotification', ({ ctx, caller, params }) =>
    readNotification(ctx, caller, params.id),
  ),
  readAllNotifications: endpoint('readAllNotifications', ({ ctx, caller }) =>
    readAllNotifications(ctx, caller),
  ),
  getNotificationPreferences: endpoint('getNotificationPreferences', async ({ ctx, caller }) => ({
    data: await preferencesOf(ctx.db, caller.id),
  })),
  updateNotificationPreferences: endpoint(
    'updateNotificationPreferences',
    async ({ ctx, caller, body }) => ({
      data: await updatePreferences(ctx.db, caller.id, body),
    }),
  ),
};
