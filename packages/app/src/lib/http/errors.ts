/** An answer from the API that was not a success, with the server's message when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

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
