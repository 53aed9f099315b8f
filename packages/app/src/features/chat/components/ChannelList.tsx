import { chakra, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';

import type { TChatChannel } from '@portal/contracts';

import { ChatChannelItem, SearchInput } from '@portal/ui';

import { chatPath } from '../utils/chat-path';
import { listTime, previewOf } from '../utils/labels';

export interface ChannelListProps {
  channels: readonly TChatChannel[];
  myId: string | null;
  /** The open conversation, marked as the current page. */
  selectedId?: string | null;
  /** Shows a filter box above the list. */
  hasFilter?: boolean;
  /** The people online now (their ids), for the dots of direct chats. */
  onlineIds?: ReadonlySet<string>;
  /** The list's accessible name. */
  label?: string;
}

/** Conversations, latest first: a link each to `/chat?channel=<id>`, with an optional filter. */
export function ChannelList({
  channels,
  myId,
  selectedId = null,
  hasFilter = false,
  onlineIds,
  label = 'Conversations',
}: ChannelListProps) {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    return needle
      ? channels.filter((channel) => channel.name.toLocaleLowerCase().includes(needle))
      : channels;
  }, [channels, query]);

  return (
    <Stack gap="2" minH="0">
      {hasFilter && channels.length > 0 && (
        <chakra.div px="2">
          <SearchInput
            size="sm"
            value={query}
            onValueChange={setQuery}
            placeholder="Filter conversations"
          />
        </chakra.div>
      )}
      {shown.length === 0 && query ? (
        <Text px="3" textStyle="sm" color="fg.muted" role="status">
          No conversation matches “{query}”.
        </Text>
      ) : (
        <chakra.ul aria-label={label} display="flex" flexDirection="column" gap="0.5" px="2">
          {shown.map((channel) => (
            <ChatChannelItem
              key={channel.id}
              name={channel.name}
              avatarSrc={channel.peer?.profileImage}
              isOnline={channel.peer && onlineIds ? onlineIds.has(channel.peer.id) : undefined}
              preview={previewOf(channel.lastMessage, myId, channel.type === 'group')}
              dateTime={channel.lastActivityAt}
              timeLabel={listTime(channel.lastActivityAt)}
              unreadCount={channel.unreadCount}
              isMuted={channel.isMuted}
              link={
                <Link
                  to={chatPath(channel.id)}
                  aria-current={channel.id === selectedId ? 'page' : undefined}
                />
              }
            />
          ))}
        </chakra.ul>
      )}
    </Stack>
  );
}
