import { mutate } from 'swr';

import { isKeyOf } from '@/lib/http/api-key';
import { callApi } from '@/lib/http/api';
import { notifyFailure } from '@/lib/http/notify-failure';
import { useApi } from '@/lib/http/useApi';

/** How many notifications the bell's panel shows. */
export const LATEST_COUNT = 5;
/** The largest page the server gives: the page grows to it as the person asks for more. */
const MAX_PAGE = 100;

/** Every cached list of notifications is refetched: after a change here or in another tab. */
export const refreshNotifications = () =>
  mutate(isKeyOf('listNotifications'), undefined, { revalidate: true });

/** The latest notifications and the unread count, for the header's bell. */
export function useLatestNotifications() {
  return useApi('listNotifications', { query: { limit: String(LATEST_COUNT) } });
}

/** The /notification page: newest first, `shown` of them, only the unread ones when asked. */
export function useNotificationList(shown: number, isUnreadOnly: boolean) {
  return useApi('listNotifications', {
    query: {
      limit: String(Math.min(shown, MAX_PAGE)),
      ...(isUnreadOnly ? { unread: 'true' as const } : {}),
    },
  });
}

export const PAGE_STEP = 20;
export const canShowMore = (shown: number) => shown < MAX_PAGE;

export const notificationActions = {
  /** Marks one read; every list (and the other tabs, through the server) follows. */
  read: async (id: string) => {
    try {
      await callApi('readNotification', { params: { id } });
    } catch (error) {
      notifyFailure(error, 'The notification could not be marked as read.');
    }
    await refreshNotifications();
  },
  readAll: async () => {
    try {
      await callApi('readAllNotifications');
    } catch (error) {
      notifyFailure(error, 'The notifications could not be marked as read.');
    }
    await refreshNotifications();
  },
};

/** The person's switches per type: in the app, on the desktop, by e-mail. */
export function useNotificationPreferences() {
  return useApi('getNotificationPreferences', {}, { select: (answer) => answer.data });
}
