import { WRONG_PASSWORD_MESSAGE } from '@portal/contracts/constants';

import { ApiError, errorMessage, hasEndedSession } from '@/lib/http/errors';

/** Where a refusal belongs in a dialog that asks for the password (and maybe a code). */
export type TDialogProblem =
  | { field: 'password'; message: string }
  | { field: 'code'; message: string }
  | { field: 'form'; message: string };

/**
 * Sorts a refusal of a step behind the password: a wrong password or too many tries under the
 * password box, a wrong code under the code box, anything else the server said (the practice
 * requires a second step, 409) above the fields; a fault or the server out of reach gets
 * `fallback` above the fields. A session that ended has said so itself: null.
 */
export function dialogProblem(error: unknown, fallback: string): TDialogProblem | null {
  if (hasEndedSession(error)) return null;
  if (error instanceof ApiError && error.isServerMessage) {
    const isPassword =
      error.status === 429 || (error.status === 403 && error.message === WRONG_PASSWORD_MESSAGE);
    if (isPassword) return { field: 'password', message: error.message };
    if (error.status === 403 || error.status === 400)
      return { field: 'code', message: error.message };
  }
  return { field: 'form', message: errorMessage(error, fallback) };
}
