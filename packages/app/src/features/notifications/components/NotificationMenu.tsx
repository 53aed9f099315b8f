import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { ErrorPanel, ListSkeleton, NotificationBell } from '@portal/ui';

import { errorMessage } from '@/lib/http/errors';
import { paths } from '@/lib/routing/paths';

import { useLatestNotifications } from '../api/hooks';
import { NotificationList } from './NotificationList';

/** The header's bell: the unread count, and the latest notifications with a way to all of them. */
export function NotificationMenu() {
  const { data, error, isLoading, isValidating, mutate } = useLatestNotifications();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <NotificationBell unreadCount={data?.unreadCount ?? 0} isOpen={isOpen} onOpenChange={setIsOpen}>
      <Stack gap="2">
        {isLoading ? (
          <ListSkeleton
            loadingText="Loading notifications..."
            rows={3}
            hasAvatar={false}
            lines={3}
          />
        ) : error || !data ? (
          <ErrorPanel
            variant="inline"
            titleAs="p"
            error={errorMessage(error, 'The notifications could not be loaded.')}
            onRetry={() => void mutate()}
            isRetrying={isValidating}
          />
        ) : data.data.length === 0 ? (
          <Text p="3" color="fg.muted" textStyle="sm">
            No notifications yet.
          </Text>
        ) : (
          <NotificationList notifications={data.data} onOpened={() => setIsOpen(false)} />
        )}
        <Button asChild variant="ghost" size="sm" onClick={() => setIsOpen(false)}>
          <Link to={paths.notification}>See all notifications</Link>
        </Button>
      </Stack>
    </NotificationBell>
  );
}
