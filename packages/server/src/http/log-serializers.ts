import type { FastifyRequest } from 'fastify';

/**
 * Request log lines carry method, URL and client address only (no headers, so no tokens). The
 * SPA's reset page has the reset token in its path (/reset-password/<token>); it is masked.
 */
export function redactUrl(url: string): string {
  return url.replace(/(\/reset-password\/)[^/?#]+/g, '$1[redacted]');
}

export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      remoteAddress: request.ip,
    };
  },
};
