import { Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';

import type { TNotification } from '@portal/contracts';

import { NotificationItem } from '@portal/ui';

import { notificationActions } from '../api/hooks';
import { timeLabel } from '../utils/time-label';

/** Notifications as a list: a click opens what it is about (and marks it read). */
export function NotificationList({
  notifications,
  onOpened,
}: {
  notifications: TNotification[];
  /** After a notification was opened (the bell closes its panel). */
  onOpened?: () => void;
}) {
  const navigate = useNavigate();
  return (
    <Stack as="ul" listStyleType="none" gap="0">
      {notifications.map((notification) => {
        const isUnread = notification.readAt === null;
        return (
          <NotificationItem
            key={notification.id}
            title={notification.title}
            message={notification.message}
            dateTime={notification.createdAt}
            timeLabel={timeLabel(notification.createdAt)}
            isUnread={isUnread}
            onMarkRead={() => void notificationActions.read(notification.id)}
            onOpen={() => {
              if (isUnread) void notificationActions.read(notification.id);
              onOpened?.();
              if (notification.link) void navigate(notification.link);
            }}
          />
        );
      })}
    </Stack>
  );
}
