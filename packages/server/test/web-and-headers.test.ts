import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  inlineScriptHashes,
  pageWithPracticeName,
  withScriptSources,
} from '../src/http/web-app.ts';
import { startTestServer, type TestServer } from './support/server.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

describe('web app, headers and CORS', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', { appOrigins: ['http://localhost:5173'] });
  });
  afterAll(() => t.close());

  it('serves index.html for client routes and real files as they are', async () => {
    for (const route of ['/', '/pending-users', '/reset-password/abc', '/clients/edit-client/1']) {
      const answer = await t.api('GET', `${t.url}${route}`);
      expect(answer.status, route).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/html');
      expect(answer.text).toContain('<div id="root">');
    }
  });

  it('serves index.html for a browser navigation to a path with dots (invite with an e-mail)', async () => {
    const answer = await t.api('GET', `${t.url}/invite-chat/direct/42/guest@example.com`, {
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<div id="root">');
    const api = await t.api('GET', '/nope.json', { headers: { accept: 'text/html' } });
    expect(api.status).toBe(404);
  });

  it('adds Accept-Encoding to the page’s Vary header, keeping the Origin that CORS put there', async () => {
    const vary = await new Promise<string | undefined>((resolve, reject) => {
      http
        .get(
          `${t.url}/pending-users`,
          { headers: { origin: 'http://localhost:5173', 'accept-encoding': 'br' } },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.headers.vary));
          },
        )
        .on('error', reject);
    });
    expect(vary?.toLowerCase().split(/\s*,\s*/)).toEqual(
      expect.arrayContaining(['origin', 'accept-encoding']),
    );
  });

  it('answers JSON 404 for unknown API and socket paths and missing assets', async () => {
    for (const route of ['/api/v1/nope', '/api/v1/auth/nope', '/api/other', '/assets/missing.js']) {
      const answer = await t.api('GET', `${t.url}${route}`);
      expect(answer.status, route).toBe(404);
      expect(answer.body).toEqual({ message: `Not found: GET ${route}` });
    }
    const wrongMethod = await t.api('GET', '/auth/login');
    expect(wrongMethod.status).toBe(404);
  });

  /** A server over a built app with these files: static files are found at start. */
  const withBuild = async (
    files: Record<string, string | Buffer>,
    overrides: Partial<TestServer['config']> = {},
  ) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-build-'));
    for (const [name, content] of Object.entries(files)) {
      const file = path.join(dataDir, 'web', name);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, content);
    }
    return startTestServer('pglite', overrides, { dataDir });
  };

  it('writes the practice’s name into the page’s title and meta tag, escaped, on every route', async () => {
    const page =
      '<!doctype html><html><head><meta name="application-name" content="Your practice" />' +
      '<title>Your practice</title></head><body><div id="root"></div></body></html>';
    expect(pageWithPracticeName(page, 'Harbour')).toBe(
      '<!doctype html><html><head><meta name="application-name" content="Harbour" />' +
        '<title>Harbour</title></head><body><div id="root"></div></body></html>',
    );
    // The test server's own page has no meta tag: it gets one beside the title.
    const build = await withBuild(
      { 'index.html.gz': zlib.gzipSync(page) },
      { practiceName: 'Harbour & Co "North" <Clinic>' },
    );
    const escaped = 'Harbour &#38; Co &#34;North&#34; &#60;Clinic&#62;';
    try {
      for (const route of ['/', '/pending-users', '/index.html']) {
        const answer = await build.api('GET', `${build.url}${route}`, {
          headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
        });
        expect(answer.status, route).toBe(200);
        expect(answer.text, route).toContain(`<title>${escaped}</title>`);
        expect(answer.text, route).toContain(
          `<meta name="application-name" content="${escaped}" />`,
        );
        expect(answer.text, route).not.toContain('Your practice');
      }
    } finally {
      await build.close();
    }
  });

  it('sends the login page rendered at build time for /, with the name in its slots and its inline script allowed by hash', async () => {
    const head =
      '<meta name="application-name" content="Your practice" /><title>Your practice</title>';
    const script = 'document.documentElement.classList.add("dark");';
    const login =
      `<!doctype html><html><head>${head}<script>${script}</script></head>` +
      '<body><div id="root"><main><div>%PRACTICE_NAME%</div><h1>Sign in</h1></main></div></body></html>';
    const app = `<!doctype html><html><head>${head}</head><body><div id="root"></div></body></html>`;
    const build = await withBuild(
      { 'index.html': app, 'login.html': login },
      { practiceName: 'Harbour & Co' },
    );
    const scriptHash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    try {
      for (const route of ['/', '/?next=1']) {
        const answer = await build.api('GET', `${build.url}${route}`, {
          headers: { accept: 'text/html' },
        });
        expect(answer.status, route).toBe(200);
        expect(answer.text, route).toContain('<div>Harbour &#38; Co</div><h1>Sign in</h1>');
        expect(answer.text, route).toContain('<title>Harbour &#38; Co</title>');
        expect(answer.text, route).not.toContain('%PRACTICE_NAME%');
        const csp = answer.headers.get('content-security-policy') ?? '';
        expect(csp, route).toMatch(
          new RegExp(`script-src 'self' ${escapeRegExp(scriptHash)}(;|$)`),
        );
        expect(csp, route).toContain("frame-ancestors 'none'");
      }
      // Every other page is the app's page, whose CSP allows no inline script.
      const other = await build.api('GET', `${build.url}/forgot-password`, {
        headers: { accept: 'text/html' },
      });
      expect(other.text).toContain('<div id="root"></div>');
      expect(other.headers.get('content-security-policy')).toContain("script-src 'self';");
      // The raw files are never sent (they lack the practice's name).
      for (const file of ['/login.html', '/index.html']) {
        const raw = await build.api('GET', `${build.url}${file}`);
        expect(raw.text, file).not.toContain('%PRACTICE_NAME%');
        expect(raw.text, file).not.toContain('Your practice');
      }
    } finally {
      await build.close();
    }
  });

  it('adds the inline scripts’ hashes to the script-src of a policy', () => {
    expect(inlineScriptHashes('<script>a()</script><script src="/x.js"></script>')).toEqual([
      `'sha256-${createHash('sha256').update('a()').digest('base64')}'`,
    ]);
    expect(withScriptSources("default-src 'self';script-src 'self';img-src data:", ["'h'"])).toBe(
      "default-src 'self';script-src 'self' 'h';img-src data:",
    );
    expect(withScriptSources("script-src 'self'", [])).toBe("script-src 'self'");
    expect(() => withScriptSources("default-src 'self'", ["'h'"])).toThrow(/no script-src/);
  });

  it('does not serve the app’s source maps unless SOURCE_MAPS=on', async () => {
    const build = {
      'assets/app.js': 'console.log(1)',
      'assets/app.js.map': '{"version":3,"sources":["secret.ts"]}',
    };
    const plain = await withBuild(build);
    try {
      expect((await plain.api('GET', `${plain.url}/assets/app.js`)).status).toBe(200);
      const hidden = await plain.api('GET', `${plain.url}/assets/app.js.map`);
      expect(hidden.status).toBe(404);
      expect(hidden.text).not.toContain('secret.ts');
    } finally {
      await plain.close();
    }
    const debug = await withBuild(build, { serveSourceMaps: true });
    try {
      const shown = await debug.api('GET', `${debug.url}/assets/app.js.map`);
      expect(shown.status).toBe(200);
      expect(shown.text).toContain('secret.ts');
    } finally {
      await debug.close();
    }
  });

  it('sends the build’s brotli and gzip copies, caches hashed files for a year and the page never', async () => {
    const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    const build = await withBuild({
      'assets/index-D2x_Ab9c.js': script,
      'assets/index-D2x_Ab9c.js.br': zlib.brotliCompressSync(script),
      'assets/index-D2x_Ab9c.js.gz': zlib.gzipSync(script),
      // A chunk: Vite names them by their hash alone (packages/app/vite.config.ts).
      'assets/c-Q-7xZk_a.js': script,
    });
    try {
      const file = `${build.url}/assets/index-D2x_Ab9c.js`;
      const raw = (encoding: string, url = file) =>
        new Promise<{ headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
          http
            .get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
              const chunks: Buffer[] = [];
              response.on('data', (chunk: Buffer) => chunks.push(chunk));
              response.on('end', () =>
                resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }),
              );
            })
            .on('error', reject);
        });
      const br = await raw('br, gzip');
      expect(br.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(br.bytes).toString()).toBe(script);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const gzip = await raw('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.bytes).toString()).toBe(script);
      const identity = await raw('identity');
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.bytes.toString()).toBe(script);
      const chunk = await build.api('GET', `${build.url}/assets/c-Q-7xZk_a.js`);
      expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

      const page = await build.api('GET', `${build.url}/pending-users`, {
        headers: { accept: 'text/html' },
      });
      expect(page.headers.get('cache-control')).toBe('no-cache');
      // The page itself (2.5 KB in a real build) is compressed too, for a browser that accepts it.
      for (const encoding of ['br', 'gzip'] as const) {
        const pageAnswer = await raw(encoding, `${build.url}/clients`);
        expect(pageAnswer.headers['content-encoding']).toBe(encoding);
        expect(pageAnswer.headers.vary?.toLowerCase()).toContain('accept-encoding');
        const text = (encoding === 'br' ? zlib.brotliDecompressSync : zlib.gunzipSync)(
          pageAnswer.bytes,
        ).toString();
        expect(text).toContain('<div id="root">');
      }
      const plainPage = await raw('identity', `${build.url}/clients`);
      expect(plainPage.headers['content-encoding']).toBeUndefined();
      expect(plainPage.bytes.toString()).toContain('<div id="root">');
    } finally {
      await build.close();
    }
  });

  it('compresses JSON answers above 1 KB when the client accepts it, and small ones not', async () => {
    const get = (route: string, encoding: string) =>
      new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
        http
          .get(`${t.url}${route}`, { headers: { 'accept-encoding': encoding } }, (response) => {
            response.resume();
            response.on('end', () => resolve(response.headers));
          })
          .on('error', reject);
      });
    // The OpenAPI document is a large public JSON answer.
    expect((await get('/api/v1/openapi.json', 'br, gzip'))['content-encoding']).toBe('br');
    expect((await get('/api/v1/openapi.json', 'gzip'))['content-encoding']).toBe('gzip');
    expect((await get('/api/v1/openapi.json', 'identity'))['content-encoding']).toBeUndefined();
    expect((await get('/api/v1/health', 'br, gzip'))['content-encoding']).toBeUndefined();
  });

  it('sends security headers: CSP with frame-ancestors, nosniff, no framing', async () => {
    const answer = await t.api('GET', `${t.url}/`);
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    const api = await t.api('GET', '/health');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.body).toEqual({ status: 'ok', database: 'pglite' });
  });

  it('allows CORS only from APP_ORIGIN', async () => {
    const allowed = await t.api('OPTIONS', '/auth/login', {
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const denied = await t.api('OPTIONS', '/auth/login', {
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('says at / that the app is not built when there is no build', async () => {
    const other = await startTestServer('pglite', { webDir: path.join(t.dataDir, 'no-such-dir') });
    try {
      expect(other.server.servesWebApp).toBe(false);
      const answer = await other.api('GET', `${other.url}/`);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('the web app is not built');
      expect((await other.api('GET', `${other.url}/pending-users`)).status).toBe(404);
      expect((await other.api('GET', '/health')).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('keeps the generated JWT secret in DATA_DIR across restarts', () => {
    const secret = fs.readFileSync(path.join(t.dataDir, 'jwt-secret'), 'utf8').trim();
    expect(secret.length).toBeGreaterThanOrEqual(43);
    expect(fs.statSync(path.join(t.dataDir, 'jwt-secret')).mode & 0o077).toBe(0);
  });
});
