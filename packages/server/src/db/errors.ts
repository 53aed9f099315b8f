/**
 * True for a unique-constraint violation (SQLSTATE 23505) from either driver. Drizzle may wrap the
 * driver's error, so the cause chain is searched.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const e = current as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (e.code === '23505') {
      if (!constraint) return true;
      return e.constraint === constraint || String(e.message ?? '').includes(constraint);
    }
    current = e.cause;
  }
  return false;
}
