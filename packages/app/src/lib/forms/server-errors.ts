import type { FieldValues, Path } from 'react-hook-form';

import { ApiError, errorMessage, hasEndedSession } from '@/lib/http/errors';

/** A server problem placed on one field of a form. */
export interface ServerFieldError<TValues extends FieldValues> {
  name: Path<TValues>;
  message: string;
}

/** How a failed submit is shown. */
export type ServerFailure<TValues extends FieldValues> =
  /** The session ended: its own toast has spoken, the form says nothing more. */
  | { kind: 'session-ended' }
  /** The server named fields of the form (`details` of a 400): each shows its problem. */
  | { kind: 'fields'; errors: ServerFieldError<TValues>[] }
  /** Anything else: one message (the server's, else the form's fallback) and the status. */
  | { kind: 'message'; message: string; status: number };

/** The server writes field problems as '<path> <problem>'; the form shows the problem alone. */
function fieldMessage(path: string, message: string): string {
  const text = message.startsWith(`${path} `) ? message.slice(path.length + 1) : message;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The server's field problems that name one of `fields`, in the form's words. */
export function serverFieldErrors<TValues extends FieldValues>(
  error: unknown,
  fields: readonly Path<TValues>[],
): ServerFieldError<TValues>[] {
  if (!(error instanceof ApiError)) return [];
  return error.details.flatMap((detail) => {
    const name = fields.find((field) => field === detail.path);
    return name ? [{ name, message: fieldMessage(detail.path, detail.message) }] : [];
  });
}

/**
 * What a form shows for a failed submit: nothing when the session ended, the field problems when
 * the server named fields the form has, else one message for the form's alert or toast.
 */
export function describeServerFailure<TValues extends FieldValues>(
  error: unknown,
  fields: readonly Path<TValues>[],
  fallback: string,
): ServerFailure<TValues> {
  if (hasEndedSession(error)) return { kind: 'session-ended' };
  const errors = serverFieldErrors(error, fields);
  if (errors.length > 0) return { kind: 'fields', errors };
  return {
    kind: 'message',
    message: errorMessage(error, fallback),
    status: error instanceof ApiError ? error.status : 0,
  };
}
