import { Box, Button, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';

import { EmptyState, ErrorPanel, ListSkeleton } from '@portal/ui';

import { errorMessage } from '@/lib/http/errors';
import { paths } from '@/lib/routing/paths';
import { useStores } from '@/stores/StoreProvider';

import { useChannels } from '../api/hooks';
import { usePresence } from '../hooks/usePresence';
import { CHANNEL_PARAM } from '../utils/chat-path';
import { ChannelList } from './ChannelList';

/** How many conversations the panel lists. */
const RECENT = 8;

/** The dashboard's chat panel: the recent conversations with their unread counts, on every page. */
export const ChatSidebar = observer(function ChatSidebar() {
  const { session } = useStores();
  const { data, error, isLoading, isValidating, mutate } = useChannels();
  const onlineIds = usePresence();
  const location = useLocation();
  const selectedId =
    location.pathname === paths.chat
      ? new URLSearchParams(location.search).get(CHANNEL_PARAM)
      : null;

  if (isLoading) {
    return <ListSkeleton loadingText="Loading conversations..." rows={4} px="2" py="2" />;
  }
  if (error || !data) {
    return (
      <ErrorPanel
        variant="inline"
        titleAs="p"
        m="2"
        error={errorMessage(error, 'The conversations could not be loaded.')}
        onRetry={() => void mutate()}
        isRetrying={isValidating}
      />
    );
  }
  if (data.data.length === 0) {
    return (
      <EmptyState
        size="sm"
        title="No conversations yet"
        description="Your direct and group conversations will be listed here."
      />
    );
  }
  return (
    <Stack gap="2" py="2">
      <ChannelList
        channels={data.data.slice(0, RECENT)}
        myId={session.userId}
        selectedId={selectedId}
        onlineIds={onlineIds}
        label="Recent conversations"
      />
      <Box px="4">
        <Button asChild size="xs" variant="ghost">
          <Link to={paths.chat}>All conversations</Link>
        </Button>
      </Box>
    </Stack>
  );
});
