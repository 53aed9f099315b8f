/** An error that becomes an HTTP answer `{ message, details? }` with its status. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly details: { path: string; message: string }[] | undefined;
  readonly headers: Record<string, string> | undefined;
  /** A refusal the app tells apart by more than its status (`invitation-expired`, ...). */
  readonly code: string | undefined;

  constructor(
    statusCode: number,
    message: string,
    extra: {
      details?: { path: string; message: string }[];
      headers?: Record<string, string>;
      code?: string;
    } = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.details = extra.details;
    this.headers = extra.headers;
    this.code = extra.code;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in again.') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/**
 * A refusal about one field of the request: `details` names it, so that a form marks that field
 * (a taken e-mail, a wrong current password) instead of only showing a banner.
 */
export const fieldError = (statusCode: 400 | 409, path: string, message: string) =>
  new HttpError(statusCode, message, { details: [{ path, message }] });
