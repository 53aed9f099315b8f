import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { EmptyState, ErrorPanel, ListSkeleton, PageWrapper, SectionCard } from '@portal/ui';

import { errorMessage } from '@/lib/http/errors';

import { canShowMore, notificationActions, PAGE_STEP, useNotificationList } from '../api/hooks';
import { NotificationList } from '../components/NotificationList';

const TITLE = 'Notifications';
const FILTERS = ['All', 'Unread'] as const;

/** '/notification': every notification, newest first; mark one or all read; a click opens it. */
export function NotificationsPage() {
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('All');
  const [shown, setShown] = useState(PAGE_STEP);
  const isUnreadOnly = filter === 'Unread';
  const { data, error, isLoading, isValidating, mutate } = useNotificationList(shown, isUnreadOnly);

  const markAll =
    data && data.unreadCount > 0
      ? { label: 'Mark all as read', onClick: () => void notificationActions.readAll() }
      : undefined;

  return (
    <PageWrapper title={TITLE} action={markAll}>
      <SectionCard>
        <Stack gap="4">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <HStack gap="1" role="group" aria-label="Show">
              {FILTERS.map((choice) => (
                <Button
                  key={choice}
                  size="sm"
                  variant={filter === choice ? 'solid' : 'outline'}
                  aria-pressed={filter === choice}
                  onClick={() => {
                    setFilter(choice);
                    setShown(PAGE_STEP);
                  }}
                >
                  {choice}
                </Button>
              ))}
            </HStack>
            {data && (
              <Text color="fg.muted" textStyle="sm" role="status">
                {data.unreadCount === 0 ? 'Nothing unread' : `${data.unreadCount} unread`}
              </Text>
            )}
          </HStack>
          {isLoading ? (
            <ListSkeleton
              loadingText="Loading notifications..."
              rows={4}
              hasAvatar={false}
              lines={3}
            />
          ) : error || !data ? (
            <ErrorPanel
              titleAs="h2"
              error={errorMessage(error, 'The notifications could not be loaded.')}
              onRetry={() => void mutate()}
              isRetrying={isValidating}
            />
          ) : data.data.length === 0 ? (
            <EmptyState
              titleAs="h2"
              title={isUnreadOnly ? 'Nothing unread' : 'No notifications yet'}
              description={
                isUnreadOnly
                  ? 'You have read everything.'
                  : 'Approvals, messages and documents will show here as they happen.'
              }
            />
          ) : (
            <>
              <NotificationList notifications={data.data} />
              {data.nextBefore && canShowMore(shown) && (
                <Button
                  variant="outline"
                  alignSelf="center"
                  onClick={() => setShown(shown + PAGE_STEP)}
                >
                  Show older
                </Button>
              )}
            </>
          )}
        </Stack>
      </SectionCard>
    </PageWrapper>
  );
}
