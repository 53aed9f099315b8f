import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { DEFAULT_PRACTICE_NAME, PRACTICE_NAME_META, PRACTICE_NAME_SLOT } from '@portal/contracts';

import { isApiPath } from './error-handler.ts';

/**
 * Vite's output names, maybe with the .br or .gz of a compressed copy: assets/<name>-<hash>.<ext>,
 * and assets/c-<hash>.js for the chunks.
 */
const HASHED_ASSET = /[/\\]assets[/\\][^/\\]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.(br|gz))?$/;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The page with the practice's name in its title and in the meta tag the app reads it from, so
 * that the first paint already shows it, with no request; and in the slots of the login page
 * rendered at build time.
 */
export function pageWithPracticeName(html: string, practiceName: string): string {
  const name = escapeHtml(practiceName);
  const meta = new RegExp(`<meta name="${PRACTICE_NAME_META}" content="[^"]*"\\s*/?>`);
  const tags = `<meta name="${PRACTICE_NAME_META}" content="${name}" /><title>${name}</title>`;
  const withoutOld = html.replace(meta, '').replaceAll(PRACTICE_NAME_SLOT, name);
  const title = /<title>[^<]*<\/title>/;
  // The build's page has both tags; a page without them gets them where the title goes.
  if (title.test(withoutOld)) return withoutOld.replace(title, tags);
  return withoutOld.includes('</head>')
    ? withoutOld.replace('</head>', `${tags}</head>`)
    : `${tags}${withoutOld}`;
}

/** The CSP sources that allow the page's inline scripts: the 'sha256-...' of each. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, script = '']) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
  );
}

/** The Content-Security-Policy with `sources` added to its script-src. */
export function withScriptSources(policy: string, sources: string[]): string {
  const scriptSrc = /(^|;)\s*script-src[^;]*/;
  if (!scriptSrc.test(policy)) throw new Error('The Content-Security-Policy has no script-src');
  return sources.length
    ? policy.replace(scriptSrc, (directive) => `${directive} ${sources.join(' ')}`)
    : policy;
}

/**
 * The page as it is and compressed, once at start. It is sent by the not-found handler, whose
 * answers @fastify/compress (a hook on each route) never sees.
 */
function encodings(page: string): Record<'identity' | 'br' | 'gzip', Buffer> {
  const identity = Buffer.from(page);
  return {
    identity,
    br: zlib.brotliCompressSync(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    }),
    gzip: zlib.gzipSync(identity, { level: 9 }),
  };
}

interface PreparedPage {
  encoded: Record<'identity' | 'br' | 'gzip', Buffer>;
  /** What the CSP needs to run the page's inline scripts. */
  scriptSources: string[];
}

function pagePrepared(html: string, practiceName: string): PreparedPage {
  const page = html && pageWithPracticeName(html, practiceName);
  return { encoded: encodings(page), scriptSources: inlineScriptHashes(page) };
}

/**
 * Serves the built SPA from the same origin. A GET for a client route (/pending-users, /documents,
 * ...) gets index.html so the router can take over; API and socket paths get a JSON 404 instead.
 * Without a build the API still runs and / says how to build the app.
 */
export async function serveWebApp(
  app: FastifyInstance,
  webDir: string,
  options: { serveSourceMaps: boolean; practiceName?: string } = { serveSourceMaps: false },
): Promise<boolean> {
  const indexFile = path.join(webDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const practiceName = options.practiceName ?? DEFAULT_PRACTICE_NAME;
  // The pages are written once with the practice's name; every navigation gets these copies.
  const appPage = pagePrepared(hasBuild ? fs.readFileSync(indexFile, 'utf8') : '', practiceName);
  // '/' has its own page, the login page rendered at build time (packages/app, prerender).
  const loginFile = path.join(webDir, 'login.html');
  const loginPage = fs.existsSync(loginFile)
    ? pagePrepared(fs.readFileSync(loginFile, 'utf8'), practiceName)
    : appPage;
  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: PreparedPage) => {
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
    // Added to what is there already (CORS's Origin), never in its place.
    const vary = reply.getHeader('vary');
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      reply.header('content-security-policy', withScriptSources(policy, page.scriptSources));
    }
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(page.encoded[encoding ?? 'identity']);
  };
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      wildcard: false,
      // The pages are sent by sendPage (with the practice's name), never as the raw files.
      index: false,
      // The build made brotli and gzip copies of every text asset: sent as they are.
      preCompressed: true,
      cacheControl: false,
      // The source maps show the app's whole source: served only when asked for (SOURCE_MAPS).
      allowedPath: (pathName) =>
        !/^\/(index|login)\.html(\.(br|gz))?$/.test(pathName) &&
        (options.serveSourceMaps || !pathName.endsWith('.map')),
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
    if (wantsPage) return sendPage(request, reply, url === '/' ? loginPage : appPage);
    return reply.code(404).send({ message: `Not found: ${request.method} ${url}` });
  });
  return hasBuild;
}
