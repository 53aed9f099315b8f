import { useEffect } from 'react';

import { useSocket } from '@/lib/realtime/SocketProvider';

/**
 * Tells the server which channel this tab shows while the tab is visible (`channel_focus`), so
 * that a message there notifies nobody who is reading it; null when the tab is hidden or the
 * conversation closes. Said again after a reconnect: a new connection starts without a focus.
 */
export function useChannelFocus(channelId: string): void {
  const socket = useSocket();
  useEffect(() => {
    if (!socket) return undefined;
    const tell = () => {
      const isVisible = document.visibilityState === 'visible';
      socket.emit('channel_focus', { channelId: isVisible ? channelId : null });
    };
    tell();
    document.addEventListener('visibilitychange', tell);
    socket.on('connect', tell);
    return () => {
      document.removeEventListener('visibilitychange', tell);
      socket.off('connect', tell);
      socket.emit('channel_focus', { channelId: null });
    };
  }, [socket, channelId]);
}
