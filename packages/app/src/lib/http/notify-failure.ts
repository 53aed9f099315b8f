import { notify } from '@portal/ui';

import { errorMessage, hasEndedSession } from './errors';

/**
 * The error toast of a failed call: the server's message, else `fallback`. Nothing when the
 * failure ended the session, which has its own toast ('Session expired. Please login again.').
 */
export function notifyFailure(error: unknown, fallback: string): void {
  if (hasEndedSession(error)) return;
  notify.error(errorMessage(error, fallback));
}
