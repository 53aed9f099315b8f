import { useEffect } from 'react';

import { useApi } from '@/lib/http/useApi';
import { useSocket, useSocketEvent } from '@/lib/realtime/SocketProvider';

import { withPresence } from '../utils/presence';

const toSet = (answer: { online: string[] }): ReadonlySet<string> => new Set(answer.online);

/**
 * The people of one's channels who are online now (their ids); undefined until known. Every
 * caller reads one cache entry (`getChatPresence`, fetched once), which `useLivePresence` keeps
 * up to date.
 */
export function usePresence(): ReadonlySet<string> | undefined {
  return useApi('getChatPresence', undefined, { select: toSet }).data;
}

/**
 * Keeps the online ids live, mounted once (`ChatListener`): each `chat:presence` changes the
 * cached answer in place (no refetch), and a reconnect fetches it again (what changed meanwhile
 * was not heard).
 */
export function useLivePresence(): void {
  const { data, mutate } = useApi('getChatPresence');
  const socket = useSocket();
  const isLoaded = data !== undefined;

  useSocketEvent('chat:presence', ({ userId, isOnline }) => {
    // Before the first answer there is nothing to change: the answer itself is up to date, and a
    // write while it is on its way would make SWR drop it.
    if (!isLoaded) return;
    void mutate(
      (answer) => {
        if (!answer) return answer;
        const online = withPresence(answer.online, userId, isOnline);
        return online === answer.online ? answer : { ...answer, online };
      },
      { revalidate: false },
    );
  });

  useEffect(() => {
    if (!socket) return undefined;
    const onReconnect = () => void mutate();
    socket.io.on('reconnect', onReconnect);
    return () => {
      socket.io.off('reconnect', onReconnect);
    };
  }, [socket, mutate]);
}
