import { notify } from '@portal/ui';

import { notifyFailure } from '@/lib/http/notify-failure';

import { sessionsApi } from './sessions-api';

/**
 * Runs an ending: the server's message as a toast, or the failure's (the server's reason, else
 * `fallback`). Resolves whether it worked; the screen reads its list again.
 */
async function end(call: () => Promise<{ message: string }>, fallback: string): Promise<boolean> {
  try {
    notify.success((await call()).message);
    return true;
  } catch (error) {
    notifyFailure(error, fallback);
    return false;
  }
}

const ONE_FAILURE = 'The session could not be signed out. Try again.';
const MANY_FAILURE = 'The sessions could not be signed out. Try again.';

export const sessionActions = {
  /** Signs one of the person's other sessions out (its tabs are told and closed at once). */
  endSession: (id: string) => end(() => sessionsApi.endSession(id), ONE_FAILURE),
  /** "Sign out everywhere else": every session of the person but this one. */
  endOthers: () => end(() => sessionsApi.endOthers(), MANY_FAILURE),
  /** The superadmin's: every session of a person. */
  endUserSessions: (userId: string) => end(() => sessionsApi.endUserSessions(userId), MANY_FAILURE),
};
