/** An error that becomes an HTTP answer `{ message, details? }` with its status. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly details: { path: string; message: string }[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    statusCode: number,
    message: string,
    extra: { details?: { path: string; message: string }[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.details = extra.details;
    this.headers = extra.headers;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in again.') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
