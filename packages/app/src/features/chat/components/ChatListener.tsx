import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';

import { useSocket, useSocketEvent } from '@/lib/realtime/SocketProvider';
import { useStores } from '@/stores/StoreProvider';

import { useChannels, useChatCache } from '../api/hooks';
import { useLivePresence } from '../hooks/usePresence';
import {
  applyChangedMessage,
  applyNewMessages,
  applyRead,
  applySeen,
  applySeenToDetail,
} from '../utils/channel-list';

/**
 * Keeps the channel list live on every signed-in page (the panel, /chat): new messages, edits,
 * deletions, read markers from this or another tab (forward, or back after Mark as unread), how
 * far others have seen, channel changes, and a refetch after a reconnect; and who is online. The unread total goes in the tab's title.
 */
export const ChatListener = observer(function ChatListener() {
  const { session } = useStores();
  const myId = session.userId;
  const socket = useSocket();
  const { updateChannelList, updateChannel, refreshChannels } = useChatCache();
  const { data } = useChannels();
  const unreadTotal = data?.unreadTotal ?? 0;
  useLivePresence();

  useSocketEvent('chat:message', (message) => {
    updateChannelList((list) => applyNewMessages(list, message.channelId, [message], myId));
  });
  useSocketEvent('chat:messages', ({ channelId, messages }) => {
    updateChannelList((list) => applyNewMessages(list, channelId, messages, myId));
  });
  const onChanged = (message: Parameters<typeof applyChangedMessage>[1]) => {
    updateChannelList((list) => applyChangedMessage(list, message));
  };
  useSocketEvent('chat:message-updated', onChanged);
  useSocketEvent('chat:message-deleted', onChanged);
  useSocketEvent('chat:read', (read) => {
    updateChannelList((list) => applyRead(list, read, myId));
  });
  // Another member has seen a conversation: "Seen" (direct) and "Seen by N" (groups) follow.
  useSocketEvent('chat:seen', (seen) => {
    updateChannelList((list) => applySeen(list, seen, myId));
    updateChannel(seen.channelId, (channel) => applySeenToDetail(channel, seen, myId));
  });
  useSocketEvent('chat:channel', () => refreshChannels());

  // Back after a cut: what changed meanwhile comes with a fresh list.
  useEffect(() => {
    if (!socket) return undefined;
    const onReconnect = () => refreshChannels();
    socket.io.on('reconnect', onReconnect);
    return () => {
      socket.io.off('reconnect', onReconnect);
    };
  }, [socket, refreshChannels]);

  useEffect(() => {
    const base = document.title.replace(/^\(\d+\+?\) /, '');
    document.title = unreadTotal > 0 ? `(${unreadTotal > 99 ? '99+' : unreadTotal}) ${base}` : base;
  }, [unreadTotal]);

  return null;
});
