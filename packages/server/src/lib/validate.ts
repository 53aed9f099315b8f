import type { z } from 'zod';

import { HttpError } from './http-error.ts';

/**
 * Parses a body, query or params with its contract schema. The first problem becomes the message
 * (a person reads it in a toast); every problem is listed under `details` for forms.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
  what: 'body' | 'query' | 'params' | 'form',
): z.output<S> {
  const result = schema.safeParse(input ?? (what === 'body' ? undefined : {}));
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => {
    const where = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return { path: where, message: `Unknown field(s): ${issue.keys.join(', ')}` };
    }
    if (issue.code === 'invalid_type' && issue.input === undefined) {
      return { path: where, message: where ? `${where} is required` : `The ${what} is required` };
    }
    return { path: where, message: where ? `${where} ${issue.message}` : issue.message };
  });
  const first = details[0]?.message ?? `The ${what} is not valid`;
  return throwBadInput(first, details);
}

function throwBadInput(message: string, details: { path: string; message: string }[]): never {
  throw new HttpError(400, message, { details });
}
