import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { ApiError } from '@/lib/http/errors';

/** The server writes field problems as '<path> <problem>'; the form shows the problem alone. */
function fieldMessage(path: string, message: string): string {
  const text = message.startsWith(`${path} `) ? message.slice(path.length + 1) : message;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Puts the server's field problems (`details` of a 400) onto the form's fields with those names.
 * Returns how many were placed, so the caller knows whether the form shows them.
 */
export function applyServerFieldErrors<TValues extends FieldValues>(
  error: unknown,
  fields: readonly Path<TValues>[],
  setError: UseFormSetError<TValues>,
): number {
  if (!(error instanceof ApiError)) return 0;
  let placed = 0;
  for (const detail of error.details) {
    const field = fields.find((name) => name === detail.path);
    if (!field) continue;
    setError(field, { type: 'server', message: fieldMessage(detail.path, detail.message) });
    placed += 1;
  }
  return placed;
}
