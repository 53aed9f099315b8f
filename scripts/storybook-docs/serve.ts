import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  // MSW registers mockServiceWorker.js only when it is served as JavaScript.
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

/** Serves a folder on 127.0.0.1 (a free port), as Storybook's static build expects. */
export async function serveStatic(folder: string): Promise<StaticServer> {
  const root = path.resolve(folder);
  const server = http.createServer((request, response) => {
    void (async () => {
      const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
      // Chromium asks for it by itself; the build has none (a 404 would log a console error).
      if (pathname === '/favicon.ico') return void response.writeHead(204).end();
      let file = path.join(root, decodeURIComponent(pathname));
      if (file !== root && !file.startsWith(root + path.sep)) {
        return void response.writeHead(403).end();
      }
      try {
        if ((await stat(file)).isDirectory()) file = path.join(file, 'index.html');
        await stat(file);
      } catch {
        return void response.writeHead(404).end();
      }
      response.writeHead(200, {
        'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
        // The build does not change while the test runs: each docs page reuses the bundles.
        'cache-control': 'max-age=3600',
      });
      createReadStream(file).pipe(response);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
