/** An answer from the API that was not a success, with the server's message when it sent one. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';

  constructor(
    message: string,
    /** The HTTP status, or 0 when the request never got an answer. */
    readonly status: number,
    /** Field errors of a validation failure, as the server listed them. */
    readonly details: { path: string; message: string }[] = [],
    /** Whether `message` is the server's own words (else a status text or network note). */
    readonly isServerMessage = false,
  ) {
    super(message);
  }
}

/** A signed-in call answered 401: the session has ended (spec section 8). */
export class SessionEndedError extends ApiError {
  override readonly name: string = 'SessionEndedError';
}

/** Thrown before sending when the stored token has expired (spec section 8). */
export class TokenExpiredError extends Error {
  override readonly name = 'TokenExpiredError';

  constructor() {
    super('Token expired');
  }
}

/** The message to show for a failed call: the server's, else the caller's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.isServerMessage && error.message) return error.message;
  return fallback;
}

/**
 * Whether a failure ended the session (expired token, or 401 to a signed-in call). The session
 * handler has already said 'Session expired. Please login again.': callers add no toast of their own.
 */
export function hasEndedSession(error: unknown): boolean {
  return error instanceof TokenExpiredError || error instanceof SessionEndedError;
}
