import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';

import {
  IDLE_TIMEOUT_DEFAULT_MINUTES,
  IDLE_WARNING_SECONDS,
  SESSION_ACTIVITY_INTERVAL_SECONDS,
} from '@portal/contracts/constants';

import { watchIdle, type IdleWatch } from '@/lib/session/idle-watch';
import { sessionChannel } from '@/lib/session/session-channel';
import { useSessionExpired } from '@/lib/session/SessionExpiredContext';
import { listenForActivity } from '@/lib/session/user-activity';

import { sessionsApi } from '../api/sessions-api';
import { useSignOut } from '../api/sign-out';
import { IdleWarningDialog } from './IdleWarningDialog';

/**
 * A second more than the server's interval between two writes of "last active": a heartbeat a
 * minute after the last one, arriving a little early, would otherwise not be written.
 */
const HEARTBEAT_EVERY_MS = (SESSION_ACTIVITY_INTERVAL_SECONDS + 1) * 1000;

/**
 * The signed-in session's idle sign-out (issue 32), in every tab of the browser: the warning a
 * minute before, then the spec's expiry (token removed, 'Session expired. Please login again.',
 * '/'). The person's input keeps the session, here and on the server (the heartbeat); a sign-out
 * in another tab signs this one out too.
 */
export function IdleSignOut() {
  const onSessionExpired = useSessionExpired();
  const signOut = useSignOut();
  const { mutate } = useSWRConfig();
  const [isWarning, setWarning] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(IDLE_WARNING_SECONDS);
  const watch = useRef<IdleWatch | null>(null);
  // The latest handlers, without starting the watch again.
  const latest = useRef({ onSessionExpired, signOut, mutate });
  useEffect(() => {
    latest.current = { onSessionExpired, signOut, mutate };
  });

  useEffect(() => {
    const channel = sessionChannel();
    const idle = watchIdle({
      channel,
      timeoutMinutes: IDLE_TIMEOUT_DEFAULT_MINUTES,
      warningMs: IDLE_WARNING_SECONDS * 1000,
      heartbeatEveryMs: HEARTBEAT_EVERY_MS,
      sendHeartbeat: () =>
        sessionsApi.heartbeat().then(
          (answer) => answer.data.idleTimeoutMinutes,
          // Offline, or the session over (the HTTP client has ended it): nothing to learn.
          () => null,
        ),
      onState: (state) => {
        setWarning(state.phase === 'warning');
        if (state.phase === 'warning') setSecondsLeft(state.secondsLeft);
      },
      onExpire: () => {
        latest.current.onSessionExpired();
        // Nothing of this person's data stays in memory for whoever sits down next.
        void latest.current.mutate(() => true, undefined, { revalidate: false });
      },
    });
    watch.current = idle;
    const stopListening = listenForActivity(idle.noteActivity, idle.check);
    const stopHearing = channel.listen((message) => {
      if (message.type === 'signed-out') latest.current.signOut('another-tab');
    });
    return () => {
      stopListening();
      stopHearing();
      idle.stop();
      watch.current = null;
    };
  }, []);

  return (
    <IdleWarningDialog
      isOpen={isWarning}
      secondsLeft={secondsLeft}
      onStay={() => watch.current?.stayActive()}
      onSignOut={() => latest.current.signOut()}
    />
  );
}
