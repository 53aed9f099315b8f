import { chakra, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';

import type { TChatChannel } from '@portal/contracts';

import { ChatChannelItem } from '@portal/ui';

import { chatPath } from '../utils/chat-path';
import { listTime, previewOf } from '../utils/labels';
import { usePlainTextReady } from '../utils/plain-text';

export interface ChannelListProps {
  channels: readonly TChatChannel[];
  myId: string | null;
  /** The open conversation, marked as the current page. */
  selectedId?: string | null;
  /** Shows only the conversations whose name holds this text (whatever the case). */
  filter?: string;
  /** The people online now (their ids), for the dots of direct chats. */
  onlineIds?: ReadonlySet<string>;
  /** The list's accessible name. */
  label?: string;
}

/** Conversations, latest first: a link each to `/chat?channel=<id>`, optionally filtered by name. */
export function ChannelList({
  channels,
  myId,
  selectedId = null,
  filter = '',
  onlineIds,
  label = 'Conversations',
}: ChannelListProps) {
  // The previews read formatted texts without markup once the grammar has loaded.
  usePlainTextReady();
  const shown = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase();
    return needle
      ? channels.filter((channel) => channel.name.toLocaleLowerCase().includes(needle))
      : channels;
  }, [channels, filter]);

  return (
    <Stack gap="2" minH="0">
      {shown.length === 0 && filter.trim() ? (
        <Text px="4" textStyle="sm" color="fg.muted" role="status">
          No conversation matches “{filter.trim()}”.
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
