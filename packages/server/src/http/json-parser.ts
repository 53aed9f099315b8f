import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies, with Fastify's own parser (it guards against prototype poisoning), except that an
 * empty body is read as "no body": POST /auth/get-me is called without one, and for other routes
 * the schema then answers "The body is required" instead of a parser error.
 */
export function installJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  // Every body is JSON or (update-me) multipart; plain text is a wrong content type, answered 415.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
