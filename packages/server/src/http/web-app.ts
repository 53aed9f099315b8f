import fs from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

import { isApiPath } from './error-handler.ts';

/** Vite's output names: assets/<name>-<hash>.<ext>, maybe with the .br or .gz of a compressed copy. */
const HASHED_ASSET = /[/\\]assets[/\\][^/\\]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.(br|gz))?$/;

/**
 * Serves the built SPA from the same origin. A GET for a client route (/pending-users, /documents,
 * ...) gets index.html so the router can take over; API and socket paths get a JSON 404 instead.
 * Without a build the API still runs and / says how to build the app.
 */
export async function serveWebApp(
  app: FastifyInstance,
  webDir: string,
  options: { serveSourceMaps: boolean } = { serveSourceMaps: false },
): Promise<boolean> {
  const hasBuild = fs.existsSync(path.join(webDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      wildcard: false,
      index: ['index.html'],
      // The build made brotli and gzip copies of every text asset: sent as they are.
      preCompressed: true,
      cacheControl: false,
      // The source maps show the app's whole source: served only when asked for (SOURCE_MAPS).
      allowedPath: (pathName) => options.serveSourceMaps || !pathName.endsWith('.map'),
      // Hashed file names change with their content: cached for a year. The page itself (and
      // anything unhashed) is checked again on every visit, so a new build shows at once.
      setHeaders: (response, filePath) => {
        const isHashed = HASHED_ASSET.test(filePath);
        response.header(
          'cache-control',
          isHashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.get('/', async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="en"><meta charset="utf-8"><title>Server running</title>' +
            '<p>The API is running under <code>/api/v1</code>, but the web app is not built.</p>' +
            '<p>Run <code>npm run build -w @portal/app</code> (or <code>npm start</code> at the repository root) and restart.</p></html>',
        ),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // A browser navigation asks for HTML; a missing asset (/assets/x.js) is a real 404. Paths with
    // dots can still be pages: /invite-chat/{type}/{id}/{email}.
    const acceptsHtml = (request.headers.accept ?? '').includes('text/html');
    const wantsPage =
      hasBuild &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(url) &&
      (acceptsHtml || !path.extname(url));
    if (wantsPage) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .sendFile('index.html');
    }
    return reply.code(404).send({ message: `Not found: ${request.method} ${url}` });
  });
  return hasBuild;
}
