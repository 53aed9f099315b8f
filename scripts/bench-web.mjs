// `npm run bench:web`: builds the app for production, opens '/' in Chromium from a static
// server, and prints the gzip size of the JavaScript that page really loads, and the total.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { chromium } from 'playwright';

import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'packages/app/dist');
const GOAL_KB = 150;

const build = spawnSync('npm', ['run', 'build', '-w', '@portal/app'], {
  cwd: root,
  stdio: 'ignore',
});
if (build.status !== 0) {
  console.error('The production build failed: run `npm run build -w @portal/app` to see why.');
  process.exit(1);
}

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// A static server with the SPA fallback, so that the browser fetches exactly what it would.
const types = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let file = path.join(dist, decodeURIComponent(url.pathname));
  if (!file.startsWith(dist) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
    file = path.join(dist, 'index.html');
  }
  res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
// The login page calls no API before the user types; anything under /api answers 404.
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

const { chromiumLaunchOptions } = await import('./chromium.ts').catch(() => ({
  chromiumLaunchOptions: { executablePath: ensureChromium(), args: ['--headless', '--no-sandbox'] },
}));
ensureChromium();
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage();
const scripts = new Set();
page.on('request', (request) => {
  if (request.resourceType() === 'script' || request.url().endsWith('.js')) {
    scripts.add(new URL(request.url()).pathname);
  }
});
await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
await browser.close();
server.close();

const loaded = [...scripts].map((pathname) => {
  const file = path.join(dist, pathname);
  return { name: path.basename(file), bytes: gzipSize(file) };
});
const loadedTotal = loaded.reduce((sum, entry) => sum + entry.bytes, 0);
const allJs = readdirSync(path.join(dist, 'assets')).filter((name) => name.endsWith('.js'));
const allTotal = allJs.reduce((sum, name) => sum + gzipSize(path.join(dist, 'assets', name)), 0);

console.log("JavaScript loaded by '/' (gzip -9):");
for (const entry of loaded.sort((a, b) => b.bytes - a.bytes)) {
  console.log(`  ${kb(entry.bytes).padStart(10)}  ${entry.name}`);
}
console.log(`  ${kb(loadedTotal).padStart(10)}  total for '/' (goal: at most ${GOAL_KB} KB)`);
console.log(`All JavaScript of the app: ${allJs.length} files, ${kb(allTotal)} gzip`);
console.log(loadedTotal <= GOAL_KB * 1024 ? 'goal met' : 'goal NOT met');
