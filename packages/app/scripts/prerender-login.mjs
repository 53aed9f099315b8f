// Runs after `vite build` and `vite build --ssr` (the package's build script): renders the login
// page with the build of src/prerender.tsx and writes dist/login.html, the page the server sends
// for '/', then removes that build. It also takes the stylesheet into dist/index.html, the page of
// every other route.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// React's production server renderer, as the browser runs React's production build.
process.env.NODE_ENV = 'production';

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const prerenderDir = path.join(app, '.prerender');
const template = readFileSync(path.join(app, 'dist/index.html'), 'utf8');

const { renderLoginPage, loginPageHead } = await import(
  pathToFileURL(path.join(prerenderDir, 'prerender.js')).href
);
const markup = await renderLoginPage();

// Emotion writes each component's styles beside it: they go to <head>, in their order, where the
// app's own styles go (Emotion finds them there by their data-emotion attribute), so that the
// browser styles the page once.
const emotionStyle = /<style data-emotion="[^"]*">[^<]*<\/style>/g;
const styles = markup.match(emotionStyle)?.join('') ?? '';
const body = markup.replace(emotionStyle, '');
// The stylesheets (the font's faces) come inline too: no request holds the first paint back.
const stylesheet = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;
const inlineStylesheet = (_link, file) =>
  `<style>${readFileSync(path.join(app, 'dist', file), 'utf8')}</style>`;

// The app's entry and its preloads are started by the page's head script, once it is painted.
const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const entryUrl = entryScript.exec(template)?.[1];
const preload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const preloadUrls = [...template.matchAll(preload)].map(([, url]) => url);
const emptyRoot = '<div id="root"></div>';
if (!entryUrl || !template.includes(emptyRoot)) {
  throw new Error(`dist/index.html has no entry script or ${emptyRoot}: no login page written`);
}
const page = template
  .replace(preload, '')
  .replace(stylesheet, inlineStylesheet)
  .replace(entryScript, `${loginPageHead(entryUrl, preloadUrls)}${styles}`)
  .replace(emptyRoot, `<div id="root">${body}</div>`);
writeFileSync(path.join(app, 'dist/login.html'), page);
// The other routes' page takes the font's faces inline too (~2 KB): no render-blocking request.
writeFileSync(path.join(app, 'dist/index.html'), template.replace(stylesheet, inlineStylesheet));
rmSync(prerenderDir, { recursive: true, force: true });
console.log(`dist/login.html: the login page, ${(page.length / 1024).toFixed(1)} KB`);
