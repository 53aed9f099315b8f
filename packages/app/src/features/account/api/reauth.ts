import { WRONG_PASSWORD_MESSAGE } from '@portal/contracts/constants';

import { ApiError } from '@/lib/http/errors';

/** What an action behind the password step came to: done, or not with what to say in the dialog. */
export type ReauthOutcome = { ok: true } | { ok: false; problem: string | null };

/**
 * The re-authentication step's own refusals (a wrong password, too many tries), said under the
 * password box rather than in a toast; null for any other failure.
 */
export function passwordProblem(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.isServerMessage) return null;
  const isWrong = error.status === 403 && error.message === WRONG_PASSWORD_MESSAGE;
  return isWrong || error.status === 429 ? error.message : null;
}
