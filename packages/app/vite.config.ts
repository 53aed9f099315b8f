import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import MagicString from 'magic-string';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The emoji picker's data (emojibase-data) from the app's own origin, as Storybook has it.
import { emojibaseData } from '../../scripts/vite-emojibase-data.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
/** A file of react-router's production build. */
const reactRouterBuild = (file: string) =>
  path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production', file);
/**
 * Statements of dependencies changed at build time. Three keep dead code in every bundle:
 * - Chakra's theme module builds its default config (every recipe) at its top level. A bundle
 *   that uses a few of its recipes from two chunks (the login page's theme and the others')
 *   would keep that config, and every recipe with it, in the entry: marked pure, it goes
 *   (~20 KB gzip off every page).
 * - Emotion's browser build imports hoist-non-react-statics for its side effects, which it has
 *   none of (only `withTheme`, which nothing here uses, needs it): with react-is, ~1.2 KB gzip.
 * - engine.io's table of transports keeps long-polling and WebTransport in every signed-in page,
 *   and the app's sockets use the websocket transport only (ARCHITECTURE.md): ~1.4 KB gzip.
 */
const DEPENDENCY_PATCHES = [
  {
    file: 'engine.io-client/build/esm/transports/index.js',
    find: `export const transports = {
    websocket: WS,
    webtransport: WT,
    polling: XHR,
};`,
    replace: 'export const transports = { websocket: WS };',
  },
  {
    file: '@chakra-ui/react/dist/esm/theme/index.js',
    find: 'const defaultThemeConfig = defineConfig(',
    replace: 'const defaultThemeConfig = /* @__PURE__ */ defineConfig(',
  },
  {
    file: '@emotion/react/dist/emotion-react.browser.esm.js',
    find: "import 'hoist-non-react-statics';",
    replace: '',
  },
  // And one is slow: Chakra's conditions answer `has` by listing their names into an array on
  // each call, which creating a theme does for every token's every condition. A set, made once,
  // answers the same (the names never change): creating the theme, one long task at the start
  // of every page, takes ~20% less.
  {
    file: '@chakra-ui/react/dist/esm/styled-system/conditions.js',
    find: '  function has(key) {\n    return keys().includes(key) ||',
    replace:
      '  const names = new Set(Object.keys(values));\n  function has(key) {\n    return names.has(key) ||',
  },
];

function patchDependencies(): Plugin {
  return {
    name: 'patch-dependencies',
    apply: 'build',
    transform(code, id) {
      const path = id.replace(/\\/g, '/');
      const fix = DEPENDENCY_PATCHES.find(({ file }) => path.endsWith(file));
      if (!fix) return null;
      // A dependency's update that moves the statement fails the build rather than quietly
      // bringing the weight or the slowness back.
      const at = code.indexOf(fix.find);
      if (at === -1) throw new Error(`${fix.file} no longer has: ${fix.find}`);
      // With its source map, so that error reports still point to the dependency's lines.
      const patched = new MagicString(code).overwrite(at, at + fix.find.length, fix.replace);
      return { code: patched.toString(), map: patched.generateMap({ hires: true }) };
    },
  };
}

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * The build of src/prerender.tsx that renders the login page at build time
 * (scripts/prerender-login.mjs): everything bundled, as the browser's build is, into a folder
 * that the script removes once the page is written.
 */
const prerenderBuild = {
  outDir: '.prerender',
  emptyOutDir: true,
  copyPublicDir: false,
  rollupOptions: { input: 'src/prerender.tsx' },
};

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [
    react(),
    patchDependencies(),
    emojibaseData(),
    // Brotli and gzip copies of every text asset, made once at build time at the highest level,
    // so that the server sends them as they are instead of compressing on each request.
    !isSsrBuild &&
      compression({
        algorithms: [
          defineAlgorithm('brotliCompress', {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
          }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        include: /\.(js|css|html|svg|json|txt|woff2?)$/,
        threshold: 1024,
      }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: path.join(here, 'src') },
      // react-router's package exports only its development build (warnings and checks); its
      // production build sits beside it and is what a production bundle should carry.
      ...(mode === 'production'
        ? [
            { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
          ]
        : []),
    ],
  },
  server: {
    port: 5173,
    // In development the API and the socket live on the server; the SPA proxies to them.
    proxy: {
      '/api': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  // The login page's build-time render bundles its dependencies too: the same code as the page's.
  ssr: { noExternal: true },
  // Source maps are written for debugging and error reports, but the bundles do not point to
  // them and the server does not serve them unless SOURCE_MAPS=on (docs/server.md). The manifest
  // (dist/.vite/manifest.json) says which chunks each route loads: the size budgets read it
  // (.size-limit.mjs).
  // No modulepreload polyfill: every browser the app supports preloads modules itself (Chrome 66,
  // Firefox 115, Safari 17), and '/' should not download what it does not use.
  build: isSsrBuild
    ? prerenderBuild
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: 'hidden',
        manifest: true,
        modulePreload: { polyfill: false },
        // Chunks are named by their hash alone: the entry lists every chunk's file name for its
        // preloads, and the module names in them cost '/' ~2 KB gzip. The manifest still maps each
        // file to its module (bench:web prints those names).
        rollupOptions: {
          // A feature's index (its public entry) only re-exports, which says it has no side
          // effects: an importer then reaches just the modules it uses. Without this, the layout,
          // importing the notifications' listener from the index, carried the notification
          // settings' code too (~14 KB gzip on every signed-in screen, npm run size).
          treeshake: {
            moduleSideEffects: (id: string) =>
              /\/src\/features\/[^/]+\/index\.ts$/.test(id) ? false : undefined,
          },
          output: {
            chunkFileNames: 'assets/c-[hash].js',
            // What the entry imports statically, all of which runs at start, in one chunk.
            // Rolldown's own splitting cut it into ~20 files, each shared with some lazy chunk,
            // and the lazy chunks along the same lines: one chunk here takes ~6 KB gzip of glue
            // off every signed-in screen, with '/' the same.
            codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
          },
        },
      },
}));
