import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import type { Plugin } from 'vite';

/** Where the emoji picker (frimousse) reads its data: the page's own origin, never a CDN. */
export const EMOJIBASE_PATH = '/emojibase';
/** The files frimousse fetches for a locale: `${EMOJIBASE_PATH}/en/data.json`, `messages.json`. */
const FILES = ['en/data.json', 'en/messages.json'];

const require = createRequire(import.meta.url);
const emojibaseDir = () => path.dirname(require.resolve('emojibase-data/package.json'));

/**
 * Serves emojibase-data's English files at /emojibase/en/ from node_modules (dev server,
 * Storybook, the stories' Vitest run) and writes them into the build beside the app: one way
 * for the app and for Storybook (the CSP allows no CDN and the machines have no internet).
 */
export function emojibaseData(): Plugin {
  return {
    name: 'portal:emojibase-data',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = (request.url ?? '').split('?')[0] ?? '';
        const file = url.startsWith(`${EMOJIBASE_PATH}/`)
          ? url.slice(EMOJIBASE_PATH.length + 1)
          : '';
        if (!FILES.includes(file)) return next();
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Cache-Control', 'no-cache');
        fs.createReadStream(path.join(emojibaseDir(), file)).pipe(response);
      });
    },
    generateBundle() {
      // Once, with the browser's build (not with a server-side one).
      if (this.environment.config.build.ssr) return;
      for (const file of FILES) {
        this.emitFile({
          type: 'asset',
          fileName: `${EMOJIBASE_PATH.slice(1)}/${file}`,
          source: fs.readFileSync(path.join(emojibaseDir(), file)),
        });
      }
    },
  };
}
