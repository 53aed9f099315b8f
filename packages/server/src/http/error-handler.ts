import type { FastifyError, FastifyInstance } from 'fastify';

import { API_BASE } from '@portal/contracts';

import { HttpError } from '../lib/http-error.ts';
import { isStorageFull, storageFull } from '../lib/storage-full.ts';

/** Framework error codes that are the caller's fault, with a message a person understands. */
const FRAMEWORK_MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'This content type is not accepted here.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'The Content-Length does not match the body.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The body is not valid JSON.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'The file is too large.' },
  FST_FILES_LIMIT: { status: 413, message: 'Too many files.' },
  FST_FIELDS_LIMIT: { status: 413, message: 'Too many form fields.' },
  FST_PARTS_LIMIT: { status: 413, message: 'Too many form parts.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: 'Send multipart/form-data.' },
  FST_ERR_CTP_EMPTY_TYPE: { status: 415, message: 'The Content-Type header is empty.' },
};

/**
 * Every error answer is `{ message }` JSON. Errors the caller caused keep their 4xx status; a full
 * disk is a 507 that says so (lib/storage-full.ts); anything else is logged in full and answered
 * as a plain 500 without internals.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send({
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
        ...(error.code ? { code: error.code } : {}),
      });
    }
    const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
    if (known) return reply.code(known.status).send({ message: known.message });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message || 'The request is not valid.' });
    }
    if (isStorageFull(error)) {
      request.log.error({ err: withoutQueryParams(error) }, 'the storage is full');
      const full = storageFull();
      return reply.code(full.statusCode).send({ message: full.message });
    }
    request.log.error({ err: withoutQueryParams(error) }, 'unhandled error');
    return reply
      .code(500)
      .send({ message: 'Something went wrong on the server. Please try again.' });
  });
}

/**
 * Drizzle's query errors quote the statement's parameters (a password hash, a reset-token hash);
 * the log keeps the statement and the driver's reason, never the values.
 */
export function withoutQueryParams(error: Error): Record<string, unknown> {
  // The parameters run from "params:" to the end of the message (they may contain line breaks).
  const strip = (text: string | undefined) =>
    text?.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');
  const cause = error.cause instanceof Error ? error.cause : undefined;
  return {
    type: error.name,
    message: strip(error.message),
    stack: strip(error.stack),
    code: (error as { code?: unknown }).code,
    cause: cause ? { type: cause.name, message: cause.message } : undefined,
  };
}

export const isApiPath = (url: string) =>
  url === API_BASE ||
  url.startsWith(`${API_BASE}/`) ||
  url.startsWith('/api/') ||
  url.startsWith('/socket.io');
