import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * `npm run test:storybook-docs`: builds Storybook, then opens every docs page of the build in
 * Chromium (docs-pages.spec.ts). The file is a `.spec.ts` so that the unit project, which runs
 * `scripts/**\/*.test.ts`, leaves it alone.
 */
export default defineConfig({
  root,
  test: {
    name: 'storybook-docs',
    environment: 'node',
    include: ['scripts/storybook-docs/*.spec.ts'],
    globalSetup: ['scripts/storybook-docs/global-setup.ts'],
    // One docs page: up to 33 story frames, scrolled through one by one, on a loaded machine.
    testTimeout: 300_000,
    // Docs pages visited at a time: one per browser tab of docs-pages.spec.ts.
    maxConcurrency: Number(process.env.STORYBOOK_DOCS_TABS ?? 2),
    hookTimeout: 60_000,
  },
});
